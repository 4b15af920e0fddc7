// The README's diff lines, as a fresh clone runs them: the examples committed in a git repository,
// the tour's `data generate` line, its edit of an example, then its `diff` line, which prints what
// the tour shows (the times aside).
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { git, temporaryDir } from "./project.js";

const root = resolve(import.meta.dirname, "../..");
const tour = /## A tour in a minute\n([\s\S]*?)\n## /.exec(readFileSync(join(root, "README.md"), "utf8"))![1]!;

/** The tour's line starting with `$ start`, and the output it shows under it. */
function tourLine(start: string): { line: string; shown: string } {
  const escaped = start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const [, line, shown] = new RegExp(`^\\$ (${escaped}.*)\\n((?:[^$\`].*\\n|\\n)*)`, "m").exec(tour)!;
  return { line: line!, shown: shown! };
}

const times = (text: string) => text.replace(/\d+ ms/g, "N ms").replace(/in \d+\.\d s/, "in N s");

it("the tour's edit and `diff` line print what the tour shows", () => {
  const clone = temporaryDir("pql-diff-readme-");
  cpSync(join(root, "examples"), join(clone, "examples"), { recursive: true, filter: (src) => !src.includes("node_modules") });
  git(clone, "init", "-q");
  git(clone, "add", "-A");
  git(clone, "commit", "-qm", "examples");
  const generate = tourLine("pql-audience data generate ");
  expect(cli(generate.line.split(/\s+/).slice(1), { cwd: clone }).status).toBe(0);
  const edit = tourLine("perl ");
  expect(spawnSync("bash", ["-c", edit.line], { cwd: clone }).status).toBe(0);
  const diff = tourLine("pql-audience diff ");
  const r = cli(diff.line.split(/\s+/).slice(1), { cwd: clone });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  expect(times(r.stdout)).toBe(times(diff.shown));
}, 180_000);

// The README's tour generates data with `data generate` and estimates two example audiences on
// it: each line runs as written, in a folder holding a copy of examples/, and what the tour shows
// of its output is what it prints (the times aside).
import { cpSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { folders } from "./helpers.js";

const root = resolve(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const tour = /## A tour in a minute\n([\s\S]*?)\n## /.exec(readme)![1]!;
const folder = folders();

/** The command after `$ pql-audience ` on a tour line starting with `start`, and the output the tour shows under it. */
function tourLine(start: string): { args: string[]; shown: string } {
  const escaped = start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const [, line, shown] = new RegExp(`^\\$ pql-audience (${escaped}.*)\\n((?:[^$\`].*\\n|\\n)*)`, "m").exec(tour)!;
  return { args: line!.split(/\s+/), shown: shown! };
}

const times = (text: string) =>
  text
    .replace(/written in \d+\.\d s/, "written in N s")
    .replace(/(sql|slower: [^,]*), \d+ ms/g, "$1, N ms")
    .replace(/audiences? in \d+(\.\d+)? s/, "audiences in N s");

it("the tour's `data generate` and `estimate` lines print what the tour shows", () => {
  const cwd = folder();
  cpSync(join(root, "examples"), join(cwd, "examples"), { recursive: true, filter: (src) => !src.includes("node_modules") });

  const generate = tourLine("data generate ");
  const generated = cli(generate.args, { cwd });
  expect(generated.status).toBe(0);
  expect(times(generated.stdout)).toBe(times(generate.shown));

  const estimate = tourLine("estimate ");
  const estimated = cli(estimate.args, { cwd });
  expect(estimated.stderr).toBe("");
  expect(estimated.status).toBe(0);
  expect(times(estimated.stdout)).toBe(times(estimate.shown));
});

// The README's tour generates data with `data generate`: the line runs as written, and what the
// tour shows of its output is what it prints (the seconds it took aside).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { folders } from "./helpers.js";

const readme = readFileSync(join(resolve(import.meta.dirname, "../.."), "README.md"), "utf8");
const tour = /## A tour in a minute\n([\s\S]*?)\n## /.exec(readme)![1]!;
const folder = folders();

it("the tour's `data generate` line prints what the tour shows", () => {
  const [, line, shown] = /^\$ pql-audience (data generate .*)\n((?:[^$`].*\n)*)/m.exec(tour)!;
  const r = cli(line!.split(/\s+/), { cwd: folder() });
  expect(r.status).toBe(0);
  const seconds = (text: string) => text.replace(/written in \d+\.\d s/, "written in N s");
  expect(seconds(r.stdout)).toBe(seconds(shown!));
});

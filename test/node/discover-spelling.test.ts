// A directory listed through git (src/node/discover.ts) gives its files spelled from the directory
// as the argument spells it, normalized as path.join would: the listing joins a normalized prefix
// to git's paths instead of normalizing every whole path, so each spelling below is checked
// against path.join itself. Each case runs in a scratch git project in a temp dir.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discover } from "../../src/node/discover.js";

const audience = (name: string) => `{"name": "${name}", "expression": {"type": "PQL", "format": "pql/text", "value": "person.age > 21"}}\n`;

let root: string;
const cwd = process.cwd();
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "pql-discover-"));
  mkdirSync(join(root, "audiences", "nested"), { recursive: true });
  writeFileSync(join(root, "audiences", "a.audience.json"), audience("a"));
  writeFileSync(join(root, "audiences", "nested", "b.audience.json"), audience("b"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "-A"], { cwd: root });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(root, { recursive: true, force: true });
});

const rels = ["a.audience.json", join("nested", "b.audience.json")];

describe("files of a directory listed by git, spelled as path.join spells them", () => {
  it.each([
    ["audiences", rels.map((r) => join("audiences", r))],
    ["audiences/", rels.map((r) => join("audiences", r))],
    ["./audiences//", rels.map((r) => join("audiences", r))],
    ["audiences/nested/..", rels.map((r) => join("audiences", r))],
    [".", rels.map((r) => join("audiences", r))],
    ["./", rels.map((r) => join("audiences", r))],
    ["audiences/nested", [join("audiences", "nested", "b.audience.json")]],
  ])("%s", async (dir, expected) => {
    expect((await discover([dir])).files).toEqual(expected);
  });

  it("an absolute directory gives absolute paths, trailing separator or not", async () => {
    const expected = rels.map((r) => join(root, "audiences", r));
    expect((await discover([join(root, "audiences")])).files).toEqual(expected);
    expect((await discover([`${join(root, "audiences")}/`])).files).toEqual(expected);
  });
});

// What git says of a work tree (src/node/work-tree.ts), asked asynchronously so a one-file lint has
// git list its project while it drafts the file: the files, which of them hold exactly their
// staged blob (the project index's cache trusts those without a stat), and no answer at all when
// git is missing or fails, where the project index walks the directory instead. Each case is a
// scratch git project in a temp dir.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ConfigResolver } from "../../src/node/config-loader.js";
import { indexProjects } from "../../src/node/project-index.js";
import { workTreeFiles } from "../../src/node/work-tree.js";

const audience = (name: string) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'person.age > 21'\nschema:\n  name: _xdm.context.profile\n`;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const path = process.env.PATH;
afterEach(() => {
  process.env.PATH = path;
});

/** A git project: a.audience.yaml and b.audience.yaml staged, c.audience.yaml untracked. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-work-tree-"));
  made.push(dir);
  for (const name of ["a", "b"]) writeFileSync(join(dir, `${name}.audience.yaml`), audience(name));
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", ["add", "-A"], { cwd: dir });
  writeFileSync(join(dir, "c.audience.yaml"), audience("c"));
  return dir;
}

const blobOf = (dir: string, name: string) => execFileSync("git", ["hash-object", name], { cwd: dir, encoding: "utf8" }).trim();
const names = (files: string[], dir: string) => files.map((f) => f.slice(dir.length + 1)).sort();

describe("workTreeFiles", () => {
  it("lists what git lists, and vouches for each staged file with its blob id", async () => {
    const dir = project();
    const listing = await workTreeFiles(dir, dir, [".audience.yaml"], { blobs: true });
    expect(names(listing!.files, dir)).toEqual(["a.audience.yaml", "b.audience.yaml", "c.audience.yaml"]);
    expect(Object.fromEntries(listing!.blobs)).toEqual({
      [join(dir, "a.audience.yaml")]: blobOf(dir, "a.audience.yaml"),
      [join(dir, "b.audience.yaml")]: blobOf(dir, "b.audience.yaml"),
    });
    const tracked = await workTreeFiles(dir, dir, [".audience.yaml"], { untracked: false });
    expect(names(tracked!.files, dir)).toEqual(["a.audience.yaml", "b.audience.yaml"]);
    expect(tracked!.blobs.size).toBe(0); // not asked
  });

  it.each([
    ["changed on the disk since it was staged", (dir: string) => writeFileSync(join(dir, "b.audience.yaml"), audience("bumblebee"))],
    ["deleted from the disk", (dir: string) => rmSync(join(dir, "b.audience.yaml"))],
    [
      "in conflict (three stages, no one blob)",
      (dir: string) => {
        const blob = blobOf(dir, "b.audience.yaml");
        const stages = [1, 2, 3].map((stage) => `100644 ${blob} ${stage}\tb.audience.yaml`).join("\n");
        execFileSync("git", ["update-index", "--force-remove", "b.audience.yaml"], { cwd: dir });
        execFileSync("git", ["update-index", "--index-info"], { cwd: dir, input: `${stages}\n` });
      },
    ],
  ])("does not vouch for a file %s", async (_, change) => {
    const dir = project();
    change(dir);
    const listing = await workTreeFiles(dir, dir, [".audience.yaml"], { untracked: false, blobs: true });
    expect([...listing!.blobs.keys()]).toEqual([join(dir, "a.audience.yaml")]);
  });

  it.each([
    ["git is not installed", (_: string) => (process.env.PATH = "")],
    ["the repository is broken", (dir: string) => writeFileSync(join(dir, ".git", "HEAD"), "not a ref\n")],
  ])("gives no answer when %s", async (_, breakIt) => {
    const dir = project();
    breakIt(dir);
    expect(await workTreeFiles(dir, dir, [".audience.yaml"], { blobs: true })).toBeUndefined();
  });
});

describe("the project index and git", () => {
  it("starts git as it is called, before it awaits anything: the caller's drafting runs beside git", async () => {
    const dir = project();
    const resolver = new ConfigResolver();
    const running = () => process.getActiveResourcesInfo().filter((r) => r === "ProcessWrap").length;
    const before = running();
    const indexing = indexProjects([join(dir, "a.audience.yaml")], { configs: resolver, roots: resolver, staged: true });
    expect(running()).toBe(before + 1); // git, started synchronously
    expect((await indexing).map((a) => a.name)).toEqual(["b"]); // for the commit: c is untracked
  });
});

describe("the project index without git's answer", () => {
  it.each([
    ["git is not installed", (_: string) => (process.env.PATH = "")],
    ["the repository is broken", (dir: string) => writeFileSync(join(dir, ".git", "HEAD"), "not a ref\n")],
  ])("walks the directory when %s (every file counts, untracked ones too)", async (_, breakIt) => {
    const dir = project();
    breakIt(dir);
    const resolver = new ConfigResolver();
    const audiences = await indexProjects([join(dir, "a.audience.yaml")], { configs: resolver, roots: resolver, cache: {} });
    expect(audiences.map((a) => a.name).sort()).toEqual(["b", "c"]);
  });
});

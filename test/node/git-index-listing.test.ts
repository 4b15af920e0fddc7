// git's listing read from its index file (src/node/git-index-listing.ts), against git's own answer
// (work-tree.ts: `git ls-files --cached --deleted -s --modified`): after random changes to a real
// repository (edits staged or not, of the same size or not, a `touch`, `chmod +x`, deletions, a
// file replaced by a directory, `git add -N`, `git rm --cached`, new untracked files), the files
// and the deleted files are git's, exactly; every blob it vouches for is the file's content (hashed
// here as git hashes it) and one git vouches for too; and once git's records are fresh and older
// than the index, it vouches for every file git does. Then the cases where it must hand the
// question to git.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { indexListing } from "../../src/node/git-index-listing.js";
import { workTreeFiles } from "../../src/node/work-tree.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, encoding: "utf8" });
const endings = [".pql", ".audience.json", ".audience.yaml", ".audience.yml"];
/** Long enough for the clock to tick (file times are taken from a coarse clock). */
const tick = () => execFileSync("sleep", ["0.02"]);

/** The blob id git gives a file's content. */
function hashed(file: string, sha256: boolean): string {
  const content = readFileSync(file);
  return createHash(sha256 ? "sha256" : "sha1")
    .update(`blob ${content.length}\0`)
    .update(content)
    .digest("hex");
}

const NAMES = ["a.audience.yaml", "b.audience.json", "sub/c.pql", "sub/deep/d.audience.yml", "e.audience.yaml", "notes.txt"];
type Change = { file: string; how: string; stage: boolean };
const change: fc.Arbitrary<Change> = fc.record({
  file: fc.constantFrom(...NAMES),
  how: fc.constantFrom("edit", "edit-same-size", "touch", "chmod", "delete", "directory", "intent", "untrack", "untracked"),
  stage: fc.boolean(),
});

function repository(sha256: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-git-index-listing-"));
  made.push(dir);
  git(dir, "init", "-q", ...(sha256 ? ["--object-format=sha256"] : []));
  for (const name of NAMES.slice(0, -2)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), `name: ${name}\n`);
  }
  writeFileSync(join(dir, "notes.txt"), "not an audience\n");
  tick();
  git(dir, "add", "-A");
  return dir;
}

function apply(dir: string, { file, how, stage }: Change): void {
  const path = join(dir, file);
  // What became a directory stays one.
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory() && how !== "untrack" && how !== "untracked") return;
  if (how === "edit") writeFileSync(path, `name: ${file} edited ${Math.random()}\n`);
  if (how === "edit-same-size") {
    // The same size and, set back from a copy, the same modification time: only the change time tells.
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) {
      execFileSync("cp", ["--preserve=timestamps", path, `${path}.before`]);
      writeFileSync(path, Buffer.from(readFileSync(path).map((byte) => (byte === 0x61 ? 0x62 : byte === 0x62 ? 0x61 : byte))));
      execFileSync("touch", ["-r", `${path}.before`, path]);
      rmSync(`${path}.before`);
    }
  }
  if (how === "touch") {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {}
  }
  if (how === "chmod") {
    try {
      chmodSync(path, 0o755);
    } catch {}
  }
  if (how === "delete") rmSync(path, { force: true });
  if (how === "directory") {
    rmSync(path, { force: true });
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, "inside.pql"), "x");
  }
  if (how === "intent") {
    writeFileSync(join(dir, `new-${file.replace(/\//g, "-")}`), "fresh\n");
    git(dir, "add", "-N", "--", `new-${file.replace(/\//g, "-")}`);
  }
  if (how === "untrack") git(dir, "rm", "-q", "-f", "--cached", "--ignore-unmatch", "--", file);
  if (how === "untracked") writeFileSync(join(dir, `untracked-${file.replace(/\//g, "-")}`), "x\n");
  if (stage && how !== "directory") git(dir, "add", "-A", "--", ".");
}

const names = (dir: string, files: Iterable<string>) => [...files].map((f) => f.slice(dir.length + 1));

describe("git's listing from its index file", () => {
  it("is git's answer, and vouches only for blobs the files hold", { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(change, { maxLength: 6 }), async (sha256, changes) => {
        const dir = repository(sha256);
        for (const c of changes) apply(dir, c);
        const ours = indexListing(dir, dir, endings, {});
        const gits = await workTreeFiles(dir, dir, endings, { untracked: false, blobs: true });
        expect(ours).toBeDefined();
        const { listing } = ours!;
        expect(names(dir, listing.files)).toEqual(names(dir, gits!.files));
        expect(names(dir, listing.deleted).sort()).toEqual(names(dir, gits!.deleted).sort());
        for (const [file, blob] of listing.blobs) {
          expect(hashed(file, sha256)).toBe(blob);
          expect(gits!.blobs.get(file)).toBe(blob);
        }
        // Not vacuous: every file no change touched keeps git's record of it, which is older than the index.
        const touched = new Set(
          changes.flatMap((c) => [c.file, `new-${c.file.replace(/\//g, "-")}`, `untracked-${c.file.replace(/\//g, "-")}`]),
        );
        for (const [file, blob] of gits!.blobs) if (!touched.has(file.slice(dir.length + 1))) expect(listing.blobs.get(file)).toBe(blob);
      }),
      {
        numRuns: 30,
        // The changes only a change time, an executable bit or a type tells apart, every run.
        examples: [
          [false, [{ file: "a.audience.yaml", how: "edit-same-size", stage: false }]],
          [true, [{ file: "sub/c.pql", how: "chmod", stage: false }]],
          [false, [{ file: "b.audience.json", how: "directory", stage: false }]],
        ],
      },
    );
  });

  it("vouches for no file whose record is as new as the index (git's racily clean entries)", () => {
    const dir = repository(false);
    const all = indexListing(dir, dir, endings, {})!.listing;
    expect(all.blobs.size).toBe(4);
    // The index dated back to a file's record: that file may have changed in the tick git wrote the index.
    const ctimes = all.files.map((f) => statSync(f).ctimeMs).sort((a, b) => a - b);
    const index = join(dir, ".git", "index");
    const dateIndex = (ms: number) => utimesSync(index, ms / 1000, ms / 1000);
    dateIndex(ctimes.at(-1)!);
    expect(indexListing(dir, dir, endings, {})!.listing.blobs.size).toBeLessThan(4);
    dateIndex(ctimes[0]!);
    expect(indexListing(dir, dir, endings, {})!.listing.blobs.size).toBe(0);
    dateIndex(ctimes.at(-1)! + 1000);
    expect(indexListing(dir, dir, endings, {})!.listing.blobs).toEqual(all.blobs);
  });

  it("lists only the files under the directory asked about, with the endings asked for", () => {
    const dir = repository(false);
    const sub = indexListing(dir, join(dir, "sub"), endings, {})!.listing;
    expect(names(dir, sub.files)).toEqual(["sub/c.pql", "sub/deep/d.audience.yml"]);
    expect(names(dir, indexListing(dir, dir, [".pql"], {})!.listing.files)).toEqual(["sub/c.pql"]);
  });

  it("hands the question to git where it cannot answer it whole", () => {
    const dir = repository(false);
    git(dir, "commit", "-qm", "one");
    expect(indexListing(dir, dir, endings, {})).toBeDefined();
    // Another work tree or common directory: the index alone does not say where the files are.
    expect(indexListing(dir, dir, endings, { GIT_WORK_TREE: dir })).toBeUndefined();
    expect(indexListing(dir, dir, endings, { GIT_COMMON_DIR: join(dir, ".git") })).toBeUndefined();
    // An index that is not there, or that is not an index.
    expect(indexListing(dir, dir, endings, { GIT_INDEX_FILE: join(dir, "nowhere") })).toBeUndefined();
    expect(indexListing(dir, dir, endings, { GIT_INDEX_FILE: join(dir, "notes.txt") })).toBeUndefined();
    // A sparse checkout: git decides what it holds.
    git(dir, "update-index", "--skip-worktree", "a.audience.yaml");
    expect(indexListing(dir, dir, endings, {})).toBeUndefined();
    git(dir, "update-index", "--no-skip-worktree", "a.audience.yaml");
    // A split index: its entries are partly in another file.
    git(dir, "update-index", "--split-index");
    expect(indexListing(dir, dir, endings, {})).toBeUndefined();
    git(dir, "update-index", "--no-split-index");
    // An index without a checksum (git 2.40's index.skipHash writes zeros): nothing names it.
    const bytes = readFileSync(join(dir, ".git", "index"));
    writeFileSync(join(dir, ".git", "other-index"), Buffer.concat([bytes.subarray(0, -20), Buffer.alloc(20)]));
    expect(indexListing(dir, dir, endings, { GIT_INDEX_FILE: join(dir, ".git", "other-index") })).toBeUndefined();
    // GIT_INDEX_FILE and GIT_DIR, relative to the root, are read as git reads them.
    writeFileSync(join(dir, ".git", "other-index"), bytes);
    expect(indexListing(dir, dir, endings, { GIT_INDEX_FILE: ".git/other-index" })?.listing.files).toHaveLength(4);
    expect(indexListing(dir, dir, endings, { GIT_DIR: ".git" })?.listing.files).toHaveLength(4);
  });
});

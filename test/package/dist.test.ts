// dist/ is committed (pre-commit and the GitHub Action run it from a checkout, where nothing is
// built: README "Development"), so the committed dist/ must be the build of the sources. Compared
// with git's HEAD, not with the working tree: the tests rebuild dist/ in place before they run
// (test/global-setup.ts), which would hide a stale commit.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./helpers.js";

let dir: string;
let built: string;
let committed: string;

function filesUnder(top: string): string[] {
  return readdirSync(top, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(top, join(e.parentPath, e.name)))
    .sort();
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pql-dist-"));
  built = join(dir, "built");
  committed = join(dir, "committed/dist");
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--outdir", built], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`the build exited ${build.status}: ${build.stderr}`);
  // HEAD's dist/, through git archive (none when HEAD has none).
  const tree = spawnSync("git", ["ls-tree", "HEAD", "dist"], { cwd: root, encoding: "utf8" });
  if (tree.status !== 0) throw new Error(`git ls-tree HEAD dist: ${tree.stderr}`);
  if (tree.stdout === "") return;
  const archive = spawnSync("git", ["archive", "--format=tar", "--prefix=committed/", "HEAD", "dist"], { cwd: root, maxBuffer: 1 << 30 });
  const extract = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (extract.status !== 0 || archive.status !== 0)
    throw new Error(`git archive HEAD dist: ${String(archive.stderr)}${String(extract.stderr)}`);
}, 180_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the committed dist/", () => {
  it("is the build of the committed sources (else: npm run dist, and commit dist/)", () => {
    const builtFiles = filesUnder(built);
    const committedFiles = existsSync(committed) ? filesUnder(committed) : [];
    expect(builtFiles.length).toBeGreaterThan(100);
    const stale = builtFiles.filter(
      (f) => !committedFiles.includes(f) || !readFileSync(join(built, f)).equals(readFileSync(join(committed, f))),
    );
    const extra = committedFiles.filter((f) => !builtFiles.includes(f));
    expect({ stale, extra }, "dist/ in git's HEAD is not the build of the sources: run `npm run dist` and commit dist/").toEqual({
      stale: [],
      extra: [],
    });
  });
});

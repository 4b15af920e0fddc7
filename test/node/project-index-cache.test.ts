// The project index's cache (src/node/project-index-cache.ts): a file is read again when its size
// or modification time changed, or when that time is too recent to tell (a file git vouches for
// is keyed by its blob instead); a corrupt or foreign
// cache is rebuilt; two runs that race both answer right; --no-cache and --cache-location. Each
// case is a scratch git project in a temp dir, indexed through indexProjects and the real CLI.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigResolver } from "../../src/node/config-loader.js";
import { cacheFileOf, defaultCacheLocation } from "../../src/node/project-index-cache.js";
import { indexProjects } from "../../src/node/project-index.js";
import { bin, cli } from "../cli/helpers.js";

const audience = (name: string) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'person.age > 21'\nschema:\n  name: _xdm.context.profile\n`;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The cache file's record of `rel` (project-index-cache.ts: path, listing, key, identities). */
function recordOf(dir: string, rel: string): unknown[] | undefined {
  return (JSON.parse(readFileSync(cacheFile(dir), "utf8")) as { files: unknown[][] }).files.find((record) => record[0] === rel);
}

/** A git project holding `a.audience.yaml` (linted) and `b.audience.yaml` named `name`, written a minute ago. */
function project(name = "Bee"): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-index-cache-"));
  made.push(dir);
  writeFileSync(join(dir, "a.audience.yaml"), audience("Ay"));
  writeFileSync(join(dir, "b.audience.yaml"), audience(name));
  backdate(join(dir, "b.audience.yaml"), 60);
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", ["add", "-A"], { cwd: dir });
  return dir;
}

/** Sets a file's modification time `seconds` ago. */
function backdate(file: string, seconds: number): void {
  const then = new Date(Date.now() - seconds * 1000);
  utimesSync(file, then, then);
}

/** Rewrites a file and gives it back its modification time. */
function rewriteKeepingTime(file: string, text: string): void {
  const { atime, mtime } = statSync(file);
  writeFileSync(file, text);
  utimesSync(file, atime, mtime);
}

/**
 * Gives a tracked file other content of the same size and time that git still vouches for: the
 * way to show that a cache entry is trusted without the file being read. Keeping the time is not
 * enough on its own: git also compares the change time (to the second), so a rewrite in a later
 * second than `git add` made git report the file modified and the run read it (right, but not
 * what these tests ask about); `--assume-unchanged` makes git vouch whatever the clock.
 */
function swapContentUnseen(dir: string, name: string, text: string): void {
  execFileSync("git", ["update-index", "--assume-unchanged", name], { cwd: dir });
  rewriteKeepingTime(join(dir, name), text);
}

/** The names of the other audiences of the project of `dir/a.audience.yaml`, as one lint run sees them. */
async function namesSeen(dir: string, cache: { location?: string } | null = {}): Promise<string[]> {
  const resolver = new ConfigResolver();
  const audiences = await indexProjects([join(dir, "a.audience.yaml")], {
    configs: resolver,
    roots: resolver,
    // The commit's question (a hook's): the files git tracks.
    staged: true,
    ...(cache ? { cache } : {}),
  });
  return audiences.map((a) => a.name);
}

const cacheFile = (dir: string) => cacheFileOf(dir, defaultCacheLocation(dir));

describe("the project index cache", () => {
  it("a hit: an unchanged file (same size and time) is not read again", async () => {
    const dir = project("Bee");
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    expect(existsSync(cacheFile(dir))).toBe(true);
    // Same size, same time, other content git does not see: only a run that reads the file could see "Bea".
    swapContentUnseen(dir, "b.audience.yaml", audience("Bea"));
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    // Without the cache the file is read.
    expect(await namesSeen(dir, null)).toEqual(["Bea"]);
  });

  it.each([
    ["its size changed", (file: string) => rewriteKeepingTime(file, audience("Bumblebee")), "Bumblebee"],
    [
      "its modification time changed (same size)",
      (file: string) => {
        writeFileSync(file, audience("Bea"));
        backdate(file, 30);
      },
      "Bea",
    ],
  ])("a miss when %s", async (_, change, name) => {
    const dir = project("Bee");
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    change(join(dir, "b.audience.yaml"));
    expect(await namesSeen(dir)).toEqual([name]);
  });

  it("a file git vouches for (it holds its staged blob) is keyed by the blob's id: no size, no time", async () => {
    const dir = project("Bee");
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    const blob = execFileSync("git", ["hash-object", "b.audience.yaml"], { cwd: dir, encoding: "utf8" }).trim();
    // The record: the path, no listing kept (these runs hand no git variables down), the blob, the identity.
    expect(recordOf(dir, "b.audience.yaml")).toEqual(["b.audience.yaml", 0, blob, "yaml", "Bee", null, null]);
  });

  it("a file changed too recently to trust its time is read again, whatever its size and time", async () => {
    const dir = project("Bee");
    const b = join(dir, "b.audience.yaml");
    const now = new Date();
    utimesSync(b, now, now);
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    rewriteKeepingTime(b, audience("Bea"));
    expect(await namesSeen(dir)).toEqual(["Bea"]);
  });

  it("a file added to the project or removed from it counts on the next run", async () => {
    const dir = project("Bee");
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    writeFileSync(join(dir, "c.audience.yaml"), audience("Sea"));
    execFileSync("git", ["add", "c.audience.yaml"], { cwd: dir });
    expect((await namesSeen(dir)).sort()).toEqual(["Bee", "Sea"]);
    execFileSync("git", ["rm", "-q", "--cached", "b.audience.yaml"], { cwd: dir });
    expect(await namesSeen(dir)).toEqual(["Sea"]);
  });

  // Whatever the cache file holds (bytes, JSON of another shape, another version's), the run
  // reads the files and rewrites a valid cache.
  it("a corrupt or foreign cache file is rebuilt, never trusted", async () => {
    const dir = project("Bee");
    expect(await namesSeen(dir)).toEqual(["Bee"]);
    const valid = JSON.parse(readFileSync(cacheFile(dir), "utf8")) as Record<string, unknown>;
    swapContentUnseen(dir, "b.audience.yaml", audience("Bea"));
    const foreign = [
      JSON.stringify({ ...valid, version: "0.0.1/1" }),
      JSON.stringify({ ...valid, root: "/somewhere/else" }),
      JSON.stringify({ ...valid, files: [["b.audience.yaml", 0, 1, 2, "toml", "x", null, null]] }),
      JSON.stringify({ ...valid, files: { [join(dir, "b.audience.yaml")]: [1, 2, [["yaml", "Bee", null, null]]] } }),
    ];
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.constantFrom(...foreign)), async (stored) => {
        writeFileSync(cacheFile(dir), stored);
        expect(await namesSeen(dir)).toEqual(["Bea"]);
        expect(JSON.parse(readFileSync(cacheFile(dir), "utf8"))).toMatchObject({ version: valid.version, root: dir });
        // Put the stale entry back for the next case: a valid cache that still says "Bee".
        writeFileSync(cacheFile(dir), JSON.stringify(valid));
        expect(await namesSeen(dir)).toEqual(["Bee"]);
      }),
      { numRuns: 25 },
    );
  });

  it("a malformed entry costs its own file only: the other entries are still trusted", async () => {
    const dir = project("Bee");
    writeFileSync(join(dir, "c.audience.yaml"), audience("Sea"));
    backdate(join(dir, "c.audience.yaml"), 60);
    execFileSync("git", ["add", "c.audience.yaml"], { cwd: dir });
    expect((await namesSeen(dir)).sort()).toEqual(["Bee", "Sea"]);
    const stored = JSON.parse(readFileSync(cacheFile(dir), "utf8")) as { files: unknown[][] };
    stored.files = stored.files.map((record) =>
      record[0] === "b.audience.yaml" ? ["b.audience.yaml", 0, "not", "an", "entry", 7] : record,
    );
    writeFileSync(cacheFile(dir), JSON.stringify(stored));
    // Other content that neither git nor the cache's key can see: only a run that reads c could see "Sec".
    swapContentUnseen(dir, "c.audience.yaml", audience("Sec"));
    expect((await namesSeen(dir)).sort()).toEqual(["Bee", "Sea"]);
    // b's entry was rewritten.
    expect(recordOf(dir, "b.audience.yaml")?.slice(-4)).toEqual(["yaml", "Bee", null, null]);
  });

  it("the cache directory ignores itself: git status stays clean", async () => {
    const dir = project("Bee");
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"], { cwd: dir });
    await namesSeen(dir);
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: dir, encoding: "utf8" })).toBe("");
  });
});

describe("lint and the cache", () => {
  const reference = (name: string) =>
    `name: A\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'inSegment("alias:${name}")'\nschema:\n  name: _xdm.context.profile\n`;
  /** A project where a.audience.yaml references alias `vip`, which b.audience.yaml holds. */
  function referencing(): string {
    const dir = project("Bee");
    writeFileSync(join(dir, "a.audience.yaml"), reference("vip"));
    writeFileSync(join(dir, "b.audience.yaml"), `${audience("Bee")}x-pql-audience:\n  alias: vip\n`);
    backdate(join(dir, "b.audience.yaml"), 60);
    execFileSync("git", ["add", "-A"], { cwd: dir });
    return dir;
  }

  it("is written under node_modules/.cache/pql-audience/ by default, and the answer is the same on the second run", () => {
    const dir = referencing();
    const first = cli(["lint", "a.audience.yaml", "--format", "concise"], { cwd: dir });
    expect(readdirSync(join(dir, "node_modules/.cache/pql-audience")).sort()).toEqual([".gitignore", cacheFile(dir).replace(/^.*\//, "")]);
    const second = cli(["lint", "a.audience.yaml", "--format", "concise"], { cwd: dir });
    expect(second).toEqual(first);
    expect(first.stdout).not.toContain("PQL12"); // the reference resolved
  });

  it("--no-cache reads every file and writes no cache", () => {
    const dir = referencing();
    const run = cli(["lint", "a.audience.yaml", "--no-cache", "--format", "concise"], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(dir, "node_modules"))).toBe(false);
  });

  it("--cache-location puts it in that directory", () => {
    const dir = referencing();
    const location = mkdtempSync(join(tmpdir(), "pql-cache-location-"));
    made.push(location);
    const run = cli(["lint", "a.audience.yaml", "--cache-location", location, "--format", "concise"], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(cacheFileOf(dir, location))).toBe(true);
    expect(existsSync(join(dir, "node_modules"))).toBe(false);
  });

  it("a location that cannot be a directory (a file stands there) runs without a cache, and says nothing of it", () => {
    const dir = referencing();
    const location = join(dir, "not-a-directory");
    writeFileSync(location, "");
    for (let i = 0; i < 2; i++) {
      const run = cli(["lint", "a.audience.yaml", "--cache-location", location, "--format", "concise"], { cwd: dir });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toBe("");
      expect(run.stdout).not.toContain("PQL12");
    }
    expect(readFileSync(location, "utf8")).toBe("");
  });

  it("two runs that race both succeed with the right answer, and leave a valid cache", { timeout: 120_000 }, async () => {
    const dir = referencing();
    // Four runs at once, twice: the first round all write a new cache, the second reads it.
    const race = () =>
      new Promise<{ status: number | null; stdout: string }>((done) => {
        const child = spawn(process.execPath, [bin, "lint", "a.audience.yaml", "--format", "concise"], {
          cwd: dir,
          env: { ...process.env, NO_COLOR: "1" },
        });
        let stdout = "";
        child.stdout.on("data", (d) => (stdout += d));
        child.on("close", (status) => done({ status, stdout }));
      });
    for (let round = 0; round < 2; round++) {
      const runs = await Promise.all([race(), race(), race(), race()]);
      for (const run of runs) {
        expect(run.status).toBe(0);
        expect(run.stdout).not.toContain("PQL12");
      }
      expect(JSON.parse(readFileSync(cacheFile(dir), "utf8"))).toMatchObject({ root: dir });
    }
    // No temporary file is left behind.
    expect(readdirSync(join(dir, "node_modules/.cache/pql-audience")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    // And a stale answer is not served: the alias goes, the reference no longer resolves.
    writeFileSync(join(dir, "b.audience.yaml"), audience("Bee"));
    backdate(join(dir, "b.audience.yaml"), 10);
    expect(cli(["lint", "a.audience.yaml", "--format", "concise"], { cwd: dir }).stdout).toContain("PQL12");
  });
});

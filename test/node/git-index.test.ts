// git's index file read in-process (src/node/git-index.ts), checked against git itself: for random
// repositories (nested paths, non-ASCII and long names, executable files, `git add -N`,
// skip-worktree, conflicts) in every index version git writes (2, 3, 4) and both object formats
// (SHA-1, SHA-256), every entry's path, blob, mode, stage, flags and recorded stat data are what
// `git ls-files --debug` prints. The indexes it must refuse (a split index, a sparse index) are
// refused, and no bytes at all make it throw.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { GitIndex } from "../../src/node/git-index.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (dir: string, args: string[], input?: string) =>
  execFileSync("git", ["-c", "core.quotepath=off", "-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    cwd: dir,
    encoding: "utf8",
    input,
  });

/** What `git ls-files --debug -s` says of each entry, in its order. */
function gitsEntries(dir: string) {
  const text = git(dir, ["ls-files", "--debug", "-s"]);
  const entries = [];
  const lines = text.split("\n");
  for (let i = 0; i + 5 < lines.length; i += 6) {
    const head = /^(\d+) ([0-9a-f]+) (\d)\t(.*)$/.exec(lines[i]!)!;
    const field = (name: string) => new RegExp(`${name}: (\\d+)(?::(\\d+))?`).exec(lines.slice(i + 1, i + 6).join(" "))!;
    const time = (name: string) => Number(field(name)[1]) * 1000 + Number(field(name)[2]) / 1e6;
    const flags = Number.parseInt(field("flags")[1]!, 16);
    entries.push({
      path: head[4]!,
      blob: head[2]!,
      mode: Number.parseInt(head[1]!, 8),
      stage: Number(head[3]),
      // git's in-memory flags: CE_INTENT_TO_ADD is 1 << 29, CE_SKIP_WORKTREE 1 << 30.
      intentToAdd: (flags & (1 << 29)) !== 0,
      skipWorktree: (flags & (1 << 30)) !== 0,
      recorded: {
        ctimeMs: time("ctime"),
        mtimeMs: time("mtime"),
        ino: Number(field("ino")[1]),
        uid: Number(field("uid")[1]),
        gid: Number(field("gid")[1]),
        size: Number(field("size")[1]),
      },
    });
  }
  return entries;
}

/** What GitIndex reads of the same repository's index (with `endings`, of the entries whose paths end in one). */
function readEntries(dir: string, endings?: string[]) {
  const index = GitIndex.read(readFileSync(join(dir, ".git", "index")), endings);
  expect(index).toBeDefined();
  return index!.paths.map((path, i) => ({
    path,
    blob: index!.blob(i),
    mode: index!.mode(i),
    stage: index!.stage(i),
    intentToAdd: index!.intentToAdd(i),
    skipWorktree: index!.skipWorktree(i),
    recorded: index!.recorded(i),
  }));
}

const segment = fc.stringMatching(/^[a-z0-9é日_-]{1,12}$/);
interface Spec {
  files: string[][];
  version: number;
  sha256: boolean;
  executable: number[];
  intentToAdd: boolean;
  skipWorktree: number[];
  conflict: boolean;
  long: boolean;
}
const repositories: fc.Arbitrary<Spec> = fc.record({
  files: fc.uniqueArray(fc.array(segment, { minLength: 1, maxLength: 3 }), {
    minLength: 1,
    maxLength: 12,
    selector: (parts) => parts.join("/"),
  }),
  version: fc.constantFrom(2, 3, 4),
  sha256: fc.boolean(),
  executable: fc.array(fc.nat(), { maxLength: 3 }),
  intentToAdd: fc.boolean(),
  skipWorktree: fc.array(fc.nat(), { maxLength: 2 }),
  conflict: fc.boolean(),
  long: fc.boolean(),
});

function repository(spec: Spec): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-git-index-"));
  made.push(dir);
  git(dir, ["init", "-q", ...(spec.sha256 ? ["--object-format=sha256"] : [])]);
  // A file and a directory of the same name cannot both exist: each path gets a suffix of its own.
  const paths = spec.files.map((parts, i) => `${parts.join("/")}.${i}.audience.yaml`);
  for (const [i, path] of paths.entries()) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `name: n${i}\n`);
  }
  git(dir, ["add", "-A"]);
  for (const n of spec.executable) git(dir, ["update-index", "--chmod=+x", "--", paths[n % paths.length]!]);
  for (const n of spec.skipWorktree) git(dir, ["update-index", "--skip-worktree", "--", paths[n % paths.length]!]);
  if (spec.intentToAdd) {
    writeFileSync(join(dir, "later.pql"), "x");
    git(dir, ["add", "-N", "later.pql"]);
  }
  const blob = () => git(dir, ["hash-object", "-w", "--stdin"], "side\n").trim();
  if (spec.conflict)
    git(dir, ["update-index", "--index-info"], [1, 2, 3].map((stage) => `100644 ${blob()} ${stage}\tconflicted.audience.json\n`).join(""));
  // A path longer than the 12 bits of length an entry's flags hold (no file: no file system takes it).
  if (spec.long) git(dir, ["update-index", "--index-info"], `100644 ${blob()} 0\t${"d/".repeat(100)}${"x".repeat(4200)}.pql\n`);
  git(dir, ["update-index", "--index-version", String(spec.version)]);
  return dir;
}

describe("GitIndex reads what git wrote", () => {
  it("every entry as `git ls-files --debug` shows it, in every index version and object format", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(repositories, (spec) => {
        const dir = repository(spec);
        // Version 4 is written as asked; for 2 or 3, git writes 3 exactly when an entry needs extended flags.
        const extended = spec.intentToAdd || spec.skipWorktree.length > 0;
        const bytes = readFileSync(join(dir, ".git", "index"));
        expect(bytes.readUInt32BE(4)).toBe(spec.version === 4 ? 4 : extended ? 3 : 2);
        const entries = gitsEntries(dir);
        expect(readEntries(dir)).toEqual(entries);
        // Only the entries whose paths end as asked: the rest are skipped, not made strings.
        const endings = [".pql", "n.audience.json", "é.0.audience.yaml"];
        expect(readEntries(dir, endings)).toEqual(entries.filter((e) => endings.some((ending) => e.path.endsWith(ending))));
      }),
      { numRuns: 20 },
    );
  });

  it("refuses a split index and a sparse index, whose entries are not all in the file", () => {
    const dir = repository({
      files: [["a"], ["b", "c"]],
      version: 2,
      sha256: false,
      executable: [],
      intentToAdd: false,
      skipWorktree: [],
      conflict: false,
      long: false,
    });
    expect(GitIndex.read(readFileSync(join(dir, ".git", "index")))).toBeDefined();
    git(dir, ["update-index", "--split-index"]);
    expect(GitIndex.read(readFileSync(join(dir, ".git", "index")))).toBeUndefined();
    git(dir, ["update-index", "--no-split-index"]);
    expect(GitIndex.read(readFileSync(join(dir, ".git", "index")))).toBeDefined();
    git(dir, ["commit", "-qm", "one"]);
    git(dir, ["sparse-checkout", "set", "--cone", "--sparse-index", "b"]);
    expect(readFileSync(join(dir, ".git", "index")).includes("sdir")).toBe(true);
    expect(GitIndex.read(readFileSync(join(dir, ".git", "index")))).toBeUndefined();
  });

  it("never throws, whatever the bytes: a truncated, altered or foreign file is refused or read", () => {
    const dir = repository({
      files: [["a"], ["b", "c"], ["é"]],
      version: 4,
      sha256: false,
      executable: [0],
      intentToAdd: true,
      skipWorktree: [],
      conflict: true,
      long: false,
    });
    const real = readFileSync(join(dir, ".git", "index"));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
          fc.nat(real.length).map((n) => real.subarray(0, n)),
          fc.tuple(fc.nat(real.length - 1), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
            const copy = Buffer.from(real);
            copy[at] = byte;
            return copy;
          }),
        ),
        (bytes) => {
          const index = GitIndex.read(bytes);
          if (index) for (let i = 0; i < index.paths.length; i++) index.blob(i), index.recorded(i), index.mode(i), index.stage(i);
        },
      ),
      { numRuns: 500 },
    );
  });
});

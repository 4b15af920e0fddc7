// The project index's listing (src/node/project-index-listing.ts): a lint for the commit
// (`--staged`, as the pre-commit hook runs it) asks git once and keeps the answer; while git's
// index (its stat) and the listed files are unchanged, the next run replays it without running
// git, and whatever changes
// (a file edited, which has the listing read again once, added tracked or untracked, deleted,
// renamed, `git add`, a commit, GIT_INDEX_FILE pointing at another index, a linked worktree) the
// run's diagnostics are a cold run's (`--no-cache`: git asked, every file read). Each case is a
// real git repository in a temp dir, linted by the real CLI. When the listing was last learned is
// read from the cache file: the listing's `startedAt` is the start of the run that learned it; and
// whether a lint ran git at all, from a `git` first on the PATH that logs each call.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigResolver } from "../../src/node/config-loader.js";
import { cacheFileOf, defaultCacheLocation } from "../../src/node/project-index-cache.js";
import { indexProjects } from "../../src/node/project-index.js";
import { cli } from "../cli/helpers.js";

const audience = (name: string, alias: string, refs: string[] = []) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${
    refs.length ? refs.map((r) => `inSegment("alias:${r}")`).join(" and ") : "person.age > 21"
  }'\nschema:\n  name: _xdm.context.profile\nx-pql-audience:\n  alias: ${alias}\n`;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, encoding: "utf8" });

/** Waits past the racy window, so the files written so far count as settled (their change time is older). */
const settle = () => new Promise((done) => setTimeout(done, 2100));

/**
 * A git repository where a.audience.yaml (the file linted) references aliases `vip` (b) and
 * `new` (no file yet), c and d are bystanders, all staged.
 */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-index-listing-"));
  made.push(dir);
  writeFileSync(join(dir, "a.audience.yaml"), audience("Ay", "ay", ["vip", "new"]));
  writeFileSync(join(dir, "b.audience.yaml"), audience("Bee", "vip"));
  writeFileSync(join(dir, "c.audience.yaml"), audience("Sea", "sea"));
  writeFileSync(join(dir, "d.audience.yaml"), audience("Dee", "dee"));
  git(dir, "init", "-q");
  git(dir, "add", "-A");
  return dir;
}

const cacheFile = (dir: string) => cacheFileOf(dir, defaultCacheLocation(dir));
/** When the last run that learned the listing began, as the cache keeps it. */
const learnedAt = (dir: string): number =>
  (JSON.parse(readFileSync(cacheFile(dir), "utf8")) as { listing: { startedAt: number } }).listing.startedAt;

/**
 * A lint of a.audience.yaml with the cache (as a hook runs it) and cold, which must give the same
 * diagnostics; returns the aliases it references that the project does not declare, each as
 * `alias@file` when the message names an untracked file that declares it (to `git add`).
 */
function lintBothWays(dir: string, env: Record<string, string | undefined> = {}): string {
  const cached = cli(["lint", "--staged", "a.audience.yaml", "--format", "json"], { cwd: dir, env });
  const cold = cli(["lint", "--staged", "a.audience.yaml", "--format", "json", "--no-cache"], { cwd: dir, env });
  expect(cached.stderr).toBe("");
  expect(cached).toEqual(cold);
  const codes = (JSON.parse(cached.stdout) as { files: { diagnostics: { code: string; message: string }[] }[] }).files.flatMap((f) =>
    f.diagnostics.map((d) => `${d.code} ${d.message}`),
  );
  // The aliases a.audience.yaml references that the project does not declare.
  return codes
    .map((c) => {
      const untracked = /^PQL121 the alias `(\w+)` is declared only in `([^`]+)`, which git does not track/.exec(c);
      return untracked ? `${untracked[1]}@${untracked[2]}` : /^PQL121 no audience file declares the alias `(\w+)`/.exec(c)?.[1];
    })
    .filter((alias) => alias !== undefined)
    .sort()
    .join(" ");
}

describe("the second run replays the listing while the index and the files are unchanged", () => {
  it("and answers what git would, whatever changes in between", { timeout: 120_000 }, async () => {
    const dir = repository();
    await settle();
    const unresolvedNew = lintBothWays(dir);
    expect(unresolvedNew).toBe("new");
    const learned = learnedAt(dir);
    expect(lintBothWays(dir)).toBe(unresolvedNew);
    expect(learnedAt(dir)).toBe(learned); // replayed

    // An edit of the same size, unstaged: git's index is the same, the file's change time is not,
    // so the listing is learned again once (an edit made more than two seconds before); the runs
    // after it replay it.
    writeFileSync(join(dir, "b.audience.yaml"), audience("Bee", "vop"));
    await settle();
    expect(lintBothWays(dir)).toBe("new vip");
    const afterEdit = learnedAt(dir);
    expect(afterEdit).toBeGreaterThan(learned);
    expect(lintBothWays(dir)).toBe("new vip");
    expect(learnedAt(dir)).toBe(afterEdit);
    // ... and back, then staged: the index changed, the listing is learned again.
    writeFileSync(join(dir, "b.audience.yaml"), audience("Bee", "vip"));
    git(dir, "add", "b.audience.yaml");
    expect(lintBothWays(dir)).toBe(unresolvedNew);
    expect(learnedAt(dir)).toBeGreaterThan(afterEdit);

    // A new untracked file holding `new`: not in the project (tracked files only), replayed or not;
    // the message names it, to `git add`.
    await settle();
    lintBothWays(dir);
    const settled = learnedAt(dir);
    writeFileSync(join(dir, "e.audience.yaml"), audience("Eee", "new"));
    expect(lintBothWays(dir)).toBe("new@e.audience.yaml");
    expect(learnedAt(dir)).toBe(settled);
    // Tracked: it counts.
    git(dir, "add", "e.audience.yaml");
    expect(lintBothWays(dir)).toBe("");

    // A tracked file deleted from the disk, unstaged: left out, as git's --deleted leaves it.
    await settle();
    lintBothWays(dir);
    const beforeDelete = learnedAt(dir);
    rmSync(join(dir, "b.audience.yaml"));
    expect(lintBothWays(dir)).toBe("vip");
    expect(learnedAt(dir)).toBe(beforeDelete);
    // Back on the disk (git checkout writes it): listed again.
    git(dir, "checkout", "--", "b.audience.yaml");
    expect(lintBothWays(dir)).toBe("");

    // Renamed on the disk only (the new name untracked, the old one gone), then with git mv.
    renameSync(join(dir, "b.audience.yaml"), join(dir, "b2.audience.yaml"));
    expect(lintBothWays(dir)).toBe("vip@b2.audience.yaml");
    renameSync(join(dir, "b2.audience.yaml"), join(dir, "b.audience.yaml"));
    git(dir, "mv", "b.audience.yaml", "b3.audience.yaml");
    expect(lintBothWays(dir)).toBe("");

    // A commit (the index gains its tree), then one that removes e.
    git(dir, "commit", "-qm", "one");
    expect(lintBothWays(dir)).toBe("");
    git(dir, "rm", "-q", "e.audience.yaml");
    git(dir, "commit", "-qm", "two");
    expect(lintBothWays(dir)).toBe("new");
  });

  it("a subtree moved into place (its files' own change times old) is not trusted", { timeout: 60_000 }, async () => {
    const dir = repository();
    rmSync(join(dir, "c.audience.yaml"));
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "sub", "c.audience.yaml"), audience("Sea", "sea"));
    git(dir, "add", "-A");
    // Another copy of the subtree, written now and settled below, where c (which nothing
    // references, so only its identity counts) takes a's name: a duplicate only a run that reads
    // c again reports (lintBothWays compares whole outputs).
    const elsewhere = mkdtempSync(join(tmpdir(), "pql-index-subtree-"));
    made.push(elsewhere);
    mkdirSync(join(elsewhere, "sub"));
    writeFileSync(join(elsewhere, "sub", "c.audience.yaml"), audience("Ay", "sea"));
    await settle();
    expect(lintBothWays(dir)).toBe("new");
    const learned = learnedAt(dir);
    expect(lintBothWays(dir)).toBe("new");
    expect(learnedAt(dir)).toBe(learned);
    // git vouched for sub/c: replayed as it stands, the listing would have its old identity trusted.
    const stored = JSON.parse(readFileSync(cacheFile(dir), "utf8")) as { files: unknown[][] };
    expect(stored.files.find((f) => f[0] === "sub/c.audience.yaml")?.[1]).toMatch(/^[0-9a-f]{40}$/);
    renameSync(join(dir, "sub"), join(elsewhere, "old"));
    renameSync(join(elsewhere, "sub"), join(dir, "sub"));
    expect(lintBothWays(dir)).toBe("new");
    expect(cli(["lint", "a.audience.yaml", "--format", "concise"], { cwd: dir }).stdout).toContain("also named `Ay`");
  });

  it("GIT_INDEX_FILE names the index git reads, as a hook run by `git commit -a` sees it", { timeout: 60_000 }, async () => {
    const dir = repository();
    git(dir, "commit", "-qm", "one");
    // Another index, without b: what `git commit c.audience.yaml` or a hook's temporary index may hold.
    const other = join(dir, ".git", "other-index");
    execFileSync("git", ["read-tree", "HEAD"], { cwd: dir, env: { ...process.env, GIT_INDEX_FILE: other } });
    execFileSync("git", ["rm", "-q", "--cached", "b.audience.yaml"], { cwd: dir, env: { ...process.env, GIT_INDEX_FILE: other } });
    await settle();
    const plain = lintBothWays(dir);
    expect(plain).toBe("new");
    const learned = learnedAt(dir);
    for (const index of [other, ".git/other-index"]) {
      expect(lintBothWays(dir, { GIT_INDEX_FILE: index })).toBe("new vip@b.audience.yaml");
      expect(learnedAt(dir)).toBeGreaterThan(learned);
    }
    expect(lintBothWays(dir)).toBe(plain);
    expect(lintBothWays(dir, { GIT_INDEX_FILE: join(dir, ".git", "index") })).toBe(plain);
    // An index that does not exist: git answers (it lists nothing), the run agrees.
    lintBothWays(dir, { GIT_INDEX_FILE: join(dir, ".git", "no-such-index") });
  });

  it("in a linked worktree (`.git` is a file naming the git directory)", { timeout: 60_000 }, async () => {
    const dir = repository();
    git(dir, "commit", "-qm", "one");
    const tree = join(mkdtempSync(join(tmpdir(), "pql-index-worktree-")), "tree");
    made.push(join(tree, ".."));
    git(dir, "worktree", "add", "-q", tree);
    git(tree, "rm", "-q", "--cached", "b.audience.yaml");
    await settle();
    expect(lintBothWays(tree)).toBe("new vip@b.audience.yaml");
    const learned = learnedAt(tree);
    expect(lintBothWays(tree)).toBe("new vip@b.audience.yaml");
    expect(learnedAt(tree)).toBe(learned);
    // The main worktree's index still tracks b.
    expect(lintBothWays(dir)).toBe("new");
    git(tree, "add", "b.audience.yaml");
    expect(lintBothWays(tree)).toBe("new");
  });

  it("GIT_WORK_TREE or GIT_COMMON_DIR set: git is asked every run", { timeout: 60_000 }, async () => {
    const dir = repository();
    await settle();
    expect(lintBothWays(dir)).toBe("new");
    const learned = learnedAt(dir);
    // A work tree elsewhere (empty): git finds every tracked file deleted there. A replayed listing would not.
    const elsewhere = mkdtempSync(join(tmpdir(), "pql-index-elsewhere-"));
    made.push(elsewhere);
    expect(lintBothWays(dir, { GIT_WORK_TREE: elsewhere })).toBe("new vip");
    lintBothWays(dir, { GIT_COMMON_DIR: join(dir, "nowhere") });
    expect(learnedAt(dir)).toBe(learned); // and what git answered then was not kept
  });
});

describe("a hook's lint asks git only when its index changed", () => {
  /** A directory holding a `git` that logs its arguments to `log`, then runs the real one. */
  function gitSpy(): { path: string; calls: () => string[] } {
    const dir = mkdtempSync(join(tmpdir(), "pql-git-spy-"));
    made.push(dir);
    const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    writeFileSync(join(dir, "git"), `#!/bin/sh\necho "$*" >> "${join(dir, "log")}"\nexec "${real}" "$@"\n`, { mode: 0o755 });
    return {
      path: `${dir}:${process.env.PATH}`,
      calls: () => {
        try {
          return readFileSync(join(dir, "log"), "utf8").trim().split("\n").filter(Boolean);
        } catch {
          return [];
        }
      },
    };
  }

  it("once on the first run, none on the second, once after the index changed; with GIT_WORK_TREE, every run", {
    timeout: 60_000,
  }, async () => {
    const dir = repository();
    await settle();
    const spy = gitSpy();
    const lint = (env: Record<string, string> = {}) =>
      cli(["lint", "--staged", "a.audience.yaml", "--format", "json"], { cwd: dir, env: { PATH: spy.path, ...env } });
    const listings = () => spy.calls().filter((call) => call.startsWith("ls-files")).length;
    const cold = cli(["lint", "--staged", "a.audience.yaml", "--format", "json", "--no-cache"], { cwd: dir });
    expect(lint()).toEqual(cold);
    expect(listings()).toBe(1);
    expect(lint()).toEqual(cold);
    expect(listings()).toBe(1);
    writeFileSync(join(dir, "b.audience.yaml"), audience("Bee", "vop"));
    git(dir, "add", "b.audience.yaml");
    const changed = lint();
    expect(changed).toEqual(cli(["lint", "--staged", "a.audience.yaml", "--format", "json", "--no-cache"], { cwd: dir }));
    expect(changed.stdout).toContain("`vip`");
    expect(listings()).toBe(2);
    lint({ GIT_WORK_TREE: dir });
    lint({ GIT_WORK_TREE: dir });
    expect(listings()).toBe(4);
  });
});

describe("what a lint sees of the project", () => {
  it("interactive: the working tree, untracked files git does not ignore included; for the commit (--staged, a hook): the files git tracks", {
    timeout: 60_000,
  }, () => {
    const dir = repository();
    writeFileSync(join(dir, "e.audience.yaml"), audience("Eee", "new"));
    writeFileSync(join(dir, ".gitignore"), "ignored.audience.yaml\n");
    writeFileSync(join(dir, "ignored.audience.yaml"), audience("Ignored", "vip2"));
    const unknown = (args: string[], env: Record<string, string> = {}) =>
      (
        JSON.parse(cli(["lint", ...args, "a.audience.yaml", "--format", "json"], { cwd: dir, env }).stdout) as {
          files: { diagnostics: { code: string; message: string }[] }[];
        }
      ).files
        .flatMap((f) => f.diagnostics)
        .filter((d) => d.code === "PQL121")
        .map((d) => d.message);
    expect(unknown([])).toEqual([]);
    expect(unknown(["--no-cache"])).toEqual([]);
    expect(unknown(["--staged"])).toEqual([expect.stringContaining("`new`")]);
    // pre-commit and git's commit hooks say so in the environment.
    expect(unknown([], { PRE_COMMIT: "1" })).toEqual([expect.stringContaining("`new`")]);
    expect(unknown([], { GIT_INDEX_FILE: join(dir, ".git/index") })).toEqual([expect.stringContaining("`new`")]);
    expect(unknown(["--staged=false"], { PRE_COMMIT: "1" })).toEqual([]);
  });
});

describe("for the commit, an alias only a file git does not track declares", () => {
  it.each([
    ["untracked: the message names it, to `git add`", "e.audience.yaml", "", "new@e.audience.yaml"],
    ["a bare .pql file, untracked: its name is its alias", "new.pql", "", "new@new.pql"],
    ["ignored by git: no file of the commit or the working tree declares it", "e.audience.yaml", "e.audience.yaml\n", "new"],
    ["in node_modules: never looked at", "node_modules/e.audience.yaml", "", "new"],
  ])("%s", (_, file, gitignore, unresolved) => {
    const dir = repository();
    mkdirSync(join(dir, "node_modules"));
    writeFileSync(join(dir, file), file.endsWith(".pql") ? "person.age > 1\n" : audience("Eee", "new"));
    if (gitignore) writeFileSync(join(dir, ".gitignore"), gitignore);
    expect(lintBothWays(dir)).toBe(unresolved);
  });
});

describe("a stored listing is checked, never trusted as it stands", () => {
  /** The names of the other audiences of dir's project, indexed with the cache and git's variables (none set). */
  async function namesSeen(dir: string, git: boolean): Promise<string[]> {
    const resolver = new ConfigResolver();
    const audiences = await indexProjects([join(dir, "a.audience.yaml")], {
      configs: resolver,
      roots: resolver,
      cache: git ? { git: {} } : {},
      staged: true,
    });
    return audiences.map((a) => a.name).sort();
  }

  it("whatever the listing holds, the answer is git's", { timeout: 60_000 }, async () => {
    const dir = repository();
    await settle();
    expect(await namesSeen(dir, true)).toEqual(["Bee", "Dee", "Sea"]);
    const valid = JSON.parse(readFileSync(cacheFile(dir), "utf8")) as {
      listing: { key: string; startedAt: number; files: number };
      files: unknown[][];
    };
    git(dir, "rm", "-q", "--cached", "d.audience.yaml");
    const truth = await namesSeen(dir, false);
    expect(truth).toEqual(["Bee", "Sea"]);
    // git's listing of the index as it is now, kept: each case below pairs its key with records
    // that do not match it (or a listing not in its shape), and the listing must be learned again.
    expect(await namesSeen(dir, true)).toEqual(truth);
    const fresh = JSON.parse(readFileSync(cacheFile(dir), "utf8")) as typeof valid;
    const stale = [
      { listing: valid.listing, files: valid.files }, // the last index's: its key names another index
      { listing: fresh.listing, files: valid.files }, // the last index's records: one file more than the listing held
      { listing: fresh.listing, files: fresh.files.filter((f) => f[0] !== "c.audience.yaml") }, // records lost: one file fewer
      { listing: fresh.listing, files: [["b.audience.yaml", 1, 2, 3, "x"]] },
      { listing: fresh.listing, files: [["b.audience.yaml", 7]] },
      { listing: { ...fresh.listing, startedAt: "soon" }, files: fresh.files },
      { listing: { ...fresh.listing, files: "all" }, files: fresh.files },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json().map((j) => ({ listing: JSON.parse(j) as unknown, files: fresh.files })),
          fc.constantFrom(...stale),
        ),
        async (parts) => {
          writeFileSync(cacheFile(dir), JSON.stringify({ ...fresh, ...parts }));
          expect(await namesSeen(dir, true)).toEqual(truth);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("a listing under another index's key is not replayed, even with every file unchanged", async () => {
    const dir = repository();
    await settle();
    await namesSeen(dir, true);
    const stored = JSON.parse(readFileSync(cacheFile(dir), "utf8")) as { listing: { key: string; files: number }; files: unknown[][] };
    // The same key, but a listing that leaves c out: replayed, it drops Sea. Then with the key changed, git answers.
    stored.files = stored.files.filter((f) => !(f[0] as string).startsWith("c."));
    stored.listing.files -= 1;
    writeFileSync(cacheFile(dir), JSON.stringify(stored));
    expect(await namesSeen(dir, true)).toEqual(["Bee", "Dee"]); // proof that a matching key is replayed
    stored.listing.key = `${stored.listing.key.startsWith("0") ? "1" : "0"}${stored.listing.key.slice(1)}`;
    writeFileSync(cacheFile(dir), JSON.stringify(stored));
    expect(await namesSeen(dir, true)).toEqual(["Bee", "Dee", "Sea"]);
  });
});

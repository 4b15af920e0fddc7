// A project as a git revision holds it, for `diff`: git says which revision a name means, which
// files the revision tracks (`git ls-tree`), what they hold (`git cat-file --batch`, one process
// for every blob) and which files it renamed on the way to another revision or to the working
// tree (`git diff --name-status -M`). The audience and config files of the revision are written
// to a directory of their own, made a git repository whose index holds exactly them: the project
// index, lint and estimate then read it as they read a clean checkout of that revision, and the
// user's repository is only read.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { configFileNames } from "./config-loader.js";
import { audienceFilePattern } from "./discover.js";

/** What git answered: its exit status, standard output and the first line of its standard error. */
interface GitAnswer {
  status: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs git in `cwd` with `input` on its standard input; a git that cannot start answers status null. */
function git(cwd: string, args: readonly string[], input?: string): Promise<GitAnswer> {
  // node:child_process loads when git is first asked, as in work-tree.ts.
  const { spawn } = process.getBuiltinModule("node:child_process");
  return new Promise((settle) => {
    const child = spawn("git", args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (e) => settle({ status: null, stdout: Buffer.alloc(0), stderr: e.message }));
    child.on("close", (status) =>
      settle({ status, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8").trim().split("\n")[0] ?? "" }),
    );
    child.stdin.on("error", () => {});
    child.stdin.end(input ?? "");
  });
}

/** A revision git does not know, or a directory that is not in a git repository: said as git says it. */
export class RevisionError extends Error {
  override name = "RevisionError";
}

/** The root of the work tree holding `cwd` (git's own answer), or a RevisionError. */
export async function workTreeRoot(cwd: string): Promise<string> {
  const answer = await git(cwd, ["rev-parse", "--show-toplevel"]);
  if (answer.status !== 0)
    throw new RevisionError(
      answer.status === null ? `git cannot be run: ${answer.stderr}` : `${cwd} is not in a git work tree (git: ${answer.stderr})`,
    );
  return answer.stdout.toString("utf8").trim();
}

/** The commit a revision names (`HEAD`, a branch, a tag, a sha, `main~2`), or a RevisionError saying why not. */
export async function resolveRevision(root: string, revision: string): Promise<string> {
  // `--end-of-options`: a revision that starts with `-` is a revision, never an option.
  const answer = await git(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${revision}^{commit}`]);
  if (answer.status !== 0) throw new RevisionError(`${JSON.stringify(revision)} is not a revision of this repository`);
  return answer.stdout.toString("utf8").trim();
}

/** Whether a path of the revision is one `diff` reads: an audience file or a config file. */
function wanted(path: string): boolean {
  const base = path.slice(path.lastIndexOf("/") + 1);
  return audienceFilePattern.test(path) || configFileNames.includes(base);
}

/**
 * Writes the audience and config files `commit` tracks under `into` (at their paths in the
 * repository) and makes `into` a repository whose index lists them. Returns their paths.
 */
export async function writeRevision(root: string, commit: string, into: string): Promise<string[]> {
  const tree = await git(root, ["ls-tree", "-r", "-z", "--full-tree", commit]);
  if (tree.status !== 0) throw new RevisionError(`git cannot list ${commit}: ${tree.stderr}`);
  // `<mode> blob <id>\t<path>`: regular files only (a symbolic link's blob is its target's name).
  const entries = tree.stdout
    .toString("utf8")
    .split("\0")
    .flatMap((entry) => {
      const match = /^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
      return match && wanted(match[3]!) ? [{ id: match[2]!, path: match[3]! }] : [];
    });
  mkdirSync(into, { recursive: true });
  if (entries.length > 0) {
    const blobs = await git(root, ["cat-file", "--batch"], `${entries.map((e) => e.id).join("\n")}\n`);
    if (blobs.status !== 0) throw new RevisionError(`git cannot read the files of ${commit}: ${blobs.stderr}`);
    // `<id> blob <size>\n<content>\n` for each, in the order asked.
    let at = 0;
    for (const entry of entries) {
      const header = blobs.stdout.indexOf(10, at);
      const size = Number(blobs.stdout.subarray(at, header).toString("latin1").split(" ")[2]);
      const file = join(into, ...entry.path.split("/"));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, blobs.stdout.subarray(header + 1, header + 1 + size));
      at = header + 1 + size + 1;
    }
  }
  // The copy's own repository: what it tracks is what the revision tracks (of these files);
  // `--force`, so that no excludes file of the user's leaves one out.
  for (const args of [
    ["init", "-q"],
    ["add", "-A", "--force"],
  ]) {
    const answer = await git(into, args);
    if (answer.status !== 0) throw new RevisionError(`git ${args[0]} failed in a temporary directory: ${answer.stderr}`);
  }
  return entries.map((e) => e.path);
}

/**
 * The files git finds renamed (or moved) from `base` to `head` (a commit, or the working tree when
 * null), by its rename detection: old path -> new path, both relative to the repository's root.
 */
export async function renamedFiles(root: string, base: string, head: string | null): Promise<Map<string, string>> {
  const answer = await git(root, ["diff", "--name-status", "-z", "-M", base, ...(head === null ? [] : [head]), "--"]);
  if (answer.status !== 0) throw new RevisionError(`git cannot compare ${base} with ${head ?? "the working tree"}: ${answer.stderr}`);
  const renames = new Map<string, string>();
  // `R<score>\0old\0new\0`, `M\0path\0`, ...
  const fields = answer.stdout.toString("utf8").split("\0");
  for (let i = 0; i < fields.length - 1; ) {
    const status = fields[i]!;
    if (status.startsWith("R") || status.startsWith("C")) {
      if (status.startsWith("R")) renames.set(fields[i + 1]!, fields[i + 2]!);
      i += 3;
    } else i += 2;
  }
  return renames;
}

// git's listing of a project read from its index file, without running git: which files git
// tracks under a directory, and which of them hold exactly their staged blob. The index
// (git-index.ts) records, for each entry, the stat data of the file when git last saw it hold the
// entry's blob; one `lstat` of each file compared with that record is git's own test (what
// `git status` and `git ls-files --modified` do before they look at a file's content), made
// stricter: a blob is vouched for only when the file's type, executable bit, size, modification
// and change times, inode, owner and group are all as git recorded them, and both times are older
// than the index file (git's "racily clean" rule: a file written in the same clock tick as the
// index could have changed unseen). Every write, rename or `chmod` moves a file's change time
// forward, and no tool can set it back (utimes sets it to now), so a file changed since git looked
// at it is never vouched for: it is read instead. Where git would have vouched anyway (after a
// `touch`, git compares the content and refreshes its record on the next `git status`), that
// costs a read, never a wrong answer.
//
// A tracked file missing from the disk is listed as deleted (as `git ls-files --deleted` lists
// it); a file with conflicts (no one blob) or added with `git add -N` is listed, unvouched.
//
// The index read is the one git would read: GIT_INDEX_FILE when set (a hook run by `git commit -a`
// points git at `index.lock`, `git commit PATH` at a temporary `next-index-*.lock`), else `index`
// in GIT_DIR, else in the directory `.git` is or names (`gitdir: ...`, a linked worktree's or a
// submodule's). Only src/cli reads the process's environment; it hands the variables down.
//
// When in doubt, undefined, and git is asked (work-tree.ts): GIT_WORK_TREE or GIT_COMMON_DIR set,
// a `.git` that is neither a directory nor a `gitdir:` file, an index that cannot be read, that
// has no checksum (`index.skipHash`: nothing would name this answer) or that git-index.ts refuses
// (another version, a split or sparse index), an entry outside a sparse checkout (git decides what
// such a checkout holds), or a look at a file that fails other than with "no such file".
import { closeSync, fstatSync, lstatSync, openSync, readFileSync, readSync, type Stats } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { GitIndex } from "./git-index.js";
import { gitPaths, type WorkTreeListing } from "./work-tree.js";

/** The variables of git's environment that say which repository and index git reads. */
export interface GitVariables {
  GIT_DIR?: string | undefined;
  GIT_INDEX_FILE?: string | undefined;
  GIT_WORK_TREE?: string | undefined;
  GIT_COMMON_DIR?: string | undefined;
}

/** How much older than the index file a file's recorded times must be for git's record to be trusted. */
const RACY_MS = 1;
/** SHA-1 repositories end the index with 20 bytes of checksum, SHA-256 ones with 32: the last 32 cover both. */
const CHECKSUM_TAIL = 32;

/**
 * The files under `directory` (absolute) of the work tree at `root` that git tracks, whose names
 * end in one of `endings`, and the blob each holds when git's record vouches for it: what
 * `git ls-files --cached --deleted -s --modified` answers (work-tree.ts), with the checksum of the
 * index it was read from; undefined when git must be asked (see the head of this file).
 */
export function indexListing(
  root: string,
  directory: string,
  endings: readonly string[],
  variables: GitVariables,
): { listing: WorkTreeListing; checksum: string } | undefined {
  if (variables.GIT_WORK_TREE !== undefined || variables.GIT_COMMON_DIR !== undefined) return undefined;
  const file = indexFile(root, variables);
  const index = file === undefined ? undefined : readIndexFile(file);
  const checksum = index && checksumOf(index.bytes.subarray(-CHECKSUM_TAIL));
  const entries = index && checksum && GitIndex.read(index.bytes, endings);
  if (!index || !checksum || !entries) return undefined;
  const rel = relative(root, directory);
  const under = rel === "" ? "" : `${rel.split(sep).join("/")}/`;
  const { absolute } = gitPaths(root);
  const trustedBefore = index.mtimeMs - RACY_MS;
  const files: string[] = [];
  const blobs = new Map<string, string>();
  const deleted: string[] = [];
  let previous = "";
  const { paths } = entries;
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i]!;
    // The sides of a conflict are consecutive entries of one path.
    if (path === previous || !path.startsWith(under)) continue;
    previous = path;
    if (entries.skipWorktree(i)) return undefined;
    const file = absolute(path);
    const stats = lookAt(file);
    if (stats === undefined) return undefined;
    if (stats === null) {
      deleted.push(file);
      continue;
    }
    files.push(file);
    if (holdsBlob(entries, i, stats, trustedBefore)) blobs.set(file, entries.blob(i));
  }
  return { listing: { files, blobs, deleted, sparse: false }, checksum };
}

/**
 * A tracked file's `lstat`, as git looks at it: null when it is not on the disk (a directory on the
 * way that became a file counts as deleted too, as git counts it), undefined when the look fails
 * otherwise (then git should be asked).
 */
export function lookAt(file: string): Stats | null | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ENOTDIR" ? null : undefined;
  }
}

/** Whether git's record of entry `i` vouches that its file, as `stats` show it, holds the entry's blob. */
function holdsBlob(index: GitIndex, i: number, stats: Stats, trustedBefore: number): boolean {
  if (index.stage(i) !== 0 || index.intentToAdd(i)) return false;
  const mode = index.mode(i);
  const executable = mode === 0o100755;
  if (!(executable || mode === 0o100644) || !stats.isFile() || ((stats.mode & 0o100) !== 0) !== executable) return false;
  const recorded = index.recorded(i);
  // git keeps 32 bits of each number.
  return (
    recorded.mtimeMs < trustedBefore &&
    recorded.ctimeMs < trustedBefore &&
    stats.mtimeMs === recorded.mtimeMs &&
    stats.ctimeMs === recorded.ctimeMs &&
    stats.size % 2 ** 32 === recorded.size &&
    stats.ino % 2 ** 32 === recorded.ino &&
    stats.uid % 2 ** 32 === recorded.uid &&
    stats.gid % 2 ** 32 === recorded.gid
  );
}

/** The index git would read at `root` (git runs there, so relative variables are read from it). */
export function indexFile(root: string, variables: GitVariables): string | undefined {
  if (variables.GIT_INDEX_FILE) return resolve(root, variables.GIT_INDEX_FILE);
  if (variables.GIT_DIR) return resolve(root, variables.GIT_DIR, "index");
  const dotGit = resolve(root, ".git");
  let text;
  try {
    text = readFileSync(dotGit, "utf8");
  } catch (e) {
    // A directory: the usual layout.
    return (e as NodeJS.ErrnoException).code === "EISDIR" ? resolve(dotGit, "index") : undefined;
  }
  // A linked worktree or a submodule: `gitdir: PATH`, PATH relative to the work tree.
  const match = /^gitdir: (.+?)\r?\n?$/.exec(text);
  return match ? resolve(root, match[1]!, "index") : undefined;
}

/** The index's trailing checksum (hex), or undefined when it cannot be read or has none (all zeros). */
export function indexChecksum(file: string): string | undefined {
  let fd;
  try {
    fd = openSync(file, "r");
    const { size } = fstatSync(fd);
    const tail = Buffer.alloc(CHECKSUM_TAIL);
    if (size < 12 + tail.length || readSync(fd, tail, 0, tail.length, size - tail.length) !== tail.length) return undefined;
    return checksumOf(tail);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The checksum named by an index's last 32 bytes (hex), or undefined for none (git's `index.skipHash` writes zeros). */
function checksumOf(tail: Buffer): string | undefined {
  if (tail.length !== CHECKSUM_TAIL) return undefined;
  const hex = tail.toString("hex");
  return /^0+$/.test(hex.slice(-40)) ? undefined : hex;
}

/** The index file's bytes and modification time, from one open file (git replaces it by renaming a new one into place). */
function readIndexFile(file: string): { bytes: Buffer; mtimeMs: number } | undefined {
  let fd;
  try {
    fd = openSync(file, "r");
    const { mtimeMs, size } = fstatSync(fd);
    if (size < 12 + CHECKSUM_TAIL) return undefined;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    for (let n = 1; read < size && n > 0; read += n) n = readSync(fd, bytes, read, size - read, read);
    return read === size ? { bytes, mtimeMs } : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

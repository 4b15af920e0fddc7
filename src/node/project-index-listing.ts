// The project index's listing without git, on the runs after the first: which files git tracks
// under a project, and which of them hold exactly their staged blob, as `git ls-files` answered
// the last run (work-tree.ts), kept in the project index's cache (project-index-cache.ts) and
// trusted while both of what that answer depends on are the same:
//
// - git's index, named by its trailing checksum (a hash of all of it: every path, blob and flag;
//   20 or 32 bytes read from its end). The file is the one git would read: GIT_INDEX_FILE when
//   set (a hook run by `git commit -a` points git at `index.lock`, `git commit PATH` at a
//   temporary `next-index-*.lock`), else `index` in GIT_DIR, else in the directory `.git` is or
//   names (`gitdir: ...`, a linked worktree's or a submodule's). Only src/cli reads the process's
//   environment; it hands the variables down, and without them nothing is trusted.
// - each listed file's size, modification and change time, by one `lstat` each (git's own look
//   at a file), under the racy rule the cache keeps: a file whose change time (which every write
//   moves, and no tool sets back) is not two seconds older than the run that asked git is looked
//   at as changed.
//
// A file unchanged by that rule gets git's last answer; one unchanged but too recent to tell has
// git asked again (and its new answer kept). A file that changed is listed when it
// is on the disk (git lists every tracked file it finds) and vouched for by nobody (the cache
// then keys it by its own size and time, and reads it if those moved); a tracked file gone from
// the disk is left out, as git's `--deleted` leaves it, and one that came back is listed again.
// An untracked file never enters the project index (tracked files only: project-index.ts), and a
// new tracked one changes the index, so neither needs a look at directories.
//
// When in doubt git is asked as before: no variables handed down, GIT_WORK_TREE or
// GIT_COMMON_DIR set, a `.git` that is neither a directory nor a `gitdir:` file, an index that
// cannot be read or has no checksum (`index.skipHash`), a sparse checkout (files outside it are
// left out whatever the disk holds), a stored listing not in its shape, or a look at a file
// that fails other than with "no such file".
import { closeSync, fstatSync, lstatSync, openSync, readFileSync, readSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { WorkTreeListing } from "./work-tree.js";

/** The variables of git's environment that say which repository and index git reads. */
export interface GitVariables {
  GIT_DIR?: string | undefined;
  GIT_INDEX_FILE?: string | undefined;
  GIT_WORK_TREE?: string | undefined;
  GIT_COMMON_DIR?: string | undefined;
}

/** How much older than the run that asked git a file must be for git's answer to hold. */
const RACY_MS = 2000;

/**
 * A listing as stored: `key` names the index and the question, `startedAt` is when the run that
 * asked git began, `files` are paths under the work tree's root (`/`-separated) with
 * `[size, mtimeMs, ctimeMs, blob or null]` for a file that was on the disk, and nothing more for
 * one git tracks that was not.
 */
export interface StoredListing {
  key: string;
  startedAt: number;
  files: ([string, number, number, number, string | null] | [string])[];
}

/**
 * What names git's answer for `directory` (absolute) of the work tree at `root`: the index's
 * checksum and the question. Undefined when git must be asked (see the head of this file).
 */
export function listingKey(root: string, directory: string, variables: GitVariables): string | undefined {
  if (variables.GIT_WORK_TREE !== undefined || variables.GIT_COMMON_DIR !== undefined) return undefined;
  const index = indexFile(root, variables);
  const checksum = index === undefined ? undefined : indexChecksum(index);
  return checksum === undefined ? undefined : `${checksum} ${root} ${directory}`;
}

/** The index git would read at `root` (git runs there, so relative variables are read from it). */
function indexFile(root: string, variables: GitVariables): string | undefined {
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
function indexChecksum(file: string): string | undefined {
  let fd;
  try {
    fd = openSync(file, "r");
    const { size } = fstatSync(fd);
    // SHA-1 repositories end with 20 bytes of checksum, SHA-256 ones with 32: the last 32 cover both.
    const tail = Buffer.alloc(32);
    if (size < 12 + tail.length || readSync(fd, tail, 0, tail.length, size - tail.length) !== tail.length) return undefined;
    const hex = tail.toString("hex");
    return /^0+$/.test(hex.slice(-40)) ? undefined : hex;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** git's answer as the run after it keeps it, or undefined when it cannot be kept (a sparse checkout). */
export function storeListing(root: string, listing: WorkTreeListing, key: string, startedAt: number): StoredListing | undefined {
  if (listing.sparse) return undefined;
  const base = root.endsWith(sep) ? root : root + sep;
  const relativePath = (file: string) => {
    const rel = file.slice(base.length);
    return sep === "/" ? rel : rel.split(sep).join("/");
  };
  const files: StoredListing["files"] = [];
  try {
    for (const file of listing.files) {
      const stats = lstatSync(file, { throwIfNoEntry: false });
      // Gone since git looked: the next run asks git again.
      if (!stats) return undefined;
      files.push([relativePath(file), stats.size, stats.mtimeMs, stats.ctimeMs, listing.blobs.get(file) ?? null]);
    }
  } catch {
    return undefined;
  }
  for (const file of listing.deleted) files.push([relativePath(file)]);
  return { key, startedAt, files };
}

/** The listing git would give now, from `stored` (unchecked JSON), or undefined when git must be asked. */
export function replayListing(root: string, stored: unknown, key: string): WorkTreeListing | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const { key: storedKey, startedAt, files: entries } = stored as Record<string, unknown>;
  if (storedKey !== key || typeof startedAt !== "number" || !Array.isArray(entries)) return undefined;
  const base = root.endsWith(sep) ? root : root + sep;
  const trustedBefore = startedAt - RACY_MS;
  const files: string[] = [];
  const blobs = new Map<string, string>();
  const deleted: string[] = [];
  for (const entry of entries as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== "string") return undefined;
    const file = base + (sep === "/" ? entry[0] : entry[0].split("/").join(sep));
    let stats;
    try {
      stats = lstatSync(file, { throwIfNoEntry: false });
    } catch (e) {
      // A directory on the way became a file: git counts that as deleted too; anything else, ask git.
      if ((e as NodeJS.ErrnoException).code !== "ENOTDIR") return undefined;
    }
    if (!stats) {
      deleted.push(file);
      continue;
    }
    files.push(file);
    if (entry.length === 1) continue; // back on the disk: listed, vouched for by nobody
    const [, size, mtimeMs, ctimeMs, blob] = entry as unknown[];
    if (typeof size !== "number" || typeof mtimeMs !== "number" || typeof ctimeMs !== "number") return undefined;
    if (blob !== null && typeof blob !== "string") return undefined;
    if (blob === null || stats.size !== size || stats.mtimeMs !== mtimeMs || stats.ctimeMs !== ctimeMs) continue;
    // Unchanged, but too recent for the last answer to tell: git is asked again, and the answer it
    // gives now, kept, will (git's own racy entries are settled the same way, by looking again).
    if (ctimeMs >= trustedBefore) return undefined;
    blobs.set(file, blob);
  }
  return { files, blobs, deleted, sparse: false };
}

// The project index's listing as the last run learned it, replayed: which files git tracks under
// a project, and which of them hold exactly their staged blob, as `git ls-files` answered
// (work-tree.ts), kept in the project index's cache (project-index-cache.ts) and trusted while
// both of what that answer depends on are the same:
//
// - git's index, named by the stat of the file git would read (its size, modification time and
//   inode: git writes a new index and renames it into place, so any change gives another inode
//   or time). Only src/cli reads the process's environment; it hands the variables down, and
//   without them nothing is trusted.
// - each listed file's change time (one `lstat` each): every write, rename or `chmod` moves it
//   forward, and no tool can set it back (utimes sets it to now), so a file whose change time is
//   more than two seconds older than the run that learned the listing has not changed since that
//   run looked at it (the cache's racy rule), and so for the directories between the root and the
//   file (a subtree moved into place holds files with old change times, but the move gives its
//   directory a new one).
//
// A file written since (or too close before to tell) has git asked again, and the new answer
// kept. A tracked file gone from the disk is left out, as git's `--deleted` leaves it (its
// deletion writes no change time); one that came back was written, so git is asked again. An
// untracked file never enters this listing (the commit's question: tracked files only), and a new
// tracked one changes the index, so neither needs a look at directories: the listing is git's.
//
// When in doubt git is asked: no variables handed down, GIT_WORK_TREE or GIT_COMMON_DIR set, an
// index that cannot be found or read, a sparse checkout (files outside it are left out whatever the
// disk holds), a stored listing not in its shape, or a look at a file that fails other than with
// "no such file".
import { lstatSync, readFileSync, type Stats, statSync } from "node:fs";
import { resolve } from "node:path";
import { gitPaths, type WorkTreeListing } from "./work-tree.js";

/** The variables of git's environment that say which repository and index git reads. */
export interface GitVariables {
  GIT_DIR?: string | undefined;
  GIT_INDEX_FILE?: string | undefined;
  GIT_WORK_TREE?: string | undefined;
  GIT_COMMON_DIR?: string | undefined;
}

/** How much older than the run that learned the listing a file's change time must be for the listing to hold. */
const RACY_MS = 2000;

/**
 * What a kept listing says of one file: the blob git vouched the file holds, null for a file on
 * the disk that nobody vouched for, false for one git tracks that was not on the disk.
 */
export type Listed = string | null | false;

/**
 * A listing as stored: `key` names the index and the question, `startedAt` is when the run that
 * learned the listing began, `files` what it said of each file, by its path under the work tree's root
 * (`/`-separated). The project index's cache keeps `files` in its records of the files
 * (project-index-cache.ts), the rest in its header.
 */
export interface StoredListing {
  key: string;
  startedAt: number;
  files: Map<string, Listed>;
}

/**
 * What names git's answer for `directory` (absolute) of the work tree at `root`: the stat of the
 * index git reads and the question. Undefined when nothing may be replayed (see the head of this file).
 */
export function listingKey(root: string, directory: string, variables: GitVariables): string | undefined {
  if (variables.GIT_WORK_TREE !== undefined || variables.GIT_COMMON_DIR !== undefined) return undefined;
  const index = indexFile(root, variables);
  const stats = index === undefined ? undefined : statSync(index, { throwIfNoEntry: false });
  return stats?.isFile() ? `${stats.size} ${stats.mtimeMs} ${stats.ino} ${root} ${directory}` : undefined;
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

/**
 * A tracked file's `lstat`, as git looks at it: null when it is not on the disk (a directory on the
 * way that became a file counts as deleted too, as git counts it), undefined when the look fails
 * otherwise (then git should be asked).
 */
function lookAt(file: string): Stats | null | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ENOTDIR" ? null : undefined;
  }
}

/** git's answer as the run after it keeps it, or undefined when it cannot be kept (a sparse checkout). */
export function storeListing(root: string, listing: WorkTreeListing, key: string, startedAt: number): StoredListing | undefined {
  if (listing.sparse) return undefined;
  const { relative } = gitPaths(root);
  const files = new Map<string, Listed>();
  for (const file of listing.files) files.set(relative(file), listing.blobs.get(file) ?? null);
  for (const file of listing.deleted) files.set(relative(file), false);
  return { key, startedAt, files };
}

/**
 * What a record of the project index's cache (unchecked JSON: an array of the file's path and
 * what the listing says of it) says of its file: 0 when the listing does not hold it, undefined
 * when the record is not in its shape.
 */
export function listedOf(record: unknown): Listed | 0 | undefined {
  if (!Array.isArray(record) || typeof record[0] !== "string") return undefined;
  const listed: unknown = record[1];
  return listed === 0 || listed === null || listed === false || typeof listed === "string" ? listed : undefined;
}

/**
 * The listing git would give now, or undefined when it must be learned again: from the stored listing's
 * `header` (its key, its start and how many files it holds) and the cache's `records` of its
 * files (unchecked JSON: see listedOf).
 */
export function replayListing(root: string, header: unknown, records: readonly unknown[], key: string): WorkTreeListing | undefined {
  if (typeof header !== "object" || header === null) return undefined;
  const { key: storedKey, startedAt, files: count } = header as Record<string, unknown>;
  if (storedKey !== key || typeof startedAt !== "number" || typeof count !== "number") return undefined;
  const { absolute } = gitPaths(root);
  const trustedBefore = startedAt - RACY_MS;
  const files: string[] = [];
  const blobs = new Map<string, string>();
  const deleted: string[] = [];
  // The directories between the root and the files, each looked at once: a directory moved into
  // place (another copy of a subtree) brings files whose own change times are old, but its own
  // change time is new (a rename moves it).
  const directoriesSeen = new Set<string>();
  const settledDirectories = (rel: string): boolean => {
    for (let slash = rel.lastIndexOf("/"); slash > 0; slash = rel.lastIndexOf("/", slash - 1)) {
      const directory = rel.slice(0, slash);
      if (directoriesSeen.has(directory)) return true;
      directoriesSeen.add(directory);
      const stats = lstatSync(absolute(directory), { throwIfNoEntry: false });
      if (stats && stats.ctimeMs >= trustedBefore) return false;
    }
    return true;
  };
  for (const record of records) {
    const blob = listedOf(record);
    if (blob === undefined) return undefined;
    if (blob === 0) continue;
    const path = (record as unknown[])[0] as string;
    const file = absolute(path);
    const stats = lookAt(file);
    if (stats === undefined) return undefined;
    if (stats === null) {
      deleted.push(file);
      continue;
    }
    // Written since the run that learned the listing began (or too close before it to tell): learn it again.
    if (stats.ctimeMs >= trustedBefore || !settledDirectories(path)) return undefined;
    files.push(file);
    // One git saw deleted, back unwritten (a directory moved back): listed, vouched for by nobody.
    if (typeof blob === "string") blobs.set(file, blob);
  }
  // As many files as the listing held: records lost since are not files git stopped tracking.
  if (files.length + deleted.length !== count) return undefined;
  return { files, blobs, deleted, sparse: false };
}

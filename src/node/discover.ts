// Which files a command works on: explicit files, directories (recursive) and globs.
// `node_modules` and `.git` are never entered, and inside a git work tree what git ignores
// (.gitignore and the rest: see work-tree.ts) is left out of directories and globs; a file named
// on the command line is always taken (a pre-commit hook names exactly the files it wants
// linted). A named file that is not an audience file is skipped, as pre-commit may pass any file
// that changed. A directory or glob that matches no audience file, or a run left with nothing but
// skipped files, is reported in `unmatched` / `skipped`; `discoverAudienceFiles` turns that into
// NoAudienceFilesError (exit 2), as ESLint does: it is almost always a typo. So is a path that
// does not exist.
// node:fs's `promises` loads on first use: a lint of a few named files never walks a directory.
import { promises as fsPromises, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { InputError, notRegularFile, unreadable } from "./errors.js";
import { gitRoot, type WorkTreeListing, workTreeFiles } from "./work-tree.js";
import { globToRegExp } from "../lint/glob.js";

/** Audience files and bare PQL: `*.pql`, `*.audience.json`, `*.audience.yaml`, `*.audience.yml`. */
export const audienceFilePattern = /(?:\.pql|\.audience\.json|\.audience\.ya?ml)$/;
/** The same, as the endings git can filter on. */
const audienceFileEndings = [".pql", ".audience.json", ".audience.yaml", ".audience.yml"];

const skippedDirectories = new Set(["node_modules", ".git"]);

export interface DiscoverOptions {
  /** Which files a directory or glob contributes (explicit files are always taken). */
  accept?: (path: string) => boolean;
  /** Leave out of directories and globs what git ignores, in a git work tree (default true). */
  gitignore?: boolean;
  /**
   * In a git work tree, take from directories and globs only the files git tracks (default
   * false: untracked files that git does not ignore are taken too). The project index asks
   * this: see project-index.ts.
   */
  trackedOnly?: boolean;
  /**
   * Learn from git which of the files it lists hold exactly their staged blob (`Discovery.blobs`):
   * the project index's cache trusts those without a `stat` each (project-index-cache.ts).
   */
  blobs?: boolean;
  /**
   * git's answers kept from an earlier run: a listing `recall` gives
   * is taken instead of asking git, and what git answers goes to `learn` (the project index's
   * cache: project-index-listing.ts).
   * Used only with `trackedOnly`, `blobs` and the default `accept`, the question they answer.
   */
  listings?: KnownListings;
}

/** git's listings of directories of work trees, kept between runs (see DiscoverOptions.listings). */
export interface KnownListings {
  /**
   * git's answer for `directory` (absolute) of the work tree at `root` as it would be now, or
   * undefined: ask git. `endings`: the endings of the files asked for, when the question names them.
   */
  recall(root: string, directory: string, endings?: readonly string[]): WorkTreeListing | undefined;
  /** What git answered. */
  learn(root: string, directory: string, listing: WorkTreeListing): void;
}

/** What path arguments come to. */
export interface Discovery {
  /** The files, sorted and de-duplicated, as the arguments spell them (relative or absolute). */
  files: string[];
  /** Directories and globs that contributed no file. */
  unmatched: string[];
  /** Named files that are not audience files, left out. */
  skipped: string[];
  /** The directory arguments, each walked whole. */
  directories: string[];
  /** Of `unmatched`, those that do hold audience files, all of which git ignores. */
  ignored: string[];
  /** With the `blobs` option: the files (absolute) git vouches hold their staged blob, and its id. */
  blobs: Map<string, string>;
}

/** Path arguments that matched no audience file: `no audience files matched docs, x/*.yaml`. */
export class NoAudienceFilesError extends InputError {
  override name = "NoAudienceFilesError";
  /** `ignored`: those of `paths` whose audience files git ignores, every one. */
  constructor(
    readonly paths: string[],
    readonly ignored: string[] = [],
  ) {
    const why = ignored.length > 0 ? ` (git ignores the audience files in ${ignored.join(", ")}; name one to lint it anyway)` : "";
    super(`no audience files matched ${paths.join(", ")}${why}`);
  }
}

function isGlob(path: string): boolean {
  return /[*?[\]{}]/.test(path);
}

function toSlash(path: string): string {
  return sep === "/" ? path : path.split(sep).join("/");
}

async function walk(dir: string, out: string[], accept: (path: string) => boolean): Promise<void> {
  let entries;
  try {
    entries = await fsPromises.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new InputError(`cannot read directory ${dir}: ${(e as Error).message}`);
  }
  for (const entry of entries) {
    const path = dir === "." ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path, out, accept);
    } else if (entry.isFile() && accept(toSlash(path))) out.push(path);
  }
}

/** Where directories are listed from: git for a work tree (what it ignores left out), else the disk. */
class DirectoryLister {
  private readonly roots = new Map<string, string | null>();
  /** What git vouched for while listing (see DiscoverOptions.blobs). */
  readonly blobs = new Map<string, string>();
  constructor(
    private readonly gitignore: boolean,
    private readonly trackedOnly = false,
    private readonly withBlobs = false,
    private readonly known?: KnownListings,
  ) {}

  /** The files under `dir` (spelled as given) that `accept` takes, spelled from `dir`; `endings`: all `accept` can take. */
  async list(dir: string, accept: (path: string) => boolean, endings?: readonly string[]): Promise<string[]> {
    const absolute = resolve(dir);
    const root = this.gitignore ? this.rootOf(absolute) : null;
    const listing =
      root === null ? undefined : (this.known?.recall(root, absolute, endings) ?? (await this.askGit(root, absolute, endings)));
    const out: string[] = [];
    if (listing === undefined) {
      await walk(dir, out, accept);
      return out;
    }
    for (const [file, blob] of listing.blobs) this.blobs.set(file, blob);
    const prefix = absolute.endsWith(sep) ? absolute : absolute + sep;
    // `dir` as the files are spelled from it, normalized once: git's paths are normal already, so
    // `base + rel` is `join(dir, rel)` without normalizing each whole path again (a thousand of
    // them were a tenth of a one-file lint in a 1,000-file project).
    const base = dir === "." ? "" : join(dir, "x").slice(0, -1);
    for (const file of listing.files) {
      if (!file.startsWith(prefix)) continue;
      const rel = file.slice(prefix.length);
      if ((rel.includes("node_modules") || rel.includes(".git")) && rel.split(sep).some((part) => skippedDirectories.has(part))) continue;
      const path = base + rel;
      if (accept(toSlash(path))) out.push(path);
    }
    return out;
  }

  private async askGit(root: string, absolute: string, endings?: readonly string[]): Promise<WorkTreeListing | undefined> {
    const listing = await workTreeFiles(root, absolute, endings, { untracked: !this.trackedOnly, blobs: this.withBlobs });
    if (listing) this.known?.learn(root, absolute, listing);
    return listing;
  }

  /** Whether `dir` holds files `accept` takes when what git ignores is counted too (only asked when none was found). */
  async holdsIgnored(dir: string, accept: (path: string) => boolean): Promise<boolean> {
    // trackedOnly (the project index) never reports what matched nothing: no walk of the disk for it.
    if (!this.gitignore || this.trackedOnly || this.rootOf(resolve(dir)) === null) return false;
    const out: string[] = [];
    await walk(dir, out, accept);
    return out.length > 0;
  }

  private rootOf(absolute: string): string | null {
    let root = this.roots.get(absolute);
    if (root === undefined) {
      root = gitRoot(absolute);
      this.roots.set(absolute, root);
    }
    return root;
  }
}

/** Expands path arguments into files; see `Discovery` for what matched nothing. */
export async function discover(paths: readonly string[], options: DiscoverOptions = {}): Promise<Discovery> {
  const accept = options.accept ?? ((p: string) => audienceFilePattern.test(p));
  const endings = options.accept ? undefined : audienceFileEndings;
  // Kept listings answer one question only: the project index's (tracked audience files, with blobs).
  const known = options.trackedOnly && options.blobs && !options.accept ? options.listings : undefined;
  const lister = new DirectoryLister(options.gitignore !== false, options.trackedOnly === true, options.blobs === true, known);
  const found: string[] = [];
  const unmatched: string[] = [];
  const skipped: string[] = [];
  const directories: string[] = [];
  const ignored: string[] = [];
  const nothingFrom = async (arg: string, dir: string | null, accept: (path: string) => boolean) => {
    unmatched.push(arg);
    if (dir !== null && (await lister.holdsIgnored(dir, accept))) ignored.push(arg);
  };
  for (const arg of paths) {
    const before = found.length;
    if (isGlob(arg)) {
      const parts = toSlash(arg).split("/");
      const staticParts: string[] = [];
      while (parts.length > 1 && !isGlob(parts[0]!)) staticParts.push(parts.shift()!);
      const base = staticParts.length > 0 ? staticParts.join("/") : ".";
      const pattern = globToRegExp(toSlash(arg).replace(/^\.\//, ""));
      const matches = (c: string) => pattern.test(c.replace(/^\.\//, ""));
      const baseExists = statSync(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) found.push(...(await lister.list(base, matches)));
      if (found.length === before) await nothingFrom(arg, baseExists ? base : null, matches);
      continue;
    }
    // One system call per argument: synchronous, as fs/promises would cost more to load.
    let info;
    try {
      info = statSync(arg);
    } catch (e) {
      throw unreadable(arg, e);
    }
    if (info.isDirectory()) {
      directories.push(arg);
      found.push(...(await lister.list(arg, accept, endings)));
      if (found.length === before) await nothingFrom(arg, arg, accept);
    } else if (!info.isFile())
      throw notRegularFile(arg, info)!; // a named pipe would block the read forever
    else if (accept(toSlash(arg))) found.push(arg);
    else skipped.push(arg);
  }
  const files = [...new Set(found)].sort();
  return { files, unmatched, skipped, directories, ignored, blobs: lister.blobs };
}

/**
 * The files the arguments name, or NoAudienceFilesError for a directory or glob that matches none
 * (or when nothing is left but named files that are not audience files).
 */
export async function discoverAudienceFiles(paths: readonly string[], options: DiscoverOptions = {}): Promise<string[]> {
  return requireMatches(await discover(paths, options)).files;
}

/** The discovery, or NoAudienceFilesError when an argument matched nothing (see discoverAudienceFiles). */
export function requireMatches(discovery: Discovery): Discovery {
  const { files, unmatched, skipped, ignored } = discovery;
  if (unmatched.length > 0) throw new NoAudienceFilesError(unmatched, ignored);
  if (files.length === 0 && skipped.length > 0) throw new NoAudienceFilesError(skipped);
  return discovery;
}

/** Expands path arguments into a sorted, de-duplicated list of files (none is not an error here). */
export async function discoverFiles(paths: string[], options: DiscoverOptions = {}): Promise<string[]> {
  return (await discover(paths, options)).files;
}

// Which files of a git work tree git does not ignore, asked of git itself: `git ls-files` lists
// the tracked files and the untracked ones that no .gitignore (nested ones and negations
// included), .git/info/exclude or the user's excludes file ignores, exactly as `git status` sees
// them. One subprocess lists a whole project, several times faster than walking the directories
// and matching every path against the .gitignore rules in-process, and it is what a one-file lint
// pays to index its project.
//
// git runs asynchronously: a one-file lint starts it before drafting the file, and git lists the
// project on the other core meanwhile (project-index.ts). node:child_process (which loads Node's
// net and stream modules) is loaded only when git is asked: a file outside any work tree never
// needs it. process.getBuiltinModule, not a dynamic import(): the pre-commit bundle runs from a
// code cache in a vm.Script, where import() has no loader to go to.
import { statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** The root of the git work tree holding `directory` (absolute), or null outside one. */
export function gitRoot(directory: string): string | null {
  for (let dir = directory; ; dir = dirname(dir)) {
    if (statSync(join(dir, ".git"), { throwIfNoEntry: false })) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/** What git says of the files it lists. */
export interface WorkTreeListing {
  /** The files, as absolute paths. */
  files: string[];
  /**
   * With `blobs: true`, each tracked file whose content git vouches is the blob of its index entry
   * (the file is not modified since it was staged; git checks racily clean entries by content):
   * absolute path -> blob id. A file left out may differ from its blob; read it.
   */
  blobs: Map<string, string>;
  /** Tracked files (absolute) missing from the disk, left out of `files` (project-index-listing.ts keeps them). */
  deleted: string[];
  /** Whether any tracked file is outside a sparse checkout (skip-worktree): left out, whatever the disk holds. */
  sparse: boolean;
}

/**
 * The files under `directory` (absolute, inside the work tree at `root`) that git does not
 * ignore, those whose names end in one of `endings` when given, as absolute paths; files deleted from the disk or outside a sparse checkout are left
 * out. `untracked: false`: only the files git tracks (its index), what a clean checkout of the
 * commit being made holds. `blobs: true`: also which files hold exactly their index entry's blob.
 * Undefined when git cannot answer (not installed, a broken repository): the caller then walks
 * the directory itself. git starts when this is called; the promise settles when it is done.
 */
export function workTreeFiles(
  root: string,
  directory: string,
  endings?: readonly string[],
  { untracked = true, blobs = false }: { untracked?: boolean; blobs?: boolean } = {},
): Promise<WorkTreeListing | undefined> {
  const under = relative(root, directory).split(sep).join("/");
  // `endings` lets git leave out every other file (a monorepo lists fast, whatever it holds).
  const pathspecs = endings
    ? endings.map((ending) => `:(glob)${under ? `${under.replace(/[*?[\]\\]/g, "\\$&")}/` : ""}**/*${ending}`)
    : [`:(literal)${under || "."}`];
  const which = untracked ? ["--cached", "--others", "--deleted", "--exclude-standard"] : ["--cached", "--deleted"];
  // `-s` adds each entry's blob id, and `--modified` lists again (as C) the files that differ from it.
  const vouch = blobs ? ["-s", "--modified"] : [];
  return runGit(root, ["ls-files", "-z", "-t", ...vouch, ...which, "--", ...pathspecs]).then((stdout) =>
    stdout === undefined ? undefined : parseListing(root, stdout, blobs),
  );
}

/**
 * Of `files` (absolute, inside the work tree at `root`), those git neither tracks nor ignores
 * (`git ls-files --others --exclude-standard`, each file a literal pathspec), or undefined when
 * git cannot answer.
 */
export function untrackedAmong(root: string, files: readonly string[]): Promise<Set<string> | undefined> {
  const { absolute, relative } = gitPaths(root);
  const pathspecs = files.map((file) => `:(literal)${relative(file)}`);
  return runGit(root, ["ls-files", "-z", "--others", "--exclude-standard", "--", ...pathspecs]).then((stdout) =>
    stdout === undefined ? undefined : new Set(stdout.split("\0").filter(Boolean).map(absolute)),
  );
}

/** git's standard output, or undefined when git is missing or fails. Run at the root: inside a hook, git's own variables (GIT_INDEX_FILE, ...) are relative to it. */
function runGit(root: string, args: string[]): Promise<string | undefined> {
  const { spawn } = process.getBuiltinModule("node:child_process");
  return new Promise((settle) => {
    let child;
    try {
      child = spawn("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      settle(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    // git missing (ENOENT) or not startable: no listing.
    child.on("error", () => settle(undefined));
    child.on("close", (status) => settle(status === 0 ? Buffer.concat(chunks).toString("utf8") : undefined));
  });
}

function parseListing(root: string, stdout: string, withBlobs: boolean): WorkTreeListing {
  const present = new Set<string>();
  const gone = new Set<string>();
  let sparse = false;
  const blobOf = new Map<string, string>();
  const changed = new Set<string>();
  for (const entry of stdout.split("\0")) {
    // `T path`, or with -s `T mode blob stage\tpath`: T is the status; R (deleted) and S
    // (skip-worktree) are not on the disk, C (modified) differs from its blob.
    if (entry.length < 3) continue;
    let path = entry.slice(2);
    if (withBlobs && entry[0] !== "?") {
      // `H 100644 <blob> 0\tpath`: git writes the mode as six octal digits, the stage as one.
      const tab = entry.indexOf("\t");
      path = entry.slice(tab + 1);
      // A file with conflicts (stages 1 to 3) holds no one blob.
      if (entry[tab - 1] === "0" && entry[0] === "H") blobOf.set(path, entry.slice(9, tab - 2));
      else changed.add(path);
    }
    if (entry[0] === "R" || entry[0] === "S") gone.add(path);
    else present.add(path);
    if (entry[0] === "S") sparse = true;
  }
  const { absolute } = gitPaths(root);
  const files: string[] = [];
  const blobs = new Map<string, string>();
  const deleted: string[] = [];
  for (const path of gone) if (present.has(path) && !path.endsWith("/")) deleted.push(absolute(path));
  for (const path of present) {
    if (gone.has(path) || path.endsWith("/")) continue;
    const file = absolute(path);
    files.push(file);
    const blob = blobOf.get(path);
    if (blob !== undefined && !changed.has(path)) blobs.set(file, blob);
  }
  return { files, blobs, deleted, sparse };
}

/**
 * git's `/`-separated paths under the work tree's `root` and the absolute paths they name, each
 * way. git writes them already normal, so they are joined as text: no path.join per file.
 */
export function gitPaths(root: string): { absolute(path: string): string; relative(file: string): string } {
  const base = root.endsWith(sep) ? root : root + sep;
  return {
    absolute: (path) => base + (sep === "/" ? path : path.split("/").join(sep)),
    relative: (file) => {
      const rel = file.slice(base.length);
      return sep === "/" ? rel : rel.split(sep).join("/");
    },
  };
}

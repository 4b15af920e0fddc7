// Which files of a git work tree git does not ignore, asked of git itself: `git ls-files` lists
// the tracked files and the untracked ones that no .gitignore (nested ones and negations
// included), .git/info/exclude or the user's excludes file ignores, exactly as `git status` sees
// them. One subprocess lists a whole project, several times faster than walking the directories
// and matching every path against the .gitignore rules in-process, and it is what a one-file lint
// pays to index its project.
// node:child_process is imported statically: the pre-commit bundle runs from a code cache in a
// vm.Script, where a dynamic import() of a built-in module has no loader to go to.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** The root of the git work tree holding `directory` (absolute), or null outside one. */
export function gitRoot(directory: string): string | null {
  for (let dir = directory; ; dir = dirname(dir)) {
    if (statSync(join(dir, ".git"), { throwIfNoEntry: false })) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The files under `directory` (absolute, inside the work tree at `root`) that git does not
 * ignore, those whose names end in one of `endings` when given, as absolute paths; files deleted from the disk or outside a sparse checkout are left
 * out. `untracked: false`: only the files git tracks (its index), what a clean checkout of the
 * commit being made holds. Undefined when git cannot answer (not installed, a broken
 * repository): the caller then walks the directory itself.
 */
export function workTreeFiles(
  root: string,
  directory: string,
  endings?: readonly string[],
  { untracked = true }: { untracked?: boolean } = {},
): string[] | undefined {
  const under = relative(root, directory).split(sep).join("/");
  // `endings` lets git leave out every other file (a monorepo lists fast, whatever it holds).
  const pathspecs = endings
    ? endings.map((ending) => `:(glob)${under ? `${under.replace(/[*?[\]\\]/g, "\\$&")}/` : ""}**/*${ending}`)
    : [`:(literal)${under || "."}`];
  // Run at the root: inside a hook, git's own variables (GIT_INDEX_FILE, ...) are relative to it.
  const which = untracked ? ["--cached", "--others", "--deleted", "--exclude-standard"] : ["--cached", "--deleted"];
  const listed = spawnSync("git", ["ls-files", "-z", "-t", ...which, "--", ...pathspecs], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "ignore"],
  });
  if (listed.status !== 0 || typeof listed.stdout !== "string") return undefined;
  const present = new Set<string>();
  const gone = new Set<string>();
  for (const entry of listed.stdout.split("\0")) {
    // `T path`: T is the status; R (deleted) and S (skip-worktree) are not on the disk.
    if (entry.length < 3) continue;
    const path = entry.slice(2);
    if (entry[0] === "R" || entry[0] === "S") gone.add(path);
    else present.add(path);
  }
  // git writes `/`-separated paths under the root, already normal: no path.join per file.
  const base = root.endsWith(sep) ? root : root + sep;
  const files: string[] = [];
  for (const path of present)
    if (!gone.has(path) && !path.endsWith("/")) files.push(base + (sep === "/" ? path : path.split("/").join(sep)));
  return files;
}

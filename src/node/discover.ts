// Which files a command works on: explicit files, directories (recursive) and globs.
// `node_modules` and `.git` are never entered. An explicit file that is not an audience file, or a
// glob that matches nothing, is not an error: pre-commit passes whatever files changed. A path
// that does not exist is (exit 2): it is almost always a typo.
// node:fs's `promises` loads on first use: a lint of a few named files never walks a directory.
import { promises as fsPromises, statSync } from "node:fs";
import { join, sep } from "node:path";
import { InputError, notRegularFile, unreadable } from "./errors.js";
import { globToRegExp } from "../lint/glob.js";

/** Audience files and bare PQL: `*.pql`, `*.audience.json`, `*.audience.yaml`, `*.audience.yml`. */
export const audienceFilePattern = /(?:\.pql|\.audience\.json|\.audience\.ya?ml)$/;

const skippedDirectories = new Set(["node_modules", ".git"]);

export interface DiscoverOptions {
  /** Which files a directory or glob contributes (explicit files are always taken). */
  accept?: (path: string) => boolean;
}

function isGlob(path: string): boolean {
  return /[*?[\]{}]/.test(path);
}

function toSlash(path: string): string {
  return sep === "/" ? path : path.split(sep).join("/");
}

async function walk(dir: string, out: string[], accept: (p: string) => boolean): Promise<void> {
  let entries;
  try {
    entries = await fsPromises.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new InputError(`cannot read directory ${dir}: ${(e as Error).message}`);
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = dir === "." ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path, out, accept);
    } else if (entry.isFile() && accept(toSlash(path))) out.push(path);
  }
}

/** Expands path arguments into a sorted, de-duplicated list of files. */
export async function discoverFiles(paths: string[], options: DiscoverOptions = {}): Promise<string[]> {
  const accept = options.accept ?? ((p: string) => audienceFilePattern.test(p));
  const found: string[] = [];
  for (const arg of paths) {
    if (isGlob(arg)) {
      const parts = toSlash(arg).split("/");
      const staticParts: string[] = [];
      while (parts.length > 1 && !isGlob(parts[0]!)) staticParts.push(parts.shift()!);
      const base = staticParts.length > 0 ? staticParts.join("/") : ".";
      const pattern = globToRegExp(toSlash(arg).replace(/^\.\//, ""));
      const candidates: string[] = [];
      const baseExists = statSync(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) await walk(base, candidates, () => true);
      for (const c of candidates) if (pattern.test(toSlash(c).replace(/^\.\//, ""))) found.push(c);
      continue;
    }
    // One system call per argument: synchronous, as fs/promises would cost more to load.
    let info;
    try {
      info = statSync(arg);
    } catch (e) {
      throw unreadable(arg, e);
    }
    if (info.isDirectory()) await walk(arg, found, accept);
    else if (!info.isFile()) throw notRegularFile(arg, info)!; // a named pipe would block the read forever
    else if (accept(toSlash(arg))) found.push(arg);
  }
  const unique = [...new Set(found)];
  return unique.sort();
}

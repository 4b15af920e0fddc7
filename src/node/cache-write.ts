// How pql-audience's caches (the project index, the drafts, the configs) are named, read and
// written: whole, to a temporary file renamed over the old one, so two runs that race both finish
// and a reader never sees half a file; in a directory that ignores itself, so a cache never shows
// in `git status` (Ruff's way). Where a cache cannot be written (a read-only checkout, a file where
// its directory should be) the run goes on without it, as with --no-cache.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes `file` by `write(temporaryPath)`, making its directory; false, quietly, where it may not. */
export function writeCache(file: string, write: (temporary: string) => void): boolean {
  const directory = dirname(file);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, ".gitignore"), "# written by pql-audience: its cache, never committed\n*\n");
    write(temporary);
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing was written there either.
    }
    return false;
  }
}

/** A JSON cache file's top-level object; undefined when the file is missing, unreadable, not JSON or not an object. */
export function readJsonCache(file: string): Record<string, unknown> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined;
}

/**
 * A short, stable name for a cache file from what it is the cache of (a root path, a command
 * line): FNV-1a, 32 bits, with no crypto module on the start-up path.
 */
export function shortName(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

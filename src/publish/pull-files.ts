// How `pull` reads and writes the files of its folder: only regular files, never through a
// symbolic link. A folder pulled into is usually a git checkout, and a committed link
// (`gold-members.audience.yaml -> ../../.bashrc`) would otherwise make pull read a file outside
// the folder into a diff, or write audience YAML over it. A file is written whole: a temporary
// file in the same folder, created new (O_EXCL: a link in its place is not followed), then
// renamed over the old name, which replaces the directory entry and never writes through it.
import { randomBytes } from "node:crypto";
import { lstat, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A file pull will not read or write, with why (the message says it). */
export class NotRegularFileError extends Error {}

export type FolderFile = { kind: "missing" } | { kind: "file"; text: string } | { kind: "refused"; reason: string };

/** Why the thing at `path` is no file pull may touch; undefined for a regular file or nothing there. */
export async function whyNotRegularFile(path: string): Promise<string | undefined> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
  if (stats.isSymbolicLink()) return "it is a symbolic link: pull writes only regular files, never through a link";
  if (stats.isDirectory()) return "it is a directory, not a regular file";
  if (!stats.isFile()) return "it is not a regular file (a FIFO, socket or device)";
  return undefined;
}

/** The text of a file of the folder, that there is none, or why pull will not touch what is there. */
export async function readFolderFile(path: string): Promise<FolderFile> {
  const refused = await whyNotRegularFile(path);
  if (refused !== undefined) return { kind: "refused", reason: refused };
  try {
    return { kind: "file", text: await readFile(path, "utf8") };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" };
    throw e;
  }
}

/** Writes `text` as `dir/name`, whole, by a rename; throws NotRegularFileError when something else is there. */
export async function replaceFolderFile(dir: string, name: string, text: string): Promise<void> {
  const target = join(dir, name);
  const refused = await whyNotRegularFile(target);
  if (refused !== undefined) throw new NotRegularFileError(refused);
  const temporary = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, text, { flag: "wx" });
    await rename(temporary, target);
  } catch (e) {
    await rm(temporary, { force: true });
    throw e;
  }
}

/** The reason a write failed, for the report. */
export function writeFailure(error: unknown): string {
  if (error instanceof NotRegularFileError) return error.message;
  return `cannot write it: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
}

// node:fs's `promises` loads on first use: start-up that a one-file lint does not need.
import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync, promises as fsPromises, readSync, type Stats } from "node:fs";
import { decodeUtf8, type DecodedText } from "../audience/encoding.js";

// Errors about the input the tool was given (a path that does not exist, a config that does not
// validate): the CLI exits 2 with the message and no stack trace.
export class InputError extends Error {
  override name = "InputError";
}

export function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EISDIR") return "it is a directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return e instanceof Error ? e.message : String(e);
}

/** The error for a file that cannot be read: `cannot read PATH: no such file or directory`. */
export function unreadable(path: string, e: unknown): InputError {
  return new InputError(`cannot read ${path}: ${describeFsError(e)}`);
}

/**
 * The refusal for a path that is not a regular file, or undefined for one that is. Reading a named
 * pipe waits for a writer, forever; a device or socket is no file of audiences either. A
 * directory scan leaves such entries out; a path named on the command line is refused.
 */
export function notRegularFile(path: string, stats: Stats): InputError | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return new InputError(`cannot read ${path}: it is a directory`);
  const kind = stats.isFIFO()
    ? "a named pipe (FIFO)"
    : stats.isSocket()
      ? "a socket"
      : stats.isCharacterDevice()
        ? "a character device"
        : stats.isBlockDevice()
          ? "a block device"
          : "something else";
  return new InputError(`cannot read ${path}: it is ${kind}, not a regular file`);
}

// O_NONBLOCK: opening a named pipe for reading otherwise waits until a writer opens it, before
// fstat can tell what it is. It changes nothing for a regular file. (Not on Windows: 0 there.)
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** What a file's stat says of its content, as the draft cache keys an entry (src/node/draft-cache.ts). */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/** A regular file's bytes, or an InputError that names it; `onStamp` gets the stat it was read under. */
function readBytesSync(path: string, onStamp?: (stamp: FileStamp) => void): Buffer {
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch (e) {
    throw unreadable(path, e);
  }
  try {
    const stats = fstatSync(fd);
    const refused = notRegularFile(path, stats);
    if (refused) throw refused;
    onStamp?.(stats);
    // A size of 0 may not be the truth (files of some virtual file systems): read to the end.
    if (stats.size === 0) return readToEnd(fd);
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch (e) {
    throw e instanceof InputError ? e : unreadable(path, e);
  } finally {
    closeSync(fd);
  }
}

function readToEnd(fd: number): Buffer {
  const chunks: Buffer[] = [];
  for (;;) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, n));
  }
}

async function readBytes(path: string): Promise<Buffer> {
  let handle: Awaited<ReturnType<typeof fsPromises.open>>;
  try {
    handle = await fsPromises.open(path, READ_FLAGS);
  } catch (e) {
    throw unreadable(path, e);
  }
  try {
    const refused = notRegularFile(path, await handle.stat());
    if (refused) throw refused;
    return await handle.readFile();
  } catch (e) {
    throw e instanceof InputError ? e : unreadable(path, e);
  } finally {
    await handle.close();
  }
}

/**
 * Bytes -> text, with where it stops being UTF-8 (see src/audience/encoding.ts). Every reader
 * decodes the same way, so offsets found in one reading hold in the next (code frames).
 */
export function decode(bytes: Buffer): DecodedText {
  // The common case: one native validity check, then Node's own decoder.
  return isUtf8(bytes) ? { text: bytes.toString("utf8") } : decodeUtf8(bytes);
}

/**
 * A file's text, and where it is not UTF-8; an InputError that names it if it cannot be read.
 * `onStamp` gets the stat taken before reading (a change after it changes the stat as well).
 */
export function readSourceSync(path: string, onStamp?: (stamp: FileStamp) => void): DecodedText {
  return decode(readBytesSync(path, onStamp));
}

/** A file's text (bytes that are not UTF-8 read as U+FFFD), or an InputError that names it. */
export async function readText(path: string): Promise<string> {
  return (await readSource(path)).text;
}

/** A file's text and where it is not UTF-8 (for PQL108); an InputError that names it if it cannot be read. */
export async function readSource(path: string): Promise<DecodedText> {
  return decode(await readBytes(path));
}

/** The synchronous twin, for loops that read one file after another anyway (and workers). */
export function readTextSync(path: string): string {
  return readSourceSync(path).text;
}

/** A file's text, or undefined when it cannot be read (for files a run only looks at in passing). */
export function readIfReadable(path: string): string | undefined {
  try {
    return readTextSync(path);
  } catch {
    return undefined;
  }
}

import {
  draftFile
} from "./lib-chunk-XT6OQGEV.js";
import {
  decodeUtf8
} from "./lib-chunk-62S23JTJ.js";

// src/node/errors.ts
import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync, promises as fsPromises, readSync } from "node:fs";
var InputError = class extends Error {
  name = "InputError";
};
function describeFsError(e) {
  const code = e?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EISDIR") return "it is a directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return e instanceof Error ? e.message : String(e);
}
function unreadable(path, e) {
  return new InputError(`cannot read ${path}: ${describeFsError(e)}`);
}
function notRegularFile(path, stats) {
  if (stats.isFile()) return void 0;
  if (stats.isDirectory()) return new InputError(`cannot read ${path}: it is a directory`);
  const kind = stats.isFIFO() ? "a named pipe (FIFO)" : stats.isSocket() ? "a socket" : stats.isCharacterDevice() ? "a character device" : stats.isBlockDevice() ? "a block device" : "something else";
  return new InputError(`cannot read ${path}: it is ${kind}, not a regular file`);
}
var READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
function readBytesSync(path, onStamp) {
  let fd;
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
function readToEnd(fd) {
  const chunks = [];
  for (; ; ) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, n));
  }
}
async function readBytes(path) {
  let handle;
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
function decode(bytes) {
  return isUtf8(bytes) ? { text: bytes.toString("utf8") } : decodeUtf8(bytes);
}
function readSourceSync(path, onStamp) {
  return decode(readBytesSync(path, onStamp));
}
async function readText(path) {
  return (await readSource(path)).text;
}
async function readSource(path) {
  return decode(await readBytes(path));
}
function readTextSync(path) {
  return readSourceSync(path).text;
}
function readIfReadable(path) {
  try {
    return readTextSync(path);
  } catch {
    return void 0;
  }
}

// src/node/draft-job.ts
function draftJob(job, onStamp) {
  return draftFile({ file: job.file, ...readSourceSync(job.file, onStamp), config: job.config });
}

export {
  InputError,
  unreadable,
  notRegularFile,
  readText,
  readTextSync,
  readIfReadable,
  draftJob
};

(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  InputError: () => InputError,
  decode: () => decode,
  describeFsError: () => describeFsError,
  notRegularFile: () => notRegularFile,
  readIfReadable: () => readIfReadable,
  readSource: () => readSource,
  readSourceSync: () => readSourceSync,
  readText: () => readText,
  readTextSync: () => readTextSync,
  unreadable: () => unreadable
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_node_buffer = require("node:buffer");
var import_node_fs = require("node:fs");
// src/node/errors.ts
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
var READ_FLAGS = import_node_fs.constants.O_RDONLY | (import_node_fs.constants.O_NONBLOCK ?? 0);
function readBytesSync(path, onStamp) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, READ_FLAGS);
  } catch (e) {
    throw unreadable(path, e);
  }
  try {
    const stats = (0, import_node_fs.fstatSync)(fd);
    const refused = notRegularFile(path, stats);
    if (refused) throw refused;
    onStamp?.(stats);
    if (stats.size === 0) return readToEnd(fd);
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < bytes.length) {
      const n = (0, import_node_fs.readSync)(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch (e) {
    throw e instanceof InputError ? e : unreadable(path, e);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readToEnd(fd) {
  const chunks = [];
  for (; ; ) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const n = (0, import_node_fs.readSync)(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, n));
  }
}
async function readBytes(path) {
  let handle;
  try {
    handle = await import_node_fs.promises.open(path, READ_FLAGS);
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
  return (0, import_node_buffer.isUtf8)(bytes) ? { text: bytes.toString("utf8") } : (0, import_cli_chunk_7HF7OUKO.decodeUtf8)(bytes);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  InputError,
  decode,
  describeFsError,
  notRegularFile,
  readIfReadable,
  readSource,
  readSourceSync,
  readText,
  readTextSync,
  unreadable
});
})

import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/node/errors.ts
import { promises as fsPromises, readFileSync } from "node:fs";
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
function readText(path) {
  return fsPromises.readFile(path, "utf8").catch((e) => {
    throw unreadable(path, e);
  });
}
var UTF8 = Object.freeze({ encoding: "utf8", flag: "r" });
function readTextSync(path) {
  try {
    return readFileSync(path, UTF8);
  } catch (e) {
    throw unreadable(path, e);
  }
}

export {
  InputError,
  describeFsError,
  unreadable,
  readText,
  readTextSync
};

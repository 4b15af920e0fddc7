import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  globToRegExp
} from "./chunk-POUW46QI.js";
import {
  InputError,
  unreadable
} from "./chunk-UW5DTYSF.js";

// src/node/discover.ts
import { promises as fsPromises, statSync } from "node:fs";
import { join, sep } from "node:path";
var audienceFilePattern = /(?:\.pql|\.audience\.json|\.audience\.ya?ml)$/;
var skippedDirectories = /* @__PURE__ */ new Set(["node_modules", ".git"]);
function isGlob(path) {
  return /[*?[\]{}]/.test(path);
}
function toSlash(path) {
  return sep === "/" ? path : path.split(sep).join("/");
}
async function walk(dir, out, accept) {
  let entries;
  try {
    entries = await fsPromises.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new InputError(`cannot read directory ${dir}: ${e.message}`);
  }
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    const path = dir === "." ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path, out, accept);
    } else if (entry.isFile() && accept(toSlash(path))) out.push(path);
  }
}
async function discoverFiles(paths, options = {}) {
  const accept = options.accept ?? ((p) => audienceFilePattern.test(p));
  const found = [];
  for (const arg of paths) {
    if (isGlob(arg)) {
      const parts = toSlash(arg).split("/");
      const staticParts = [];
      while (parts.length > 1 && !isGlob(parts[0])) staticParts.push(parts.shift());
      const base = staticParts.length > 0 ? staticParts.join("/") : ".";
      const pattern = globToRegExp(toSlash(arg).replace(/^\.\//, ""));
      const candidates = [];
      const baseExists = statSync(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) await walk(base, candidates, () => true);
      for (const c of candidates) if (pattern.test(toSlash(c).replace(/^\.\//, ""))) found.push(c);
      continue;
    }
    let info;
    try {
      info = statSync(arg);
    } catch (e) {
      throw unreadable(arg, e);
    }
    if (info.isDirectory()) await walk(arg, found, accept);
    else if (accept(toSlash(arg))) found.push(arg);
  }
  const unique = [...new Set(found)];
  return unique.sort();
}

export {
  discoverFiles
};

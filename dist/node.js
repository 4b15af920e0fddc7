import {
  configSchemas
} from "./lib-chunk-WXWL3ZVQ.js";
import {
  lintResult,
  streamDrafts,
  streamResults
} from "./lib-chunk-EIKF2JDE.js";
import {
  isObject
} from "./lib-chunk-3YV652UX.js";
import {
  InputError,
  draftJob,
  notRegularFile,
  readIfReadable,
  readText,
  readTextSync,
  unreadable
} from "./lib-chunk-JMZ76EAF.js";
import {
  crossFileParts,
  draftFile,
  globMatcher,
  globToRegExp,
  resolveConfig
} from "./lib-chunk-J62X4TEQ.js";
import {
  ALIAS_PREFIX,
  AUDIENCE_KEYS,
  EXTRAS_KEYS,
  MAX_YAML_ALIASES,
  accepting,
  aliasPattern,
  audienceFileKind,
  codesFor,
  firstAliasOffset,
  listOf,
  loadAudienceFile,
  nonEmpty2 as nonEmpty,
  oneOf,
  positiveInteger,
  recordOf,
  strictObject,
  string,
  suggestRule
} from "./lib-chunk-4STVXLVH.js";

// src/node/lint-files.ts
import { availableParallelism } from "node:os";
import { resolve as resolve6 } from "node:path";

// src/node/config-cache.ts
import { writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname3, join as join4 } from "node:path";

// src/node/build-id.ts
var BUILD_ID = true ? "5aa6db43e77f1db2" : void 0;

// src/node/cache-write.ts
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
function writeCache(file, write) {
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
    }
    return false;
  }
}
function readJsonCache(file) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return void 0;
  }
  return typeof data === "object" && data !== null ? data : void 0;
}
function shortName(text) {
  let hash2 = 2166136261;
  for (let i = 0; i < text.length; i++) hash2 = Math.imul(hash2 ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash2.toString(16).padStart(8, "0");
}

// src/node/project-index-cache.ts
import { statSync as statSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join3, sep as sep3 } from "node:path";

// src/node/git-index-listing.ts
import { closeSync, fstatSync, lstatSync, openSync, readFileSync as readFileSync2, readSync } from "node:fs";
import { relative as relative2, resolve, sep as sep2 } from "node:path";

// src/node/git-index.ts
var SIGNATURE = 1145655875;
var EXTENDED = 16384;
var SKIP_WORKTREE = 16384;
var INTENT_TO_ADD = 8192;
var REFUSED_EXTENSIONS = /* @__PURE__ */ new Set(["link", "sdir"]);
var GitIndex = class _GitIndex {
  constructor(paths, starts, extendedFlags, bytes, view, hashLength) {
    this.paths = paths;
    this.starts = starts;
    this.extendedFlags = extendedFlags;
    this.bytes = bytes;
    this.view = view;
    this.hashLength = hashLength;
  }
  paths;
  starts;
  extendedFlags;
  bytes;
  view;
  hashLength;
  /**
   * The entries of an index file's `bytes` (with `endings`, those whose paths end in one of them),
   * or undefined when this reader cannot answer for them (see the head of this file).
   */
  static read(bytes, endings) {
    if (bytes.length < 12) return void 0;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0) !== SIGNATURE) return void 0;
    const version = view.getUint32(4);
    if (version < 2 || version > 4) return void 0;
    const wanted = endings?.map((ending) => Buffer.from(ending));
    for (const hashLength of [20, 32]) {
      const parsed = parseEntries(bytes, view, version, hashLength, wanted);
      if (parsed) return new _GitIndex(parsed.paths, parsed.starts, parsed.extendedFlags, bytes, view, hashLength);
    }
    return void 0;
  }
  /** The blob id (hex) of entry `i`. */
  blob(i) {
    const start = this.starts[i] + 40;
    return this.bytes.toString("hex", start, start + this.hashLength);
  }
  /** git's mode: 0o100644, 0o100755, 0o120000 (a symbolic link) or 0o160000 (a submodule). */
  mode(i) {
    return this.view.getUint32(this.starts[i] + 24);
  }
  /** 0 for a merged entry; 1 to 3 for the sides of a conflict. */
  stage(i) {
    return this.view.getUint16(this.starts[i] + 40 + this.hashLength) >> 12 & 3;
  }
  /** Outside a sparse checkout: git leaves the file alone, whatever the disk holds. */
  skipWorktree(i) {
    return (this.extendedFlags[i] & SKIP_WORKTREE) !== 0;
  }
  /** `git add -N`: tracked, with no content staged yet. */
  intentToAdd(i) {
    return (this.extendedFlags[i] & INTENT_TO_ADD) !== 0;
  }
  /**
   * The stat data git recorded when it last saw entry `i`'s file hold its blob: the times in
   * milliseconds as Node computes them from seconds and nanoseconds (so equal times compare
   * equal), the rest truncated to 32 bits as git keeps them.
   */
  recorded(i) {
    const start = this.starts[i];
    const v = this.view;
    return {
      ctimeMs: v.getUint32(start) * 1e3 + v.getUint32(start + 4) / 1e6,
      mtimeMs: v.getUint32(start + 8) * 1e3 + v.getUint32(start + 12) / 1e6,
      ino: v.getUint32(start + 20),
      uid: v.getUint32(start + 28),
      gid: v.getUint32(start + 32),
      size: v.getUint32(start + 36)
    };
  }
};
function parseEntries(bytes, view, version, hashLength, endings) {
  const count = view.getUint32(8);
  const end = bytes.length - hashLength;
  if (count > end / 62) return void 0;
  const paths = [];
  const starts = [];
  const extendedFlags = [];
  let offset = 12;
  let previous = Buffer.alloc(version === 4 ? 256 : 0);
  let previousLength = 0;
  for (let i = 0; i < count; i++) {
    const fixed = offset + 40 + hashLength + 2;
    if (fixed > end) return void 0;
    const flags = view.getUint16(offset + 40 + hashLength);
    let extended = 0;
    let pathStart = fixed;
    if (flags & EXTENDED) {
      if (version < 3 || pathStart + 2 > end) return void 0;
      extended = view.getUint16(pathStart);
      pathStart += 2;
    }
    let path;
    let from;
    let to;
    let next;
    if (version === 4) {
      let p = pathStart;
      if (p >= end) return void 0;
      let byte = bytes[p++];
      let strip = byte & 127;
      while (byte & 128) {
        if (p >= end || strip > previousLength) return void 0;
        byte = bytes[p++];
        strip = strip + 1 << 7 | byte & 127;
      }
      const nul = bytes.indexOf(0, p);
      if (nul < 0 || nul >= end || strip > previousLength) return void 0;
      const length = previousLength - strip + (nul - p);
      if (length > previous.length)
        previous = Buffer.concat([previous.subarray(0, previousLength - strip)], Math.max(length, 2 * previous.length));
      bytes.copy(previous, previousLength - strip, p, nul);
      previousLength = length;
      path = previous;
      from = 0;
      to = length;
      next = nul + 1;
    } else {
      const nul = bytes.indexOf(0, pathStart);
      if (nul < 0 || nul >= end) return void 0;
      const nameLength = flags & 4095;
      if (nameLength !== 4095 && nameLength !== nul - pathStart) return void 0;
      next = offset + (nul + 1 - offset + 7 & ~7);
      if (next > end) return void 0;
      for (let p = nul; p < next; p++) if (bytes[p] !== 0) return void 0;
      path = bytes;
      from = pathStart;
      to = nul;
    }
    if (to === from) return void 0;
    if (!endings || endings.some((ending) => endsWith(path, from, to, ending))) {
      paths.push(path.toString("utf8", from, to));
      starts.push(offset);
      extendedFlags.push(extended);
    }
    offset = next;
  }
  while (offset < end) {
    if (offset + 8 > end) return void 0;
    if (REFUSED_EXTENSIONS.has(bytes.toString("latin1", offset, offset + 4))) return void 0;
    offset += 8 + view.getUint32(offset + 4);
  }
  return offset === end ? { paths, starts, extendedFlags } : void 0;
}
function endsWith(bytes, from, to, ending) {
  if (to - from < ending.length) return false;
  return bytes.compare(ending, 0, ending.length, to - ending.length, to) === 0;
}

// src/node/work-tree.ts
import { statSync } from "node:fs";
import { dirname as dirname2, join as join2, relative, sep } from "node:path";
function gitRoot(directory) {
  for (let dir = directory; ; dir = dirname2(dir)) {
    if (statSync(join2(dir, ".git"), { throwIfNoEntry: false })) return dir;
    if (dirname2(dir) === dir) return null;
  }
}
function workTreeFiles(root, directory, endings, { untracked = true, blobs = false } = {}) {
  const under = relative(root, directory).split(sep).join("/");
  const pathspecs = endings ? endings.map((ending) => `:(glob)${under ? `${under.replace(/[*?[\]\\]/g, "\\$&")}/` : ""}**/*${ending}`) : [`:(literal)${under || "."}`];
  const which = untracked ? ["--cached", "--others", "--deleted", "--exclude-standard"] : ["--cached", "--deleted"];
  const vouch = blobs ? ["-s", "--modified"] : [];
  return runGit(root, ["ls-files", "-z", "-t", ...vouch, ...which, "--", ...pathspecs]).then(
    (stdout) => stdout === void 0 ? void 0 : parseListing(root, stdout, blobs)
  );
}
function runGit(root, args) {
  const { spawn } = process.getBuiltinModule("node:child_process");
  return new Promise((settle) => {
    let child;
    try {
      child = spawn("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      settle(void 0);
      return;
    }
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("error", () => settle(void 0));
    child.on("close", (status) => settle(status === 0 ? Buffer.concat(chunks).toString("utf8") : void 0));
  });
}
function parseListing(root, stdout, withBlobs) {
  const present = /* @__PURE__ */ new Set();
  const gone = /* @__PURE__ */ new Set();
  let sparse = false;
  const blobOf2 = /* @__PURE__ */ new Map();
  const changed = /* @__PURE__ */ new Set();
  for (const entry of stdout.split("\0")) {
    if (entry.length < 3) continue;
    let path = entry.slice(2);
    if (withBlobs && entry[0] !== "?") {
      const tab = entry.indexOf("	");
      path = entry.slice(tab + 1);
      if (entry[tab - 1] === "0" && entry[0] === "H") blobOf2.set(path, entry.slice(9, tab - 2));
      else changed.add(path);
    }
    if (entry[0] === "R" || entry[0] === "S") gone.add(path);
    else present.add(path);
    if (entry[0] === "S") sparse = true;
  }
  const { absolute } = gitPaths(root);
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  for (const path of gone) if (present.has(path) && !path.endsWith("/")) deleted.push(absolute(path));
  for (const path of present) {
    if (gone.has(path) || path.endsWith("/")) continue;
    const file = absolute(path);
    files.push(file);
    const blob = blobOf2.get(path);
    if (blob !== void 0 && !changed.has(path)) blobs.set(file, blob);
  }
  return { files, blobs, deleted, sparse };
}
function gitPaths(root) {
  const base = root.endsWith(sep) ? root : root + sep;
  return {
    absolute: (path) => base + (sep === "/" ? path : path.split("/").join(sep)),
    relative: (file) => {
      const rel = file.slice(base.length);
      return sep === "/" ? rel : rel.split(sep).join("/");
    }
  };
}

// src/node/git-index-listing.ts
var RACY_MS = 1;
var CHECKSUM_TAIL = 32;
function indexListing(root, directory, endings, variables) {
  if (variables.GIT_WORK_TREE !== void 0 || variables.GIT_COMMON_DIR !== void 0) return void 0;
  const file = indexFile(root, variables);
  const index = file === void 0 ? void 0 : readIndexFile(file);
  const checksum2 = index && checksumOf(index.bytes.subarray(-CHECKSUM_TAIL));
  const entries = index && checksum2 && GitIndex.read(index.bytes, endings);
  if (!index || !checksum2 || !entries) return void 0;
  const rel = relative2(root, directory);
  const under = rel === "" ? "" : `${rel.split(sep2).join("/")}/`;
  const { absolute } = gitPaths(root);
  const trustedBefore = index.mtimeMs - RACY_MS;
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  let previous = "";
  const { paths } = entries;
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    if (path === previous || !path.startsWith(under)) continue;
    previous = path;
    if (entries.skipWorktree(i)) return void 0;
    const file2 = absolute(path);
    const stats = lookAt(file2);
    if (stats === void 0) return void 0;
    if (stats === null) {
      deleted.push(file2);
      continue;
    }
    files.push(file2);
    if (holdsBlob(entries, i, stats, trustedBefore)) blobs.set(file2, entries.blob(i));
  }
  return { listing: { files, blobs, deleted, sparse: false }, checksum: checksum2 };
}
function lookAt(file) {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    return e.code === "ENOTDIR" ? null : void 0;
  }
}
function holdsBlob(index, i, stats, trustedBefore) {
  if (index.stage(i) !== 0 || index.intentToAdd(i)) return false;
  const mode = index.mode(i);
  const executable = mode === 33261;
  if (!(executable || mode === 33188) || !stats.isFile() || (stats.mode & 64) !== 0 !== executable) return false;
  const recorded = index.recorded(i);
  return recorded.mtimeMs < trustedBefore && recorded.ctimeMs < trustedBefore && stats.mtimeMs === recorded.mtimeMs && stats.ctimeMs === recorded.ctimeMs && stats.size % 2 ** 32 === recorded.size && stats.ino % 2 ** 32 === recorded.ino && stats.uid % 2 ** 32 === recorded.uid && stats.gid % 2 ** 32 === recorded.gid;
}
function indexFile(root, variables) {
  if (variables.GIT_INDEX_FILE) return resolve(root, variables.GIT_INDEX_FILE);
  if (variables.GIT_DIR) return resolve(root, variables.GIT_DIR, "index");
  const dotGit = resolve(root, ".git");
  let text;
  try {
    text = readFileSync2(dotGit, "utf8");
  } catch (e) {
    return e.code === "EISDIR" ? resolve(dotGit, "index") : void 0;
  }
  const match = /^gitdir: (.+?)\r?\n?$/.exec(text);
  return match ? resolve(root, match[1], "index") : void 0;
}
function indexChecksum(file) {
  let fd;
  try {
    fd = openSync(file, "r");
    const { size } = fstatSync(fd);
    const tail = Buffer.alloc(CHECKSUM_TAIL);
    if (size < 12 + tail.length || readSync(fd, tail, 0, tail.length, size - tail.length) !== tail.length) return void 0;
    return checksumOf(tail);
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function checksumOf(tail) {
  if (tail.length !== CHECKSUM_TAIL) return void 0;
  const hex = tail.toString("hex");
  return /^0+$/.test(hex.slice(-40)) ? void 0 : hex;
}
function readIndexFile(file) {
  let fd;
  try {
    fd = openSync(file, "r");
    const { mtimeMs, size } = fstatSync(fd);
    if (size < 12 + CHECKSUM_TAIL) return void 0;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    for (let n = 1; read < size && n > 0; read += n) n = readSync(fd, bytes, read, size - read, read);
    return read === size ? { bytes, mtimeMs } : void 0;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}

// src/node/project-index-listing.ts
import { lstatSync as lstatSync2 } from "node:fs";
var RACY_MS2 = 2e3;
function listingKey(root, directory, variables) {
  if (variables.GIT_WORK_TREE !== void 0 || variables.GIT_COMMON_DIR !== void 0) return void 0;
  const index = indexFile(root, variables);
  const checksum2 = index === void 0 ? void 0 : indexChecksum(index);
  return checksum2 === void 0 ? void 0 : keyOf(checksum2, root, directory);
}
function keyOf(checksum2, root, directory) {
  return `${checksum2} ${root} ${directory}`;
}
function storeListing(root, listing, key, startedAt) {
  if (listing.sparse) return void 0;
  const { relative: relative5 } = gitPaths(root);
  const files = /* @__PURE__ */ new Map();
  for (const file of listing.files) files.set(relative5(file), listing.blobs.get(file) ?? null);
  for (const file of listing.deleted) files.set(relative5(file), false);
  return { key, startedAt, files };
}
function listedOf(record) {
  if (!Array.isArray(record) || typeof record[0] !== "string") return void 0;
  const listed = record[1];
  return listed === 0 || listed === null || listed === false || typeof listed === "string" ? listed : void 0;
}
function replayListing(root, header, records, key) {
  if (typeof header !== "object" || header === null) return void 0;
  const { key: storedKey2, startedAt, files: count } = header;
  if (storedKey2 !== key || typeof startedAt !== "number" || typeof count !== "number") return void 0;
  const { absolute } = gitPaths(root);
  const trustedBefore = startedAt - RACY_MS2;
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  const directoriesSeen = /* @__PURE__ */ new Set();
  const settledDirectories = (rel) => {
    for (let slash = rel.lastIndexOf("/"); slash > 0; slash = rel.lastIndexOf("/", slash - 1)) {
      const directory = rel.slice(0, slash);
      if (directoriesSeen.has(directory)) return true;
      directoriesSeen.add(directory);
      const stats = lstatSync2(absolute(directory), { throwIfNoEntry: false });
      if (stats && stats.ctimeMs >= trustedBefore) return false;
    }
    return true;
  };
  for (const record of records) {
    const blob = listedOf(record);
    if (blob === void 0) return void 0;
    if (blob === 0) continue;
    const path = record[0];
    const file = absolute(path);
    const stats = lookAt(file);
    if (stats === void 0) return void 0;
    if (stats === null) {
      deleted.push(file);
      continue;
    }
    if (stats.ctimeMs >= trustedBefore || !settledDirectories(path)) return void 0;
    files.push(file);
    if (typeof blob === "string") blobs.set(file, blob);
  }
  if (files.length + deleted.length !== count) return void 0;
  return { files, blobs, deleted, sparse: false };
}

// src/node/project-index-cache.ts
var CACHE_VERSION = `${true ? "0.1.0" : "0.0.0-dev"}/3`;
var FORMAT = "pql-audience project index";
var RACY_MS3 = 2e3;
function defaultCacheLocation(root) {
  return join3(root, "node_modules", ".cache", "pql-audience");
}
function cacheFileOf(root, location) {
  return join3(location, `project-index-${shortName(root)}.json`);
}
var ProjectIndexCache = class _ProjectIndexCache {
  constructor(file, root, previous, previousStartedAt, storedListing) {
    this.file = file;
    this.root = root;
    this.previous = previous;
    this.previousStartedAt = previousStartedAt;
    this.storedListing = storedListing;
  }
  file;
  root;
  previous;
  previousStartedAt;
  storedListing;
  /** The entries this run made, by the file's absolute path. */
  next = /* @__PURE__ */ new Map();
  /** The stored records this run trusted, kept as they are, by the file's absolute path. */
  reused = /* @__PURE__ */ new Map();
  changed = false;
  /** git's listing as this run learned it, to be written; undefined: keep the stored one. */
  learnedListing;
  /** When this run began reading: entries it writes are trusted only for files older than this. */
  startedAt = Date.now();
  /** The cache of `root` (absolute) in `location` (default: under the root's node_modules), or an empty one. */
  static open(root, location) {
    const file = cacheFileOf(root, location ?? defaultCacheLocation(root));
    const stored2 = readStored(file, root);
    return new _ProjectIndexCache(file, root, stored2?.records ?? new StoredRecords(root, []), stored2?.startedAt ?? 0, stored2?.listing);
  }
  /**
   * git's listings of this project, kept between runs (project-index-listing.ts), or read from
   * git's index file when the kept one does not hold (git-index-listing.ts): `variables` are git's
   * environment variables, as the CLI hands them down.
   */
  listings(variables) {
    const keys = /* @__PURE__ */ new Map();
    const keyAt = (root, directory) => {
      const at = `${root}\0${directory}`;
      if (!keys.has(at)) keys.set(at, listingKey(root, directory, variables));
      return keys.get(at);
    };
    return {
      recall: (root, directory, endings) => {
        const key = keyAt(root, directory);
        const replayed = key === void 0 ? void 0 : replayListing(root, this.storedListing, this.previous.records, key);
        if (replayed || !endings) return replayed;
        const read = indexListing(root, directory, endings, variables);
        if (read) this.learn(storeListing(root, read.listing, keyOf(read.checksum, root, directory), this.startedAt));
        return read?.listing;
      },
      learn: (root, directory, listing) => {
        const key = keyAt(root, directory);
        if (key === void 0 || listingKey(root, directory, variables) !== key) return;
        this.learn(storeListing(root, listing, key, this.startedAt));
      }
    };
  }
  learn(listing) {
    this.learnedListing = listing;
    if (listing) this.changed = true;
  }
  /**
   * The identities of `file` (absolute): from the cache when the file is unchanged, else from
   * `read` (undefined: the file cannot be read, and nothing is kept). `blob`: the id of the blob
   * git vouches the file holds, if it does; then the entry is keyed by it and no `stat` is made.
   */
  identities(file, read, blob) {
    const old = this.previous.get(file);
    if (blob !== void 0) {
      const kept2 = old && blobOf(old) === blob ? identitiesOf(old, 3) : void 0;
      if (kept2) return this.reuse(file, old, kept2);
      const identities2 = read();
      if (identities2 !== void 0) this.keep(file, [blob, stored(identities2)]);
      return identities2;
    }
    const stats = statSync2(file, { throwIfNoEntry: false });
    const trusted = stats && old?.[2] === stats.size && old[3] === stats.mtimeMs && stats.mtimeMs < this.previousStartedAt - RACY_MS3;
    const kept = trusted ? identitiesOf(old, 4) : void 0;
    if (kept) return this.reuse(file, old, kept);
    const identities = read();
    if (identities === void 0 || !stats) return identities;
    this.keep(file, [stats.size, stats.mtimeMs, stored(identities)]);
    return identities;
  }
  reuse(file, record, identities) {
    this.reused.set(file, record);
    return identities;
  }
  keep(file, entry) {
    this.changed = true;
    this.next.set(file, entry);
  }
  /** Writes the cache when this run learned something new or a file left the project; quietly not where it may not. */
  save() {
    if (!this.changed && this.reused.size === this.previous.entries()) return;
    const { relative: relative5 } = gitPaths(this.root);
    const listing = this.learnedListing ?? this.previous.listing(this.storedListing);
    const records = /* @__PURE__ */ new Map();
    for (const [rel, listed] of listing?.files ?? []) records.set(rel, { listed });
    const entries = [...this.next];
    for (const [file, record] of this.reused) entries.push([file, entryOf(record)]);
    for (const [file, entry] of entries) {
      const rel = relative5(file);
      const record = records.get(rel);
      if (record) record.entry = entry;
      else records.set(rel, { listed: 0, entry });
    }
    const files = [...records.keys()].sort().map((rel) => {
      const { listed, entry } = records.get(rel);
      return [rel, listed, ...storedKey(entry, listed), ...entry?.at(-1)?.flat() ?? []];
    });
    const header = listing ? { key: listing.key, startedAt: listing.startedAt, files: listing.files.size } : null;
    const text = JSON.stringify({
      format: FORMAT,
      version: CACHE_VERSION,
      root: this.root,
      startedAt: this.startedAt,
      listing: header,
      files
    });
    writeCache(this.file, (temporary) => writeFileSync2(temporary, text));
  }
};
function storedKey(entry, listed) {
  if (!entry) return [null];
  if (entry.length === 3) return [entry[0], entry[1]];
  return [entry[0] === listed ? true : entry[0]];
}
var StoredRecords = class {
  constructor(root, records) {
    this.records = records;
    this.root = root.endsWith(sep3) ? root : root + sep3;
    this.relative = gitPaths(root).relative;
  }
  records;
  byPath;
  root;
  relative;
  /** The record of `file` (absolute), unchecked. */
  get(file) {
    return file.startsWith(this.root) ? this.index().get(this.relative(file)) : void 0;
  }
  /** How many records hold an entry (a file that leaves the project is then seen by save()). */
  entries() {
    let count = 0;
    for (const record of this.records) if (Array.isArray(record) && record.length >= 3 && record[2] !== null) count++;
    return count;
  }
  /** The kept listing, whole, for a run that writes the cache without asking git; undefined when it is not in its shape. */
  listing(header) {
    if (typeof header !== "object" || header === null) return void 0;
    const { key, startedAt } = header;
    if (typeof key !== "string" || typeof startedAt !== "number") return void 0;
    const files = /* @__PURE__ */ new Map();
    for (const record of this.records) {
      const listed = listedOf(record);
      if (listed === void 0) return void 0;
      if (listed !== 0) files.set(record[0], listed);
    }
    return { key, startedAt, files };
  }
  index() {
    if (!this.byPath) {
      this.byPath = /* @__PURE__ */ new Map();
      for (const record of this.records) if (Array.isArray(record) && typeof record[0] === "string") this.byPath.set(record[0], record);
    }
    return this.byPath;
  }
};
function readStored(file, root) {
  const data = readJsonCache(file);
  if (data === void 0) return void 0;
  const { format, version, root: storedRoot, startedAt, files, listing } = data;
  if (format !== FORMAT || version !== CACHE_VERSION || storedRoot !== root || typeof startedAt !== "number") return void 0;
  if (!Array.isArray(files)) return void 0;
  return { records: new StoredRecords(root, files), startedAt, listing };
}
var KINDS = /* @__PURE__ */ new Set(["json", "yaml", "pql"]);
var optionalString = (x) => x === null || typeof x === "string";
function blobOf(record) {
  const key = record[2];
  if (key === true) return typeof record[1] === "string" ? record[1] : void 0;
  return typeof key === "string" ? key : void 0;
}
function identitiesOf(record, from) {
  if ((record.length - from) % 4 !== 0) return void 0;
  const identities = [];
  for (let i = from; i < record.length; i += 4) {
    const kind = record[i];
    const name = record[i + 1];
    const id = record[i + 2];
    const alias = record[i + 3];
    if (!KINDS.has(kind) || typeof name !== "string" || !optionalString(id) || !optionalString(alias)) return void 0;
    identities.push({
      kind,
      name,
      id: id ?? void 0,
      alias: alias ?? void 0
    });
  }
  return identities;
}
function entryOf(record) {
  const blob = blobOf(record);
  if (blob !== void 0) return [blob, stored(identitiesOf(record, 3))];
  return [record[2], record[3], stored(identitiesOf(record, 4))];
}
function stored(identities) {
  return identities.map((i) => [i.kind, i.name, i.id ?? null, i.alias ?? null]);
}

// src/node/config-cache.ts
var FORMAT2 = "pql-audience config";
function configCache(location, build = BUILD_ID) {
  if (build === void 0) return void 0;
  const fileOf = (path) => {
    const directory = dirname3(path);
    if (location === void 0 && gitRoot(directory) === null) return void 0;
    return join4(location ?? defaultCacheLocation(directory), `config-${shortName(path)}.json`);
  };
  return {
    get: (path, text) => {
      const file = fileOf(path);
      return file === void 0 ? void 0 : readKept(file, path, text, build);
    },
    set: (path, text, config2) => {
      const file = fileOf(path);
      if (file === void 0 || !keptExactly(config2)) return;
      const kept = JSON.stringify({ format: FORMAT2, build, path, text, config: config2 });
      writeCache(file, (temporary) => writeFileSync3(temporary, kept));
    }
  };
}
function keptExactly(value) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(keptExactly);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, v]) => key !== "__proto__" && keptExactly(v));
}
function readKept(file, path, text, build) {
  const kept = readJsonCache(file);
  const fits = kept !== void 0 && kept.format === FORMAT2 && kept.build === build && kept.path === path && kept.text === text;
  if (!fits || typeof kept.config !== "object" || Array.isArray(kept.config)) return void 0;
  return kept.config;
}

// src/node/absolute-path.ts
import { resolve as resolve2, sep as sep4 } from "node:path";
var notNormal = /(^|\/)\.\.?(\/|$)|\/\/|\/$/;
function absolutePath(path, cwd = process.cwd()) {
  if (sep4 !== "/" || path === "" || notNormal.test(path)) return resolve2(cwd, path);
  if (path.startsWith("/")) return path;
  return cwd === "/" ? `/${path}` : `${cwd}/${path}`;
}

// src/node/config-loader.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { dirname as dirname4, join as join5, relative as relative3, resolve as resolve3, sep as sep5 } from "node:path";
import { isMap, LineCounter, parseDocument } from "yaml";

// src/lint/accept-config.ts
var rules = recordOf(oneOf("off", "info", "warn", "error"));
var edge = strictObject([
  ["windowBoundary", oneOf("exclusive", "inclusive")],
  ["mergePolicies", listOf(nonEmpty)]
]);
var budgets = strictObject([
  ["audiences", positiveInteger],
  ["streaming", positiveInteger],
  ["edge", positiveInteger]
]);
var override = strictObject(
  [
    ["files", listOf(nonEmpty, 1)],
    ["rules", rules],
    ["edge", edge]
  ],
  ["files"]
);
var config = strictObject([
  ["$schema", string],
  ["rules", rules],
  ["overrides", listOf(override)],
  ["ignores", listOf(nonEmpty)],
  ["maxFileSize", positiveInteger],
  ["edge", edge],
  ["budgets", budgets],
  ["xdm", strictObject([["schema", nonEmpty]])],
  ["api", strictObject([["credentialsFile", string]])]
]);
function acceptConfig(data) {
  return accepting(() => config(data));
}

// src/node/config-loader.ts
var configFileNames = ["pql-audience.config.yaml", "pql-audience.config.yml", "pql-audience.config.json"];
var ConfigError = class extends InputError {
  name = "ConfigError";
};
function readIfExists(path) {
  try {
    return readFileSync3(path, "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw new ConfigError(`${path}: cannot read: ${e.message}`);
  }
}
async function loadConfig(path) {
  const text = readIfExists(path);
  if (text === void 0) throw new ConfigError(`${path}: no such file`);
  const config2 = parseConfig(path, text);
  if (!config2) throw new ConfigError(`${path}: has no "pql-audience" key`);
  return { file: path, config: config2 };
}
function parseConfig(path, text) {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const where = (offset) => {
    const p = lines.linePos(offset);
    return `${path}:${p.line}:${p.col}`;
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`${where(e.pos[0])}: not valid ${path.endsWith(".json") ? "JSON" : "YAML"}: ${e.message.split("\n")[0]}`);
  }
  let base = [];
  let data;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    throw new ConfigError(`${where(firstAliasOffset(doc))}: not valid YAML: ${e.message}`);
  }
  if (path.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return void 0;
    base = ["pql-audience"];
    data = data["pql-audience"];
  }
  const accepted = acceptConfig(data);
  const parsed = accepted ? { success: true, data: accepted } : configSchemas().config.safeParse(data, { jitless: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = [...base, ...issue.path];
    throw new ConfigError(`${where(offsetOf(doc, at))}: ${describeIssue(issue, at.slice(base.length))}`);
  }
  for (const [key, rulesAt] of ruleTables(parsed.data)) {
    for (const name of Object.keys(rulesAt)) {
      if (codesFor(name)) continue;
      const suggestion = suggestRule(name);
      throw new ConfigError(
        `${where(offsetOf(doc, [...base, ...key, name], "key"))}: unknown rule \`${name}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""} (see \`pql-audience rules\`)`
      );
    }
  }
  return parsed.data;
}
function ruleTables(config2) {
  const tables = [];
  if (config2.rules) tables.push([["rules"], config2.rules]);
  (config2.overrides ?? []).forEach((o, i) => o.rules && tables.push([["overrides", i, "rules"], o.rules]));
  return tables;
}
function describeIssue(issue, path) {
  const field = path.length > 0 ? `\`${path.join(".")}\`` : "the config";
  if (issue.code === "unrecognized_keys")
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `\`${k}\``).join(", ")} in ${field}`;
  if (issue.code === "invalid_value") return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_type")
    return `${field} must be ${issue.expected === "array" ? "a list" : `${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`}`;
  if (issue.code === "too_small") return `${field} must not be empty`;
  return `${field} is not valid`;
}
function offsetOf(doc, path, part = "value") {
  for (let n = path.length; n >= 0; n--) {
    const parentPath = path.slice(0, Math.max(0, n - 1));
    const parent = n === 0 ? doc.contents : doc.getIn(parentPath, true);
    if (n > 0 && isMap(parent)) {
      const pair = parent.items.find((p) => p.key?.value === path[n - 1]);
      const node = part === "key" || n < path.length ? pair?.key : pair?.value ?? pair?.key;
      if (node?.range) return node.range[0];
    } else {
      const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
      if (node?.range) return node.range[0];
    }
  }
  return 0;
}
var ConfigResolver = class {
  /**
   * `explicit`: a config named with --config, used for every file instead of the lookup.
   * `kept`: configs as earlier runs read them (config-cache.ts), for the lint's cache.
   */
  constructor(explicit, kept) {
    this.explicit = explicit;
    this.kept = kept;
  }
  explicit;
  kept;
  byDirectory = /* @__PURE__ */ new Map();
  /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
  shared = /* @__PURE__ */ new Map();
  /** The settings of configs whose settings do not depend on the file (and of no config). */
  pathFree = /* @__PURE__ */ new Map();
  share(resolved) {
    const key = JSON.stringify(resolved);
    const existing = this.shared.get(key);
    if (existing) return existing;
    this.shared.set(key, resolved);
    return resolved;
  }
  async nearest(directory) {
    return this.nearestNow(directory);
  }
  /**
   * `nearest`, answered at once (the lookup reads a few small files synchronously anyway): the
   * project index finds its roots with it, to start git before the run drafts its files.
   * Throws ConfigError for a config that cannot be used.
   */
  nearestNow(directory) {
    if (this.explicit) return this.explicit;
    const dir = absolutePath(directory);
    let found = this.byDirectory.get(dir);
    if (found === void 0) {
      found = this.find(dir);
      this.byDirectory.set(dir, found);
    }
    return found;
  }
  find(dir) {
    for (const name of configFileNames) {
      const path = join5(dir, name);
      const text = readIfExists(path);
      if (text !== void 0) return { file: relative3(".", path) || path, config: this.parse(path, text) };
    }
    const pkgPath = join5(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config2 = this.parse(pkgPath, pkg);
      if (config2) return { file: relative3(".", pkgPath) || pkgPath, config: config2 };
    }
    const parent = dirname4(dir);
    return parent === dir ? null : this.nearestNow(parent);
  }
  /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
  parse(path, text) {
    const kept = this.kept?.get(path, text);
    if (kept !== void 0) return kept ?? void 0;
    const config2 = parseConfig(relative3(".", path) || path, text);
    this.kept?.set(path, text, config2 ?? null);
    return config2;
  }
  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file) {
    const absolute = absolutePath(file);
    const source = this.nearestNow(dirname4(absolute));
    if (!source || !source.config.ignores && !source.config.overrides) {
      let resolved = this.pathFree.get(source);
      if (!resolved) this.pathFree.set(source, resolved = this.share(resolveConfig(source?.config ?? {}, file, codesFor)));
      return { source, resolved };
    }
    const base = dirname4(resolve3(source.file));
    const rel = relative3(base, absolute).split(sep5).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
};

// src/node/discover.ts
import { promises as fsPromises, statSync as statSync3 } from "node:fs";
import { join as join6, resolve as resolve4, sep as sep6 } from "node:path";
var audienceFilePattern = /(?:\.pql|\.audience\.json|\.audience\.ya?ml)$/;
var audienceFileEndings = [".pql", ".audience.json", ".audience.yaml", ".audience.yml"];
var skippedDirectories = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var NoAudienceFilesError = class extends InputError {
  /** `ignored`: those of `paths` whose audience files git ignores, every one. */
  constructor(paths, ignored = []) {
    const why = ignored.length > 0 ? ` (git ignores the audience files in ${ignored.join(", ")}; name one to lint it anyway)` : "";
    super(`no audience files matched ${paths.join(", ")}${why}`);
    this.paths = paths;
    this.ignored = ignored;
  }
  paths;
  ignored;
  name = "NoAudienceFilesError";
};
function isGlob(path) {
  return /[*?[\]{}]/.test(path);
}
function toSlash(path) {
  return sep6 === "/" ? path : path.split(sep6).join("/");
}
async function walk(dir, out, accept) {
  let entries;
  try {
    entries = await fsPromises.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new InputError(`cannot read directory ${dir}: ${e.message}`);
  }
  for (const entry of entries) {
    const path = dir === "." ? entry.name : join6(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path, out, accept);
    } else if (entry.isFile() && accept(toSlash(path))) out.push(path);
  }
}
var DirectoryLister = class {
  constructor(gitignore, trackedOnly = false, withBlobs = false, known) {
    this.gitignore = gitignore;
    this.trackedOnly = trackedOnly;
    this.withBlobs = withBlobs;
    this.known = known;
  }
  gitignore;
  trackedOnly;
  withBlobs;
  known;
  roots = /* @__PURE__ */ new Map();
  /** What git vouched for while listing (see DiscoverOptions.blobs). */
  blobs = /* @__PURE__ */ new Map();
  /** The files under `dir` (spelled as given) that `accept` takes, spelled from `dir`; `endings`: all `accept` can take. */
  async list(dir, accept, endings) {
    const absolute = resolve4(dir);
    const root = this.gitignore ? this.rootOf(absolute) : null;
    const listing = root === null ? void 0 : this.known?.recall(root, absolute, endings) ?? await this.askGit(root, absolute, endings);
    const out = [];
    if (listing === void 0) {
      await walk(dir, out, accept);
      return out;
    }
    for (const [file, blob] of listing.blobs) this.blobs.set(file, blob);
    const prefix = absolute.endsWith(sep6) ? absolute : absolute + sep6;
    const base = dir === "." ? "" : join6(dir, "x").slice(0, -1);
    for (const file of listing.files) {
      if (!file.startsWith(prefix)) continue;
      const rel = file.slice(prefix.length);
      if ((rel.includes("node_modules") || rel.includes(".git")) && rel.split(sep6).some((part) => skippedDirectories.has(part))) continue;
      const path = base + rel;
      if (accept(toSlash(path))) out.push(path);
    }
    return out;
  }
  async askGit(root, absolute, endings) {
    const listing = await workTreeFiles(root, absolute, endings, { untracked: !this.trackedOnly, blobs: this.withBlobs });
    if (listing) this.known?.learn(root, absolute, listing);
    return listing;
  }
  /** Whether `dir` holds files `accept` takes when what git ignores is counted too (only asked when none was found). */
  async holdsIgnored(dir, accept) {
    if (!this.gitignore || this.trackedOnly || this.rootOf(resolve4(dir)) === null) return false;
    const out = [];
    await walk(dir, out, accept);
    return out.length > 0;
  }
  rootOf(absolute) {
    let root = this.roots.get(absolute);
    if (root === void 0) {
      root = gitRoot(absolute);
      this.roots.set(absolute, root);
    }
    return root;
  }
};
async function discover(paths, options = {}) {
  const accept = options.accept ?? ((p) => audienceFilePattern.test(p));
  const endings = options.accept ? void 0 : audienceFileEndings;
  const known = options.trackedOnly && options.blobs && !options.accept ? options.listings : void 0;
  const lister = new DirectoryLister(options.gitignore !== false, options.trackedOnly === true, options.blobs === true, known);
  const found = [];
  const unmatched = [];
  const skipped = [];
  const directories = [];
  const ignored = [];
  const nothingFrom = async (arg, dir, accept2) => {
    unmatched.push(arg);
    if (dir !== null && await lister.holdsIgnored(dir, accept2)) ignored.push(arg);
  };
  for (const arg of paths) {
    const before = found.length;
    if (isGlob(arg)) {
      const parts = toSlash(arg).split("/");
      const staticParts = [];
      while (parts.length > 1 && !isGlob(parts[0])) staticParts.push(parts.shift());
      const base = staticParts.length > 0 ? staticParts.join("/") : ".";
      const pattern = globToRegExp(toSlash(arg).replace(/^\.\//, ""));
      const matches = (c) => pattern.test(c.replace(/^\.\//, ""));
      const baseExists = statSync3(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) found.push(...await lister.list(base, matches));
      if (found.length === before) await nothingFrom(arg, baseExists ? base : null, matches);
      continue;
    }
    let info;
    try {
      info = statSync3(arg);
    } catch (e) {
      throw unreadable(arg, e);
    }
    if (info.isDirectory()) {
      directories.push(arg);
      found.push(...await lister.list(arg, accept, endings));
      if (found.length === before) await nothingFrom(arg, arg, accept);
    } else if (!info.isFile())
      throw notRegularFile(arg, info);
    else if (accept(toSlash(arg))) found.push(arg);
    else skipped.push(arg);
  }
  const files = [...new Set(found)].sort();
  return { files, unmatched, skipped, directories, ignored, blobs: lister.blobs };
}
async function discoverAudienceFiles(paths, options = {}) {
  return requireMatches(await discover(paths, options)).files;
}
function requireMatches(discovery) {
  const { files, unmatched, skipped, ignored } = discovery;
  if (unmatched.length > 0) throw new NoAudienceFilesError(unmatched, ignored);
  if (files.length === 0 && skipped.length > 0) throw new NoAudienceFilesError(skipped);
  return discovery;
}
async function discoverFiles(paths, options = {}) {
  return (await discover(paths, options)).files;
}

// src/node/draft-cache.ts
import { closeSync as closeSync2, openSync as openSync2, readdirSync, readFileSync as readFileSync4, rmSync as rmSync2, statSync as statSync4, writevSync } from "node:fs";
import { join as join7 } from "node:path";

// src/lint/draft-codec.ts
var UnencodableDraft = class extends Error {
};
var DraftEncoder = class {
  strings = /* @__PURE__ */ new Map();
  /** Shapes by their keys, one key at a time: a lookup per object without joining its keys into a new string. */
  shapes = new ShapeTrie();
  /** What this encoder wrote, grown by doubling (an array of numbers held twice the memory, then was copied). */
  out = new Float64Array(1 << 16);
  length = 0;
  /** The stream before `out[flushed]`: views of `out` and of the numbers copy() was given, in order. */
  done = [];
  flushed = 0;
  /** How many numbers `done` holds. */
  before = 0;
  file = "";
  config;
  /**
   * An encoder whose tables start as `tables` (a stored cache's), so that values encoded with
   * them can be copied into its stream as they are (copy()). Throws CorruptDraft for tables no
   * encoder wrote (a shape twice).
   */
  constructor(tables) {
    if (!tables) return;
    for (const text of tables.strings) this.string(text);
    if (this.strings.size !== tables.strings.length) throw new CorruptDraft("a string twice");
    for (const keys of tables.shapes) this.shapes.add(keys);
  }
  /**
   * Appends numbers another stream encoded with the tables this encoder started from, and returns
   * where they start. They are not copied: the stream holds them as given (parts()), so they must
   * not change until it is written; numbers that follow the previous ones in the same buffer
   * join them (a cache's unchanged files, in the order it stored them, make a few long parts).
   */
  copy(numbers) {
    const start = this.size;
    if (this.length > this.flushed) {
      this.before += this.length - this.flushed;
      this.done.push(this.out.subarray(this.flushed, this.length));
      this.flushed = this.length;
    }
    const last = this.done.at(-1);
    if (last && last.buffer === numbers.buffer && last.byteOffset + last.byteLength === numbers.byteOffset)
      this.done[this.done.length - 1] = new Float64Array(last.buffer, last.byteOffset, last.length + numbers.length);
    else this.done.push(numbers);
    this.before += numbers.length;
    return start;
  }
  /** How many numbers the stream holds. */
  get size() {
    return this.before + this.length - this.flushed;
  }
  /** How many strings the tables hold. */
  get stringCount() {
    return this.strings.size;
  }
  /**
   * Appends the draft to the stream and returns where it starts. On UnencodableDraft the stream
   * is as it was (the tables may hold a few strings more).
   */
  encode(draft) {
    const start = this.size;
    const at = this.length;
    this.file = draft.file;
    this.config = draft.config;
    try {
      this.value(draft);
    } catch (e) {
      this.length = at;
      throw e;
    }
    return start;
  }
  tables() {
    return { strings: [...this.strings.keys()], shapes: this.shapes.list() };
  }
  /** The stream so far, in one array (a view when nothing was copied: encoding more may leave it behind). */
  numbers() {
    if (this.done.length === 0) return this.out.subarray(0, this.length);
    const all = new Float64Array(this.size);
    let at = 0;
    for (const part of this.parts()) {
      all.set(part, at);
      at += part.length;
    }
    return all;
  }
  /** The stream so far, in parts to be written one after the other (views: encoding more may leave the last behind). */
  parts() {
    return this.length > this.flushed ? [...this.done, this.out.subarray(this.flushed, this.length)] : [...this.done];
  }
  push1(a) {
    if (this.length + 1 > this.out.length) this.grow();
    this.out[this.length++] = a;
  }
  push2(a, b) {
    if (this.length + 2 > this.out.length) this.grow();
    this.out[this.length++] = a;
    this.out[this.length++] = b;
  }
  grow() {
    const grown = new Float64Array(this.out.length * 2);
    grown.set(this.out.subarray(0, this.length));
    this.out = grown;
  }
  value(v) {
    switch (typeof v) {
      case "string":
        if (v === this.file) this.push1(1 /* File */);
        else this.push2(0 /* String */, this.string(v));
        return;
      case "number":
        if (!Number.isFinite(v)) throw new UnencodableDraft(`a number the cache cannot hold: ${v}`);
        this.push2(3 /* Number */, v);
        return;
      case "boolean":
        this.push1(v ? 4 /* True */ : 5 /* False */);
        return;
      case "undefined":
        this.push1(7 /* Undefined */);
        return;
      case "object":
        if (v === null) this.push1(6 /* Null */);
        else if (v === this.config) this.push1(2 /* Config */);
        else if (Array.isArray(v)) {
          this.push2(9 /* Array */, v.length);
          for (const item of v) this.value(item);
        } else if (Object.getPrototypeOf(v) !== Object.prototype) throw new UnencodableDraft("an object that is not plain data");
        else this.object(v);
        return;
      default:
        throw new UnencodableDraft(`a value the cache cannot hold: ${typeof v}`);
    }
  }
  object(o) {
    if (isPosition(o.start) && isPosition(o.end) && hasKeys(o, SPAN_KEYS)) {
      const { start, end } = o;
      this.push2(10 /* Span */, start.offset);
      this.push2(start.line, start.column);
      this.push2(end.offset, end.line);
      this.push1(end.column);
      return;
    }
    if (Object.hasOwn(o, "__proto__")) throw new UnencodableDraft("a key named __proto__");
    this.push2(8 /* Object */, -1);
    const slot = this.length - 1;
    let node = this.shapes.root;
    for (const key in o) {
      node = this.shapes.step(node, key);
      this.value(o[key]);
    }
    this.out[slot] = this.shapes.index(node);
  }
  string(text) {
    let index = this.strings.get(text);
    if (index === void 0) {
      index = this.strings.size;
      this.strings.set(text, index);
    }
    return index;
  }
};
var ShapeTrie = class {
  root = { key: "", parent: null, next: /* @__PURE__ */ new Map(), index: -1 };
  shapes = [];
  step(node, key) {
    let next = node.next.get(key);
    if (!next) node.next.set(key, next = { key, parent: node, next: /* @__PURE__ */ new Map(), index: -1 });
    return next;
  }
  /** A shape of stored tables, at the next index; throws CorruptDraft for one already there. */
  add(keys) {
    let node = this.root;
    for (const key of keys) node = this.step(node, key);
    if (node.index >= 0) throw new CorruptDraft("a shape twice");
    this.index(node);
  }
  /** The index of the shape whose last key is `node`. */
  index(node) {
    if (node.index < 0) {
      const keys = [];
      for (let n = node; n && n !== this.root; n = n.parent) keys.unshift(n.key);
      node.index = this.shapes.length;
      this.shapes.push(keys);
    }
    return node.index;
  }
  list() {
    return [...this.shapes];
  }
};
var SPAN_KEYS = ["start", "end"];
var POSITION_KEYS = ["offset", "line", "column"];
function isPosition(v) {
  if (typeof v !== "object" || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const { offset, line, column } = v;
  return Number.isFinite(offset) && Number.isFinite(line) && Number.isFinite(column) && hasKeys(v, POSITION_KEYS);
}
function hasKeys(o, keys) {
  let i = 0;
  for (const key in o) if (key !== keys[i++]) return false;
  return i === keys.length;
}
var CorruptDraft = class extends Error {
};
var DraftDecoder = class {
  constructor(tables, stream) {
    this.tables = tables;
    this.stream = stream;
    if (tables.shapes.some((keys) => keys.includes("__proto__"))) throw new CorruptDraft("a key named __proto__");
    this.shapes = tables.shapes;
  }
  tables;
  stream;
  shapes;
  at = 0;
  file = "";
  config;
  /** Where the last value decoded ends: the index after its last number. */
  get end() {
    return this.at;
  }
  /** The draft that starts at `start`, its path `file` (as this run shows it) and its config `config`. */
  decode(start, file, config2) {
    this.at = start;
    this.file = file;
    this.config = config2;
    const draft = this.value();
    if (typeof draft !== "object" || draft === null || draft.file !== file || draft.config !== config2)
      throw new CorruptDraft("not a draft");
    return draft;
  }
  next() {
    if (this.at >= this.stream.length) throw new CorruptDraft("past the end");
    return this.stream[this.at++];
  }
  value() {
    switch (this.next()) {
      case 0 /* String */: {
        const text = this.tables.strings[this.next()];
        if (text === void 0) throw new CorruptDraft("a string out of the table");
        return text;
      }
      case 1 /* File */:
        return this.file;
      case 2 /* Config */:
        return this.config;
      case 3 /* Number */:
        return this.next();
      case 4 /* True */:
        return true;
      case 5 /* False */:
        return false;
      case 6 /* Null */:
        return null;
      case 7 /* Undefined */:
        return void 0;
      case 9 /* Array */: {
        const length = this.next();
        if (!(length >= 0 && length <= this.stream.length - this.at)) throw new CorruptDraft("an array longer than the stream");
        const out = new Array(length);
        for (let i = 0; i < length; i++) out[i] = this.value();
        return out;
      }
      case 8 /* Object */: {
        const keys = this.shapes[this.next()];
        if (keys === void 0) throw new CorruptDraft("a shape out of the table");
        const out = {};
        for (const key of keys) out[key] = this.value();
        return out;
      }
      case 10 /* Span */: {
        if (this.at + 6 > this.stream.length) throw new CorruptDraft("past the end");
        const n = this.stream;
        const a = this.at;
        this.at += 6;
        return { start: { offset: n[a], line: n[a + 1], column: n[a + 2] }, end: { offset: n[a + 3], line: n[a + 4], column: n[a + 5] } };
      }
      default:
        throw new CorruptDraft("an unknown kind");
    }
  }
};

// src/node/draft-cache.ts
var FORMAT3 = `pql-audience drafts+results/${new Uint8Array(new Float64Array([1]).buffer)[7] === 63 ? "le" : "be"}`;
var RACY_MS4 = 2e3;
var DRAFT_CACHE_MIN_FILES = 200;
var DRAFT_CACHE_MAX_FILES = 25e3;
var KEPT_FILES = 8;
var ENTRY = 9;
var NO_RESULT = -1;
var DraftCache = class _DraftCache {
  constructor(file, location, build, stored2, startedAt) {
    this.file = file;
    this.location = location;
    this.build = build;
    this.stored = stored2;
    this.startedAt = startedAt;
    this.decoder = stored2 ? decoderOf(stored2) : void 0;
  }
  file;
  location;
  build;
  stored;
  startedAt;
  decoder;
  configKeys = /* @__PURE__ */ new Map();
  /** This run's files by absolute path: what save() writes. */
  next = /* @__PURE__ */ new Map();
  /** Lights of files this run drafted but cannot key (gone before their stat): they count for the world all the same. */
  unkeyed = /* @__PURE__ */ new Map();
  changed = false;
  writing;
  /** The cache of this command line, or undefined when this build keeps none. */
  static open({ location, key, build = BUILD_ID, startedAt = Date.now() }) {
    if (build === void 0) return void 0;
    const file = join7(location, `drafts-${shortName(key)}.bin`);
    return new _DraftCache(file, location, build, readStored2(file, build), startedAt);
  }
  /**
   * The draft of `absolute` (shown as `file`) under `config`, from the cache when the file and
   * its config are unchanged; else undefined, and the caller drafts it and hands it to keep().
   * `blob`: the blob git vouches the file holds, if it does; the file is then known by it, with no
   * stat and no clock (a fresh checkout of the same content, in CI, finds its drafts).
   */
  take(absolute, file, config2, blob) {
    return this.fresh(absolute, config2, blob) ? this.draft(absolute, file, config2) : void 0;
  }
  /**
   * Whether the cache holds the file as it is now under `config` (as take() says, without
   * decoding its draft). A file it holds is part of this run's cache from here on: draft() gives
   * its draft, result() its result.
   */
  fresh(absolute, config2, blob) {
    const at = this.stored?.entries.get(absolute);
    if (at !== void 0 && this.configOf(at) === this.configKey(config2)) {
      const storedBlob = this.stored.header.blobs[at / ENTRY];
      let key;
      if (blob !== void 0) {
        if (storedBlob === blob) key = blob;
      } else if (storedBlob === null) {
        const stats = statSync4(absolute, { throwIfNoEntry: false });
        if (stats?.isFile() && this.freshStamp(at, stats)) key = stampOf(stats);
      }
      if (key !== void 0) {
        const light = this.stored.header.lights[at / ENTRY];
        this.next.set(absolute, { key, draft: void 0, light, at, result: NO_RESULT, resultLength: 0 });
        return true;
      }
    }
    this.changed = true;
    return false;
  }
  /** The draft of a file fresh() found; undefined for any other, or one that does not decode (then the caller drafts it and hands it to keep()). */
  draft(absolute, file, config2) {
    const entry = this.next.get(absolute);
    if (entry?.at === void 0) return void 0;
    entry.draft ??= this.decodeStored(entry.at + 5, file, config2);
    if (!entry.draft) {
      this.next.delete(absolute);
      this.changed = true;
    }
    return entry.draft;
  }
  /**
   * A draft this run made, to be cached under `blob` when git vouches the file holds it, else
   * under `stamp`, the stat its file was read under (or, when not given, its stat now: a file
   * changed meanwhile has a time within RACY_MS of this run).
   */
  keep(absolute, draft, stamp, blob) {
    this.changed = true;
    let key;
    if (blob !== void 0 && stamp && this.heldBlob(absolute, stamp)) key = blob;
    else if (stamp) key = stampOf(stamp);
    else {
      const stats = statSync4(absolute, { throwIfNoEntry: false });
      if (stats?.isFile()) key = stampOf(stats);
    }
    const light = lightOf(draft);
    if (key === void 0) this.unkeyed.set(absolute, light);
    else this.next.set(absolute, { key, draft, light, at: void 0, result: NO_RESULT, resultLength: 0 });
  }
  /** The hash of the cross-file parts of a file of this run (taken, fresh or kept), in the run's world. */
  lightOf(absolute) {
    return this.next.get(absolute)?.light ?? this.unkeyed.get(absolute);
  }
  /** The world the stored results were made in, or null when none are stored. */
  get storedWorld() {
    return this.stored?.header.world ?? null;
  }
  /** Whether this run's files are exactly the stored ones, each fresh: nothing to write unless the world changed. */
  unchanged() {
    return !this.changed && this.next.size === (this.stored?.entries.size ?? 0);
  }
  /**
   * The stored result of a file this run found fresh, shown as `file`, when the cache keeps one:
   * valid only in the world the cache names (storedWorld). Undefined when it keeps none or it does
   * not decode.
   */
  result(absolute, file) {
    const entry = this.next.get(absolute);
    if (entry?.at === void 0 || this.stored.numbers[entry.at + 7] === NO_RESULT) return void 0;
    const result = this.decodeStored(entry.at + 7, file, void 0);
    if (!result || !Array.isArray(result.diagnostics) || !Array.isArray(result.audiences)) return void 0;
    if (this.writing?.seeded) entry.storedResult = result;
    return result;
  }
  /**
   * Starts writing the cache of a run whose world is `world`, when it must be written (a file
   * changed, came or went, or the world changed), before phase two lets go of the drafts' local
   * parts: the drafts are encoded now, and keepResult() adds each result. False when nothing is
   * to be written (every stored result stands).
   */
  beginResults(world) {
    if (this.unchanged() && world === this.storedWorld) return false;
    this.writing = this.encodeDrafts(world);
    return true;
  }
  /** A file's result, once finalized (after beginResults). A result the stream cannot carry is not kept. */
  keepResult(absolute, result) {
    const entry = this.next.get(absolute);
    if (!this.writing || !entry) return;
    const { encoder } = this.writing;
    try {
      entry.result = entry.storedResult === result ? encoder.copy(this.segment(entry.at + 7)) : encoder.encode(result);
      entry.resultLength = encoder.size - entry.result;
    } catch (e) {
      if (!(e instanceof UnencodableDraft)) throw e;
    }
    entry.storedResult = void 0;
  }
  /** Writes the cache when this run drafted anything, a file left it, or its results are new; quietly not where it may not. */
  save() {
    if (!this.writing) {
      if (this.unchanged()) return;
      this.writing = this.encodeDrafts(null);
    }
    const { encoder, seeded, world, entries, configs } = this.writing;
    const files = [];
    const blobs = [];
    const lights = [];
    const numbers = [];
    for (const { absolute, config: config2, draft, length } of entries) {
      const { key, light, result, resultLength } = this.next.get(absolute);
      files.push(absolute);
      lights.push(light);
      if (typeof key === "string") {
        blobs.push(key);
        numbers.push(0, 0, 0, 0, config2, draft, length, result, resultLength);
      } else {
        blobs.push(null);
        numbers.push(key.size, key.mtimeMs, key.ctimeMs, key.ino, config2, draft, length, result, resultLength);
      }
    }
    const header = {
      format: FORMAT3,
      build: this.build,
      startedAt: this.startedAt,
      configs: [...configs.keys()],
      files,
      blobs,
      lights,
      world,
      tables: encoder.tables(),
      compactedStrings: seeded ? this.stored.header.compactedStrings : encoder.stringCount
    };
    if (writeCache(this.file, (temporary) => writeParts(temporary, serialize(header, numbers, encoder.parts()))))
      removeOldest(this.location);
  }
  /**
   * Encodes every draft of this run: with the stored tables (while they have not grown by half),
   * a draft the cache holds is copied as stored; else every draft is encoded afresh.
   */
  encodeDrafts(world) {
    const { encoder, seeded } = this.encoder();
    const configs = /* @__PURE__ */ new Map();
    const entries = [];
    for (const [absolute, { draft, at }] of this.next) {
      if (!draft) continue;
      const copied = seeded && at !== void 0;
      const config2 = this.configKey(draft.config);
      let configIndex = configs.get(config2);
      if (configIndex === void 0) configs.set(config2, configIndex = configs.size);
      try {
        const start = copied ? encoder.copy(this.segment(at + 5)) : encoder.encode(draft);
        entries.push({ absolute, config: configIndex, draft: start, length: encoder.size - start });
      } catch (e) {
        if (!(e instanceof UnencodableDraft)) throw e;
      }
    }
    return { encoder, seeded, world, entries, configs };
  }
  /** The encoder this run writes with: seeded with the stored tables while they have not grown by half since built afresh. */
  encoder() {
    const header = this.stored?.header;
    if (header && this.decoder && header.tables.strings.length <= header.compactedStrings * 1.5 + 256) {
      try {
        return { encoder: new DraftEncoder(header.tables), seeded: true };
      } catch {
      }
    }
    return { encoder: new DraftEncoder(), seeded: false };
  }
  /** A stored draft's or result's numbers, from the entry's start and length at `field`. */
  segment(field) {
    const n = this.stored.numbers;
    return n.subarray(n[field], n[field] + n[field + 1]);
  }
  /**
   * Whether the file read under `stamp` still held the blob git vouched for when it listed the
   * files (before this run began): unchanged from two seconds before then until after it was
   * read. Else a file written between git's look and this run's read would cache its new draft
   * under its old blob; it is keyed by its stat instead.
   */
  heldBlob(absolute, stamp) {
    const now = statSync4(absolute, { throwIfNoEntry: false });
    const settled = this.startedAt - RACY_MS4;
    return now !== void 0 && sameStamp(now, stamp) && stamp.mtimeMs < settled && stamp.ctimeMs < settled;
  }
  /** Whether a file keyed by its stat is unchanged, and old enough for its stat to say so. */
  freshStamp(at, stats) {
    const n = this.stored.numbers;
    const stored2 = { size: n[at], mtimeMs: n[at + 1], ctimeMs: n[at + 2], ino: n[at + 3] };
    return sameStamp(stats, stored2) && stored2.mtimeMs < this.stored.header.startedAt - RACY_MS4;
  }
  /** The config an entry was drafted under, as text. */
  configOf(at) {
    return this.stored.header.configs[this.stored.numbers[at + 4]];
  }
  /**
   * A stored draft or result, from the entry's start and length at `field` (as segment()), or
   * undefined when its numbers are not exactly one value.
   */
  decodeStored(field, file, config2) {
    try {
      const n = this.stored.numbers;
      const value = this.decoder.decode(n[field], file, config2);
      return this.decoder.end === n[field] + n[field + 1] ? value : void 0;
    } catch {
      return void 0;
    }
  }
  /** A config as text, to compare with the one an entry was drafted under (once per config object). */
  configKey(config2) {
    let key = this.configKeys.get(config2);
    if (key === void 0) this.configKeys.set(config2, key = JSON.stringify(config2));
    return key;
  }
};
function lightOf(draft) {
  return hash(JSON.stringify([draft.file, draft.audiences.map(crossFileParts)]));
}
function worldOf({ context = [], project = [], remote, verdictReasons = true }, lights) {
  const digest = createHash("sha256");
  digest.update(JSON.stringify([verdictReasons, remote ?? null, context, project]));
  for (const light of lights) digest.update(`\0${light}`);
  return digest.digest("base64url");
}
function createHash(algorithm) {
  return process.getBuiltinModule("node:crypto").createHash(algorithm);
}
function hash(text) {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}
function decoderOf(stored2) {
  try {
    return new DraftDecoder(stored2.header.tables, stored2.numbers);
  } catch {
    return void 0;
  }
}
function sameStamp(a, b) {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}
function stampOf({ size, mtimeMs, ctimeMs, ino }) {
  return { size, mtimeMs, ctimeMs, ino };
}
function serialize(header, entries, stream) {
  const json = Buffer.from(JSON.stringify(header));
  const numbersAt = align8(8 + json.length);
  const head = new Uint8Array(numbersAt);
  head.set(json, 8);
  const numbers = Float64Array.from(entries);
  for (let i = 0; i < numbers.length; i += ENTRY) {
    numbers[i + 5] = entries[i + 5] + entries.length;
    if (entries[i + 7] !== NO_RESULT) numbers[i + 7] = entries[i + 7] + entries.length;
  }
  const parts = [
    head,
    new Uint8Array(numbers.buffer),
    ...stream.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength))
  ];
  const view = new DataView(head.buffer);
  view.setUint32(0, json.length, true);
  view.setUint32(4, checksum([head.subarray(8), ...parts.slice(1)]), true);
  return parts;
}
function checksum(parts) {
  let hash2 = 2166136261;
  for (const part of parts) {
    const bytes = part.byteOffset % 4 === 0 ? part : part.slice();
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
    for (let i = 0; i < words.length; i++) hash2 = Math.imul(hash2 ^ words[i], 16777619);
  }
  return hash2 >>> 0;
}
function writeParts(path, parts) {
  const fd = openSync2(path, "w");
  try {
    let left = parts.reduce((n, p) => n + p.byteLength, 0);
    while (left > 0) {
      const written = writevSync(fd, parts);
      left -= written;
      parts = unwritten(parts, written);
    }
  } finally {
    closeSync2(fd);
  }
}
function unwritten(parts, written) {
  const rest = [];
  for (const part of parts) {
    if (written >= part.byteLength) written -= part.byteLength;
    else {
      rest.push(part.subarray(written));
      written = 0;
    }
  }
  return rest;
}
var align8 = (n) => Math.ceil(n / 8) * 8;
function readStored2(file, build) {
  let bytes;
  let header;
  try {
    bytes = readFileSync4(file);
    const length = bytes.readUInt32LE(0);
    if (bytes.length % 8 !== 0 || checksum([bytes.subarray(8)]) !== bytes.readUInt32LE(4)) return void 0;
    header = JSON.parse(bytes.toString("utf8", 8, 8 + length));
    const numbersAt = align8(8 + length);
    const count = (bytes.length - numbersAt) / 8;
    if (!isHeader(header, build) || !Number.isInteger(count) || count < header.files.length * ENTRY) return void 0;
    const aligned = (bytes.byteOffset + numbersAt) % 8 === 0;
    const numbers = aligned ? new Float64Array(bytes.buffer, bytes.byteOffset + numbersAt, count) : new Float64Array(bytes.buffer.slice(bytes.byteOffset + numbersAt, bytes.byteOffset + bytes.length));
    const entries = /* @__PURE__ */ new Map();
    header.files.forEach((path, i) => entries.set(path, i * ENTRY));
    return { header, numbers, entries };
  } catch {
    return void 0;
  }
}
function isHeader(x, build) {
  if (typeof x !== "object" || x === null) return false;
  const { format, build: storedBuild, startedAt, configs, files, tables } = x;
  if (format !== FORMAT3 || storedBuild !== build || typeof startedAt !== "number") return false;
  if (!isStrings(configs) || !isStrings(files) || typeof tables !== "object" || tables === null) return false;
  const { blobs, lights, world, compactedStrings } = x;
  if (typeof compactedStrings !== "number") return false;
  if (!Array.isArray(blobs) || blobs.length !== files.length || !blobs.every((b) => b === null || typeof b === "string")) return false;
  if (!isStrings(lights) || lights.length !== files.length || world !== null && typeof world !== "string") return false;
  const { strings, shapes } = tables;
  return isStrings(strings) && Array.isArray(shapes) && shapes.every(isStrings);
}
var isStrings = (x) => Array.isArray(x) && x.every((s) => typeof s === "string");
function removeOldest(location) {
  try {
    removeAllBut(location, KEPT_FILES);
  } catch {
  }
}
function removeAllBut(location, kept) {
  const caches = readdirSync(location).filter((name) => name.startsWith("drafts-") && name.endsWith(".bin")).map((name) => ({ path: join7(location, name), mtimeMs: statSync4(join7(location, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 })).sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of caches.slice(kept)) rmSync2(path, { force: true });
}

// src/node/project-index.ts
import { dirname as dirname5, isAbsolute, relative as relative4, resolve as resolve5, sep as sep7 } from "node:path";

// src/audience/identity.ts
var topLevelKeys = new Set(AUDIENCE_KEYS);
var extrasKeys = new Set(EXTRAS_KEYS);
function audienceIdentities(file, text) {
  const kind = audienceFileKind(file);
  const quick = scanIdentity(file, text);
  if (quick !== void 0) return quick === null ? [] : [quick];
  return loadAudienceFile(file, text).audiences.map(({ definition }) => ({
    kind,
    name: definition.name,
    id: definition["x-pql-audience"]?.id,
    alias: definition["x-pql-audience"]?.alias
  }));
}
function scanIdentity(file, text) {
  const kind = audienceFileKind(file);
  if (kind === "pql") return pqlIdentity(file);
  return kind === "json" ? jsonIdentity(text) : yamlIdentity(text);
}
function pqlIdentity(file) {
  const base = file.replace(/^.*[\\/]/, "").replace(/\.pql$/i, "") || "expression";
  return { kind: "pql", name: base, id: void 0, alias: aliasPattern.test(base) ? base : void 0 };
}
function checked(kind, name, hasExpression, id, alias) {
  if (typeof name !== "string" || !hasExpression) return void 0;
  const trimmed = name.trim();
  if (trimmed === "") return void 0;
  if (id !== void 0 && (typeof id !== "string" || id === "")) return void 0;
  if (alias !== void 0 && (typeof alias !== "string" || !aliasPattern.test(alias))) return void 0;
  return { kind, name: trimmed, id, alias };
}
function jsonIdentity(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isObject(data) || Object.keys(data).some((k) => !topLevelKeys.has(k))) return void 0;
  const extras = data["x-pql-audience"] ?? {};
  if (!isObject(extras) || Object.keys(extras).some((k) => !extrasKeys.has(k))) return void 0;
  return checked("json", data.name, isObject(data.expression), extras.id, extras.alias);
}
var KEY_LINE = /^([A-Za-z_$][\w$.-]*) *:(?: +(.*))?$/;
var NOT_A_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9][0-9_]*|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;
function scalar(rest) {
  const first = rest[0];
  if (first === void 0 || first === "#") return void 0;
  let value;
  let after;
  if (first === "'") {
    value = "";
    let i = 1;
    for (; i < rest.length; i++) {
      if (rest[i] !== "'") value += rest[i];
      else if (rest[i + 1] === "'") value += "'", i++;
      else break;
    }
    if (i >= rest.length) return void 0;
    after = rest.slice(i + 1);
  } else if (first === '"') {
    const close = rest.indexOf('"', 1);
    if (close < 0 || rest.slice(1, close).includes("\\")) return void 0;
    value = rest.slice(1, close);
    after = rest.slice(close + 1);
  } else {
    if ("&*!|>[]{}@`%,?:-#".includes(first)) return void 0;
    const comment = rest.search(/ #/);
    value = (comment < 0 ? rest : rest.slice(0, comment)).trimEnd();
    if (value.includes(": ") || value.endsWith(":") || NOT_A_STRING.test(value)) return void 0;
    return value;
  }
  return /^\s*(?:#.*)?$/.test(after) ? value : void 0;
}
function inlineValueIsPlain(rest, mapping) {
  const text = rest.startsWith("#") ? "" : rest.replace(/\s+#[^"'\]}]*$/, "").trim();
  if (text === "") return true;
  const first = text[0];
  if (first === "[" || first === "{") {
    if (/["']/.test(text) || mapping && first !== "{") return false;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "[" || c === "{") depth++;
      else if (c === "]" || c === "}") depth--;
      if (depth < 0 || depth === 0 && i < text.length - 1) return false;
    }
    return depth === 0;
  }
  if (mapping) return false;
  if (first === "|" || first === ">") return /^[|>][-+0-9]*$/.test(text);
  if (first === '"' || first === "'") return scalar(rest) !== void 0;
  return !"&*!@`%".includes(first);
}
function flowMapping(rest) {
  const text = rest.replace(/\s+#.*$/, "").trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return void 0;
  const inner = text.slice(1, -1);
  if (/["'[\]{}#]/.test(inner)) return void 0;
  const entries = /* @__PURE__ */ new Map();
  if (inner.trim() === "") return entries;
  for (const part of inner.split(",")) {
    const m = /^\s*([A-Za-z_$][\w$.-]*) *: +(.*?)\s*$/.exec(part);
    const value = m ? scalar(m[2]) : void 0;
    if (!m || value === void 0 || entries.has(m[1])) return void 0;
    entries.set(m[1], value);
  }
  return entries;
}
var EXPRESSION_NOT_A_MAPPING = /^expression *: +(?:\[|[^\s#{&*!])/;
function yamlIdentity(source) {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const seen = /* @__PURE__ */ new Set();
  const extras = /* @__PURE__ */ new Map();
  let section = "";
  let content = false;
  let name;
  let extrasIndent = -1;
  let extrasKey = "";
  const extrasSeen = /* @__PURE__ */ new Set();
  let extrasFlow = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const lineStart = start;
    start = end + 1;
    if (text[lineStart] === " " && section !== "x-pql-audience" && section !== "name") continue;
    const line = text.slice(lineStart, text[end - 1] === "\r" ? end - 1 : end);
    const body = line.trimStart();
    if (body === "" || body.startsWith("#")) continue;
    const indent = line.length - body.length;
    if (/^\s*\t/.test(line)) return void 0;
    if (indent === 0) {
      if (line.startsWith("---")) {
        if (content || !/^---\s*(?:#.*)?$/.test(line)) return void 0;
        continue;
      }
      const m2 = KEY_LINE.exec(line);
      if (!m2 || seen.has(m2[1]) || !topLevelKeys.has(m2[1])) return void 0;
      content = true;
      section = m2[1];
      seen.add(section);
      const rest = m2[2] ?? "";
      if (EXPRESSION_NOT_A_MAPPING.test(line)) return /^(?:---|\.\.\.)/m.test(text) ? void 0 : null;
      if (!inlineValueIsPlain(rest, section === "expression")) return void 0;
      if (section === "name") {
        name = scalar(rest);
        if (name === void 0) return void 0;
      } else if (section === "x-pql-audience" && rest !== "" && !rest.startsWith("#")) {
        const flow = flowMapping(rest);
        if (!flow) return void 0;
        extrasFlow = true;
        for (const [k, v] of flow) extras.set(k, v);
        if ([...flow.keys()].some((k) => !extrasKeys.has(k) || k === "suppress")) return void 0;
      }
      continue;
    }
    if (section === "name") return void 0;
    if (section !== "x-pql-audience") continue;
    if (extrasFlow) return void 0;
    if (extrasIndent < 0) extrasIndent = indent;
    if (indent < extrasIndent) return void 0;
    if (indent > extrasIndent) {
      if (extrasKey !== "suppress") return void 0;
      continue;
    }
    const m = KEY_LINE.exec(body);
    if (!m || !extrasKeys.has(m[1]) || extrasSeen.has(m[1])) return void 0;
    extrasKey = m[1];
    extrasSeen.add(extrasKey);
    if (extrasKey === "suppress") continue;
    const value = scalar(m[2] ?? "");
    if (value === void 0) return void 0;
    extras.set(extrasKey, value);
  }
  return checked("yaml", name, seen.has("expression"), extras.get("id"), extras.get("alias"));
}

// src/node/project-index.ts
async function projectRoot(directory, configs) {
  return projectRootNow(directory, configs);
}
function projectRootNow(directory, configs) {
  const absolute = resolve5(directory);
  const tree = gitRoot(absolute);
  const config2 = configs.nearestNow(absolute);
  const configDirectory = config2 ? dirname5(resolve5(config2.file)) : null;
  if (configDirectory && (tree === null || isInside(configDirectory, tree))) return configDirectory;
  return tree;
}
function isInside(path, directory) {
  const rel = relative4(directory, path);
  return rel === "" || !leaves(rel);
}
function leaves(rel) {
  return rel.startsWith("..") || isAbsolute(rel);
}
function shownFrom(cwd) {
  const outside = /* @__PURE__ */ new Map();
  return (absolute) => {
    if (absolute.startsWith(cwd) && absolute[cwd.length] === sep7) return absolute.slice(cwd.length + 1);
    const directory = dirname5(absolute);
    let out = outside.get(directory);
    if (out === void 0) {
      out = leaves(relative4(cwd, directory));
      outside.set(directory, out);
    }
    if (out) return absolute;
    const rel = relative4(cwd, absolute);
    return leaves(rel) ? absolute : rel;
  };
}
async function indexProjects(given, options) {
  const cwd = process.cwd();
  const givenFiles = new Set(given.map((f) => absolutePath(f, cwd)));
  const walked = (options.walked ?? []).map((d) => resolve5(d));
  const roots = /* @__PURE__ */ new Set();
  const byDirectory = /* @__PURE__ */ new Map();
  for (const file of givenFiles) {
    const dir = dirname5(file);
    if (!byDirectory.has(dir)) byDirectory.set(dir, projectRootNow(dir, options.roots));
    const root = byDirectory.get(dir);
    if (root && !walked.some((w) => isInside(root, w))) roots.add(root);
  }
  const listings = [...roots].sort().map((root) => {
    const cache = options.cache ? ProjectIndexCache.open(root, options.cache.location) : void 0;
    const known = cache && options.cache?.git ? { listings: cache.listings(options.cache.git) } : {};
    return { root, cache, listing: discover([root], { trackedOnly: true, blobs: true, ...known }) };
  });
  for (const { listing } of listings) listing.catch(() => {
  });
  const ignored = configIgnores(options.configs);
  const shown = shownFrom(process.cwd());
  const seen = /* @__PURE__ */ new Set();
  const audiences = [];
  for (const { cache, listing } of listings) {
    const { files, blobs } = await listing;
    for (const file of files) {
      if (givenFiles.has(file) || seen.has(file)) continue;
      seen.add(file);
      const skip = ignored(file);
      if (skip === true || skip !== false && await skip) continue;
      const path = shown(file);
      const identities = file.endsWith(".pql") ? audienceIdentities(path, "") : cache ? cache.identities(file, () => identitiesOnDisk(file), blobs.get(file)) : identitiesOnDisk(file);
      for (const identity of identities ?? []) audiences.push({ file: path, ...identity });
    }
    cache?.save();
  }
  return audiences;
}
function identitiesOnDisk(file) {
  const text = readIfReadable(file);
  return text === void 0 ? void 0 : audienceIdentities(file, text);
}
function configIgnores(configs) {
  const compiled = /* @__PURE__ */ new Map();
  let lastDirectory = "";
  let lastSource = null;
  const check = (file, source) => {
    if (!source?.config.ignores) return false;
    let matchers = compiled.get(source);
    if (!matchers) {
      matchers = source.config.ignores.map(globMatcher);
      compiled.set(source, matchers);
    }
    const rel = relative4(dirname5(resolve5(source.file)), file).split("\\").join("/");
    return matchers.some((m) => m(rel));
  };
  return (file) => {
    const dir = dirname5(file);
    if (dir === lastDirectory) return check(file, lastSource);
    return configs.nearest(dir).then((source) => {
      lastDirectory = dir;
      lastSource = source;
      return check(file, source);
    });
  };
}
async function draftReferenced(drafts, audiences, draft) {
  if (audiences.length === 0) return { context: [], rest: [] };
  const byAlias = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  const add = (map, key, a) => {
    if (key === void 0) return;
    const list = map.get(key);
    if (list) list.push(a);
    else map.set(key, [a]);
  };
  for (const a of audiences) {
    add(byAlias, a.alias, a);
    add(byId, a.id, a);
  }
  const drafted = /* @__PURE__ */ new Set();
  const context = [];
  const queue = [...drafts];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const audience of next.audiences) {
      for (const ref of audience.refs) {
        if (ref.id === null) continue;
        const targets = ref.id.startsWith(ALIAS_PREFIX) ? byAlias.get(ref.id.slice(ALIAS_PREFIX.length)) : byId.get(ref.id);
        for (const target of targets ?? []) {
          if (drafted.has(target.file)) continue;
          drafted.add(target.file);
          const made = await draft(target.file);
          if (made) {
            context.push(made);
            queue.push(made);
          }
        }
      }
    }
  }
  return { context, rest: drafted.size === 0 ? [...audiences] : audiences.filter((a) => !drafted.has(a.file)) };
}

// src/node/worker-count.ts
var WORKER_THRESHOLD = 1e4;
function defaultWorkerCount(files, cores) {
  if (files < WORKER_THRESHOLD) return 1;
  return Math.max(1, Math.min(cores - 1, 4));
}

// src/node/lint-files.ts
async function lintFiles(paths, options = {}) {
  const files = [];
  const { summary } = await lintRun(paths, options, (file) => files.push(file));
  await Promise.all(files.map(async (f) => needsSource(f, options) ? f.source = await readText(f.file) : void 0));
  return lintResult(files, summary);
}
async function streamLintFiles(paths, options, onFile) {
  return lintRun(paths, options, (file) => {
    if (needsSource(file, options)) file.source = readTextSync(file.file);
    onFile(file);
  });
}
async function lintRun(paths, options, onFile) {
  const drafted = await draftFiles(paths, options);
  if ("replayed" in drafted) return streamResults(drafted.replayed.length, (i) => drafted.replayed[i], onFile);
  const { drafts, project, cached } = drafted;
  const kept = cached?.kept ? { kept: cached.kept } : {};
  const run = streamDrafts(
    drafts,
    () => "",
    { ...draftOptions(options), ...project, ...kept },
    (file, i) => {
      cached?.keep?.(i, file);
      onFile(file);
    }
  );
  cached?.save();
  return run;
}
function needsSource(file, { readSources = "with-findings" }) {
  return readSources === "all" || readSources === "with-findings" && file.diagnostics.length > 0;
}
function draftOptions(options) {
  return {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  };
}
async function draftFiles(paths, options) {
  const explicit = options.config ? await loadConfig(options.config) : void 0;
  const kept = options.cache ? configCache(options.cache.location) : void 0;
  const resolver = new ConfigResolver(explicit, kept);
  const configFor = async (file) => {
    const { resolved } = await resolver.forFile(file);
    return options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  };
  const startedAt = Date.now();
  const discovery = requireMatches(await discover(paths, options.cache ? { blobs: true } : {}));
  const jobs = [];
  for (const file of discovery.files) {
    const config2 = await configFor(file);
    if (config2.ignored) continue;
    jobs.push({ index: jobs.length, file, config: config2 });
  }
  const indexing = options.project === false ? void 0 : indexProjects(
    jobs.map((j) => j.file),
    {
      configs: resolver,
      roots: explicit ? new ConfigResolver(void 0, kept) : resolver,
      walked: discovery.directories,
      ...options.cache ? { cache: options.cache } : {}
    }
  );
  indexing?.catch(() => {
  });
  const cache = await openDraftCache(paths, jobs.length, resolver, startedAt, options);
  if (!cache) {
    const drafts2 = await draftJobs(jobs, options);
    return { drafts: drafts2, project: await projectOf(drafts2) };
  }
  const cwd = process.cwd();
  const absolute = jobs.map((job) => absolutePath(job.file, cwd));
  for (const job of jobs) cache.fresh(absolute[job.index], job.config, discovery.blobs.get(absolute[job.index]));
  const worldWith = (project2) => worldOf(
    { ...project2, remote: options.remote, verdictReasons: options.verdictReasons },
    absolute.map((a) => cache.lightOf(a) ?? "")
  );
  if (cache.unchanged() && cache.storedWorld !== null && (indexing ? await indexing : []).length === 0 && worldWith({}) === cache.storedWorld) {
    const replayed = replay(cache, absolute, jobs);
    if (replayed) {
      options.onProgress?.(jobs.length, jobs.length);
      return { replayed };
    }
  }
  const drafts = await draftCached(jobs, cache, absolute, discovery.blobs, options);
  const project = await projectOf(drafts);
  const world = worldWith(project);
  const stored2 = world === cache.storedWorld ? (i) => cache.result(absolute[i], jobs[i].file) : void 0;
  const keep = cache.beginResults(world) ? (i, result) => cache.keepResult(absolute[i], result) : void 0;
  return { drafts, project, cached: { ...stored2 ? { kept: stored2 } : {}, ...keep ? { keep } : {}, save: () => cache.save() } };
  async function projectOf(drafts2) {
    if (!indexing || drafts2.length === 0) return {};
    return projectContext(drafts2, await indexing, configFor);
  }
}
function replay(cache, absolute, jobs) {
  const results = [];
  for (const job of jobs) {
    const result = cache.result(absolute[job.index], job.file);
    if (!result) return void 0;
    results.push(result);
  }
  return results;
}
async function projectContext(drafts, audiences, configFor) {
  const { context, rest } = await draftReferenced(drafts, audiences, async (file) => {
    const text = readIfReadable(file);
    return text === void 0 ? null : draftFile({ file, text, config: await configFor(file) });
  });
  return { context, project: rest };
}
async function openDraftCache(paths, files, configs, startedAt, { cache }) {
  if (!cache || files < DRAFT_CACHE_MIN_FILES || files > DRAFT_CACHE_MAX_FILES) return void 0;
  const cwd = process.cwd();
  let location = cache.location;
  if (location === void 0) {
    const root = await projectRoot(cwd, configs);
    if (root === null) return void 0;
    location = defaultCacheLocation(root);
  }
  return DraftCache.open({ location, key: [cwd, ...paths.map((p) => resolve6(p)).sort()].join("\0"), startedAt });
}
async function draftCached(jobs, cache, absolute, blobs, options) {
  const drafts = new Array(jobs.length);
  const rest = [];
  const from = [];
  for (const job of jobs) {
    const cached = cache.draft(absolute[job.index], job.file, job.config);
    if (cached) drafts[job.index] = cached;
    else {
      from.push(job.index);
      rest.push({ ...job, index: rest.length });
    }
  }
  const taken = jobs.length - rest.length;
  const stamps = [];
  const made = await draftJobs(
    rest,
    options,
    (done) => options.onProgress?.(taken + done, jobs.length),
    // The four numbers, not the Stats object (with its four Dates) held until the drafting is done.
    (i, { size, mtimeMs, ctimeMs, ino }) => {
      stamps[i] = { size, mtimeMs, ctimeMs, ino };
    }
  );
  made.forEach((draft, i) => {
    drafts[from[i]] = draft;
    const file = absolute[from[i]];
    cache.keep(file, draft, stamps[i], blobs.get(file));
  });
  return drafts;
}
async function draftJobs(jobs, options, onProgress, onStamp) {
  const cores = jobs.length < WORKER_THRESHOLD ? 1 : availableParallelism();
  const workers = options.workers ?? defaultWorkerCount(jobs.length, cores);
  const progress = onProgress ?? (options.onProgress ? (done) => options.onProgress(done, jobs.length) : void 0);
  if (workers > 1) return (await import("./lib-worker-pool-7PWYTELG.js")).draftOnThreads(jobs, workers, progress);
  const drafts = [];
  const stamped = onStamp ? (stamp) => onStamp(drafts.length, stamp) : void 0;
  for (const job of jobs) {
    drafts.push(draftJob(job, stamped));
    if (drafts.length % 256 === 0) progress?.(drafts.length);
  }
  return drafts;
}
export {
  ConfigError,
  ConfigResolver,
  NoAudienceFilesError,
  discover,
  discoverAudienceFiles,
  discoverFiles,
  lintFiles,
  loadConfig,
  streamLintFiles
};

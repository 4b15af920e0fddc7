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
  audienceFilePattern: () => audienceFilePattern,
  discover: () => discover,
  discoverAudienceFiles: () => discoverAudienceFiles,
  gitPaths: () => gitPaths,
  gitRoot: () => gitRoot,
  requireMatches: () => requireMatches,
  untrackedAmong: () => untrackedAmong
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
// src/node/discover.ts
// src/node/work-tree.ts
function gitRoot(directory) {
  for (let dir = directory; ; dir = (0, import_node_path2.dirname)(dir)) {
    if ((0, import_node_fs2.statSync)((0, import_node_path2.join)(dir, ".git"), { throwIfNoEntry: false })) return dir;
    if ((0, import_node_path2.dirname)(dir) === dir) return null;
  }
}
function workTreeFiles(root, directory, endings, { untracked = true, blobs = false } = {}) {
  const under = (0, import_node_path2.relative)(root, directory).split(import_node_path2.sep).join("/");
  const pathspecs = endings ? endings.map((ending) => `:(glob)${under ? `${under.replace(/[*?[\]\\]/g, "\\$&")}/` : ""}**/*${ending}`) : [`:(literal)${under || "."}`];
  const which = untracked ? ["--cached", "--others", "--deleted", "--exclude-standard"] : ["--cached", "--deleted"];
  const vouch = blobs ? ["-s", "--modified"] : [];
  return runGit(root, ["ls-files", "-z", "-t", ...vouch, ...which, "--", ...pathspecs]).then(
    (stdout) => stdout === void 0 ? void 0 : parseListing(root, stdout, blobs)
  );
}
function untrackedAmong(root, files) {
  const { absolute, relative: relative2 } = gitPaths(root);
  const pathspecs = files.map((file) => `:(literal)${relative2(file)}`);
  return runGit(root, ["ls-files", "-z", "--others", "--exclude-standard", "--", ...pathspecs]).then(
    (stdout) => stdout === void 0 ? void 0 : new Set(stdout.split("\0").filter(Boolean).map(absolute))
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
  const blobOf = /* @__PURE__ */ new Map();
  const changed = /* @__PURE__ */ new Set();
  for (const entry of stdout.split("\0")) {
    if (entry.length < 3) continue;
    let path = entry.slice(2);
    if (withBlobs && entry[0] !== "?") {
      const tab = entry.indexOf("	");
      path = entry.slice(tab + 1);
      if (entry[tab - 1] === "0" && entry[0] === "H") blobOf.set(path, entry.slice(9, tab - 2));
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
    const blob = blobOf.get(path);
    if (blob !== void 0 && !changed.has(path)) blobs.set(file, blob);
  }
  return { files, blobs, deleted, sparse };
}
function gitPaths(root) {
  const base = root.endsWith(import_node_path2.sep) ? root : root + import_node_path2.sep;
  return {
    absolute: (path) => base + (import_node_path2.sep === "/" ? path : path.split("/").join(import_node_path2.sep)),
    relative: (file) => {
      const rel = file.slice(base.length);
      return import_node_path2.sep === "/" ? rel : rel.split(import_node_path2.sep).join("/");
    }
  };
}
// src/node/discover.ts
var audienceFilePattern = /(?:\.pql|\.audience\.json|\.audience\.ya?ml)$/;
var audienceFileEndings = [".pql", ".audience.json", ".audience.yaml", ".audience.yml"];
var skippedDirectories = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var NoAudienceFilesError = class extends import_cli_chunk_BPDGXKYC.InputError {
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
  return import_node_path.sep === "/" ? path : path.split(import_node_path.sep).join("/");
}
async function walk(dir, out, accept) {
  let entries;
  try {
    entries = await import_node_fs.promises.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new import_cli_chunk_BPDGXKYC.InputError(`cannot read directory ${dir}: ${e.message}`);
  }
  for (const entry of entries) {
    const path = dir === "." ? entry.name : (0, import_node_path.join)(dir, entry.name);
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
    const absolute = (0, import_node_path.resolve)(dir);
    const root = this.gitignore ? this.rootOf(absolute) : null;
    const listing = root === null ? void 0 : this.known?.recall(root, absolute, endings) ?? await this.askGit(root, absolute, endings);
    const out = [];
    if (listing === void 0) {
      await walk(dir, out, accept);
      return out;
    }
    for (const [file, blob] of listing.blobs) this.blobs.set(file, blob);
    const prefix = absolute.endsWith(import_node_path.sep) ? absolute : absolute + import_node_path.sep;
    const base = dir === "." ? "" : (0, import_node_path.join)(dir, "x").slice(0, -1);
    for (const file of listing.files) {
      if (!file.startsWith(prefix)) continue;
      const rel = file.slice(prefix.length);
      if ((rel.includes("node_modules") || rel.includes(".git")) && rel.split(import_node_path.sep).some((part) => skippedDirectories.has(part))) continue;
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
    if (!this.gitignore || this.trackedOnly || this.rootOf((0, import_node_path.resolve)(dir)) === null) return false;
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
      const pattern = (0, import_cli_chunk_QNT6K3V2.globToRegExp)(toSlash(arg).replace(/^\.\//, ""));
      const matches = (c) => pattern.test(c.replace(/^\.\//, ""));
      const baseExists = (0, import_node_fs.statSync)(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) found.push(...await lister.list(base, matches));
      if (found.length === before) await nothingFrom(arg, baseExists ? base : null, matches);
      continue;
    }
    let info;
    try {
      info = (0, import_node_fs.statSync)(arg);
    } catch (e) {
      throw (0, import_cli_chunk_BPDGXKYC.unreadable)(arg, e);
    }
    if (info.isDirectory()) {
      directories.push(arg);
      found.push(...await lister.list(arg, accept, endings));
      if (found.length === before) await nothingFrom(arg, arg, accept);
    } else if (!info.isFile())
      throw (0, import_cli_chunk_BPDGXKYC.notRegularFile)(arg, info);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  audienceFilePattern,
  discover,
  discoverAudienceFiles,
  gitPaths,
  gitRoot,
  requireMatches,
  untrackedAmong
});
})

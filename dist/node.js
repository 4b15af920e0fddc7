import {
  lintResult,
  streamDrafts,
  streamResults
} from "./lib-chunk-57K3LQ7A.js";
import {
  InputError,
  draftJob,
  notRegularFile,
  readIfReadable,
  readText,
  readTextSync,
  unreadable
} from "./lib-chunk-RFLOHRWP.js";
import {
  crossFileParts,
  draftFile,
  globMatcher,
  globToRegExp,
  resolveConfig
} from "./lib-chunk-XT6OQGEV.js";
import {
  AEP_AUDIENCE_BUDGETS,
  ALIAS_PREFIX,
  MAX_YAML_ALIASES,
  audienceFileKind,
  codesFor,
  described,
  firstAliasOffset,
  loadAudienceFile,
  nonEmpty,
  suggestRule
} from "./lib-chunk-62S23JTJ.js";

// src/node/lint-files.ts
import { availableParallelism } from "node:os";
import { resolve as resolve6 } from "node:path";

// src/node/config-cache.ts
import { writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname3, join as join4 } from "node:path";

// src/node/build-id.ts
var BUILD_ID = true ? "d5ac175389fe89e9" : void 0;

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
import { statSync as statSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join3, sep as sep2 } from "node:path";

// src/node/project-index-listing.ts
import { lstatSync, readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import { resolve } from "node:path";

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
function untrackedAmong(root, files) {
  const { absolute, relative: relative4 } = gitPaths(root);
  const pathspecs = files.map((file) => `:(literal)${relative4(file)}`);
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

// src/node/project-index-listing.ts
var RACY_MS = 2e3;
function listingKey(root, directory, variables) {
  if (variables.GIT_WORK_TREE !== void 0 || variables.GIT_COMMON_DIR !== void 0) return void 0;
  const index = indexFile(root, variables);
  const stats = index === void 0 ? void 0 : statSync2(index, { throwIfNoEntry: false });
  return stats?.isFile() ? `${stats.size} ${stats.mtimeMs} ${stats.ino} ${root} ${directory}` : void 0;
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
function lookAt(file) {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    return e.code === "ENOTDIR" ? null : void 0;
  }
}
function storeListing(root, listing, key, startedAt) {
  if (listing.sparse) return void 0;
  const { relative: relative4 } = gitPaths(root);
  const files = /* @__PURE__ */ new Map();
  for (const file of listing.files) files.set(relative4(file), listing.blobs.get(file) ?? null);
  for (const file of listing.deleted) files.set(relative4(file), false);
  return { key, startedAt, files };
}
function listedOf(record2) {
  if (!Array.isArray(record2) || typeof record2[0] !== "string") return void 0;
  const listed = record2[1];
  return listed === 0 || listed === null || listed === false || typeof listed === "string" ? listed : void 0;
}
function replayListing(root, header, records, key) {
  if (typeof header !== "object" || header === null) return void 0;
  const { key: storedKey2, startedAt, files: count } = header;
  if (storedKey2 !== key || typeof startedAt !== "number" || typeof count !== "number") return void 0;
  const { absolute } = gitPaths(root);
  const trustedBefore = startedAt - RACY_MS;
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  const directoriesSeen = /* @__PURE__ */ new Set();
  const settledDirectories = (rel) => {
    for (let slash = rel.lastIndexOf("/"); slash > 0; slash = rel.lastIndexOf("/", slash - 1)) {
      const directory = rel.slice(0, slash);
      if (directoriesSeen.has(directory)) return true;
      directoriesSeen.add(directory);
      const stats = lstatSync(absolute(directory), { throwIfNoEntry: false });
      if (stats && stats.ctimeMs >= trustedBefore) return false;
    }
    return true;
  };
  for (const record2 of records) {
    const blob = listedOf(record2);
    if (blob === void 0) return void 0;
    if (blob === 0) continue;
    const path = record2[0];
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
var RACY_MS2 = 2e3;
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
   * git's listings of this project, kept between runs while git's index is unchanged
   * (project-index-listing.ts): `variables` are git's environment variables, as the CLI hands them down.
   */
  listings(variables) {
    const keys = /* @__PURE__ */ new Map();
    const keyAt = (root, directory) => {
      const at = `${root}\0${directory}`;
      if (!keys.has(at)) keys.set(at, listingKey(root, directory, variables));
      return keys.get(at);
    };
    return {
      recall: (root, directory) => {
        const key = keyAt(root, directory);
        return key === void 0 ? void 0 : replayListing(root, this.storedListing, this.previous.records, key);
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
    const stats = statSync3(file, { throwIfNoEntry: false });
    const trusted = stats && old?.[2] === stats.size && old[3] === stats.mtimeMs && stats.mtimeMs < this.previousStartedAt - RACY_MS2;
    const kept = trusted ? identitiesOf(old, 4) : void 0;
    if (kept) return this.reuse(file, old, kept);
    const identities = read();
    if (identities === void 0 || !stats) return identities;
    this.keep(file, [stats.size, stats.mtimeMs, stored(identities)]);
    return identities;
  }
  reuse(file, record2, identities) {
    this.reused.set(file, record2);
    return identities;
  }
  keep(file, entry) {
    this.changed = true;
    this.next.set(file, entry);
  }
  /** Writes the cache when this run learned something new or a file left the project; quietly not where it may not. */
  save() {
    if (!this.changed && this.reused.size === this.previous.entries()) return;
    const { relative: relative4 } = gitPaths(this.root);
    const listing = this.learnedListing ?? this.previous.listing(this.storedListing);
    const records = /* @__PURE__ */ new Map();
    for (const [rel, listed] of listing?.files ?? []) records.set(rel, { listed });
    const entries = [...this.next];
    for (const [file, record2] of this.reused) entries.push([file, entryOf(record2)]);
    for (const [file, entry] of entries) {
      const rel = relative4(file);
      const record2 = records.get(rel);
      if (record2) record2.entry = entry;
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
    this.root = root.endsWith(sep2) ? root : root + sep2;
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
    for (const record2 of this.records) if (Array.isArray(record2) && record2.length >= 3 && record2[2] !== null) count++;
    return count;
  }
  /** The kept listing, whole, for a run that writes the cache without asking git; undefined when it is not in its shape. */
  listing(header) {
    if (typeof header !== "object" || header === null) return void 0;
    const { key, startedAt } = header;
    if (typeof key !== "string" || typeof startedAt !== "number") return void 0;
    const files = /* @__PURE__ */ new Map();
    for (const record2 of this.records) {
      const listed = listedOf(record2);
      if (listed === void 0) return void 0;
      if (listed !== 0) files.set(record2[0], listed);
    }
    return { key, startedAt, files };
  }
  index() {
    if (!this.byPath) {
      this.byPath = /* @__PURE__ */ new Map();
      for (const record2 of this.records) if (Array.isArray(record2) && typeof record2[0] === "string") this.byPath.set(record2[0], record2);
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
function blobOf(record2) {
  const key = record2[2];
  if (key === true) return typeof record2[1] === "string" ? record2[1] : void 0;
  return typeof key === "string" ? key : void 0;
}
function identitiesOf(record2, from) {
  if ((record2.length - from) % 4 !== 0) return void 0;
  const identities = [];
  for (let i = from; i < record2.length; i += 4) {
    const kind = record2[i];
    const name = record2[i + 1];
    const id = record2[i + 2];
    const alias = record2[i + 3];
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
function entryOf(record2) {
  const blob = blobOf(record2);
  if (blob !== void 0) return [blob, stored(identitiesOf(record2, 3))];
  return [record2[2], record2[3], stored(identitiesOf(record2, 4))];
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
    set: (path, text, config) => {
      const file = fileOf(path);
      if (file === void 0 || !keptExactly(config)) return;
      const kept = JSON.stringify({ format: FORMAT2, build, path, text, config });
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
import { resolve as resolve2, sep as sep3 } from "node:path";
var notNormal = /(^|\/)\.\.?(\/|$)|\/\/|\/$/;
function absolutePath(path, cwd = process.cwd()) {
  if (sep3 !== "/" || path === "" || notNormal.test(path)) return resolve2(cwd, path);
  if (path.startsWith("/")) return path;
  return cwd === "/" ? `/${path}` : `${cwd}/${path}`;
}

// src/node/config-loader.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { dirname as dirname4, join as join5, relative as relative2, resolve as resolve3, sep as sep4 } from "node:path";
import { isMap, LineCounter, parseDocument } from "yaml";

// src/lint/config-schema.ts
import * as z from "zod/mini";
var built;
function configSchemas() {
  built ??= buildConfigSchemas();
  return built;
}
function buildConfigSchemas() {
  const severitySchema = described(z.enum(["off", "info", "warn", "error"]), {
    description: 'How a rule reports: "off", "info", "warn" or "error"'
  });
  const rulesSchema = described(z.record(z.string(), severitySchema), {
    description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
  });
  const edgeSchema = described(
    z.strictObject({
      windowBoundary: described(z.optional(z.enum(["exclusive", "inclusive"])), {
        description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
      }),
      mergePolicies: described(z.optional(z.array(nonEmpty())), {
        description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
      })
    }),
    { description: "Edge eligibility settings" }
  );
  const budget = (description) => described(z.optional(z.int().check(z.positive())), { description });
  const budgetsSchema = described(
    z.strictObject({
      audiences: budget(`Audiences of every method in one sandbox (default ${AEP_AUDIENCE_BUDGETS.audiences}, AEP's guardrail)`),
      streaming: budget(`Streaming audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.streaming}, AEP's guardrail)`),
      edge: budget(`Edge audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.edge}, AEP's guardrail)`)
    }),
    {
      description: "The sandbox's audience budgets, for an org whose limits differ from AEP's defaults: lint reports a project over one (PQL501), publish refuses a plan that would go over one, quota shows them"
    }
  );
  const overrideSchema = described(
    z.strictObject({
      files: described(z.array(nonEmpty()).check(z.minLength(1)), { description: "Globs, relative to the config file" }),
      rules: z.optional(rulesSchema),
      edge: z.optional(edgeSchema)
    }),
    { description: "Settings for the files that match `files`" }
  );
  const configSchema = described(
    z.strictObject({
      $schema: described(z.optional(z.string()), { description: "The JSON Schema of this file, for editors" }),
      rules: z.optional(rulesSchema),
      overrides: z.optional(z.array(overrideSchema)),
      ignores: described(z.optional(z.array(nonEmpty())), { description: "Globs of files never to lint, relative to the config file" }),
      maxFileSize: described(z.optional(z.int().check(z.positive())), {
        description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
      }),
      edge: z.optional(edgeSchema),
      budgets: z.optional(budgetsSchema),
      xdm: described(
        z.optional(
          z.strictObject({
            schema: described(z.optional(nonEmpty()), {
              description: "An XDM schema as JSON (exported from AEP's Schema Registry), relative to the config file: the language server completes its field paths"
            })
          })
        ),
        { description: "XDM settings" }
      ),
      api: described(
        z.optional(
          z.strictObject({
            credentialsFile: described(z.optional(z.string()), {
              description: "A JSON or YAML file with AEP credentials (keep it out of version control)"
            })
          })
        ),
        { description: "AEP API settings" }
      )
    }),
    { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" }
  );
  return {
    severity: severitySchema,
    rules: rulesSchema,
    edge: edgeSchema,
    budgets: budgetsSchema,
    override: overrideSchema,
    config: configSchema
  };
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
  const config = parseConfig(path, text);
  if (!config) throw new ConfigError(`${path}: has no "pql-audience" key`);
  return { file: path, config };
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
  const parsed = configSchemas().config.safeParse(data, { jitless: true });
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
function ruleTables(config) {
  const tables = [];
  if (config.rules) tables.push([["rules"], config.rules]);
  (config.overrides ?? []).forEach((o, i) => o.rules && tables.push([["overrides", i, "rules"], o.rules]));
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
      if (text !== void 0) return { file: relative2(".", path) || path, config: this.parse(path, text) };
    }
    const pkgPath = join5(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config = this.parse(pkgPath, pkg);
      if (config) return { file: relative2(".", pkgPath) || pkgPath, config };
    }
    const parent = dirname4(dir);
    return parent === dir ? null : this.nearestNow(parent);
  }
  /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
  parse(path, text) {
    const kept = this.kept?.get(path, text);
    if (kept !== void 0) return kept ?? void 0;
    const config = parseConfig(relative2(".", path) || path, text);
    this.kept?.set(path, text, config ?? null);
    return config;
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
    const rel = relative2(base, absolute).split(sep4).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
};

// src/node/discover.ts
import { promises as fsPromises, statSync as statSync4 } from "node:fs";
import { join as join6, resolve as resolve4, sep as sep5 } from "node:path";
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
  return sep5 === "/" ? path : path.split(sep5).join("/");
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
    const prefix = absolute.endsWith(sep5) ? absolute : absolute + sep5;
    const base = dir === "." ? "" : join6(dir, "x").slice(0, -1);
    for (const file of listing.files) {
      if (!file.startsWith(prefix)) continue;
      const rel = file.slice(prefix.length);
      if ((rel.includes("node_modules") || rel.includes(".git")) && rel.split(sep5).some((part) => skippedDirectories.has(part))) continue;
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
      const baseExists = statSync4(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) found.push(...await lister.list(base, matches));
      if (found.length === before) await nothingFrom(arg, baseExists ? base : null, matches);
      continue;
    }
    let info;
    try {
      info = statSync4(arg);
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
import { closeSync, fstatSync, openSync, readdirSync, readSync, rmSync as rmSync2, statSync as statSync5, writeFileSync as writeFileSync4 } from "node:fs";
import { join as join7 } from "node:path";
var FORMAT3 = "pql-audience drafts+results/v8 sections";
var RACY_MS3 = 2e3;
var DRAFT_CACHE_MIN_FILES = 200;
var DRAFT_CACHE_MAX_FILES = 25e3;
var KEPT_FILES = 8;
var DraftCache = class _DraftCache {
  constructor(file, location, build, storedFile, startedAt) {
    this.file = file;
    this.location = location;
    this.build = build;
    this.storedFile = storedFile;
    this.startedAt = startedAt;
    this.stored = storedFile?.stored;
    for (const entry of this.stored?.entries ?? []) this.entries.set(entry.path, entry);
  }
  file;
  location;
  build;
  storedFile;
  startedAt;
  configKeys = /* @__PURE__ */ new Map();
  /** This run's files by absolute path: what save() writes. */
  next = /* @__PURE__ */ new Map();
  /** Lights of files this run drafted but cannot key (gone before their stat): they count for the world all the same. */
  unkeyed = /* @__PURE__ */ new Map();
  /** The stored entries by path. */
  entries = /* @__PURE__ */ new Map();
  changed = false;
  /** The world of the results being written, once beginResults() started writing. */
  writing;
  stored;
  /** The stored drafts' part, once read (null: it did not read back whole, and no stored draft is used). */
  storedDrafts;
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
  take(absolute, file, config, blob) {
    return this.fresh(absolute, config, blob) ? this.draft(absolute, file, config) : void 0;
  }
  /**
   * Whether the cache holds the file as it is now under `config` (as take() says, without
   * decoding its draft). A file it holds is part of this run's cache from here on: draft() gives
   * its draft, result() its result.
   */
  fresh(absolute, config, blob) {
    const stored2 = this.entries.get(absolute);
    if (stored2 !== void 0 && this.stored.configs[stored2.config] === this.configKey(config)) {
      let key;
      if (blob !== void 0) {
        if (stored2.blob === blob) key = blob;
      } else if (stored2.blob === null && stored2.stamp) {
        const stats = statSync5(absolute, { throwIfNoEntry: false });
        if (stats?.isFile() && this.freshStamp(stored2.stamp, stats)) key = stampOf(stats);
      }
      if (key !== void 0) {
        this.next.set(absolute, { key, draft: void 0, light: stored2.light, stored: stored2 });
        return true;
      }
    }
    this.changed = true;
    return false;
  }
  /** The draft of a file fresh() found; undefined for any other, or one that does not decode (then the caller drafts it and hands it to keep()). */
  draft(absolute, file, config) {
    const entry = this.next.get(absolute);
    if (entry?.stored === void 0) return void 0;
    if (!entry.draft) {
      const bytes = this.storedDraft(entry.stored);
      const draft = bytes && decode(bytes, entry.stored.shown, file);
      if (draft && typeof draft === "object" && Array.isArray(draft.audiences) && Array.isArray(draft.diagnostics)) {
        draft.config = config;
        entry.draft = draft;
      }
    }
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
      const stats = statSync5(absolute, { throwIfNoEntry: false });
      if (stats?.isFile()) key = stampOf(stats);
    }
    const light = lightOf(draft);
    if (key === void 0) this.unkeyed.set(absolute, light);
    else this.next.set(absolute, { key, draft, light, stored: void 0 });
  }
  /** The hash of the cross-file parts of a file of this run (taken, fresh or kept), in the run's world. */
  lightOf(absolute) {
    return this.next.get(absolute)?.light ?? this.unkeyed.get(absolute);
  }
  /** The world the stored results were made in, or null when none are stored. */
  get storedWorld() {
    return this.stored?.world ?? null;
  }
  /** Whether this run's files are exactly the stored ones, each fresh: nothing to write unless the world changed. */
  unchanged() {
    return !this.changed && this.next.size === this.entries.size;
  }
  /**
   * The stored result of a file this run found fresh, shown as `file`, when the cache keeps one:
   * valid only in the world the cache names (storedWorld). Undefined when it keeps none or it does
   * not decode.
   */
  result(absolute, file) {
    const entry = this.next.get(absolute);
    const bytes = entry?.stored && this.storedResult(entry.stored);
    if (!entry?.stored || !bytes) return void 0;
    const result = decode(bytes, entry.stored.shown, file);
    if (!result || typeof result !== "object" || !Array.isArray(result.diagnostics) || !Array.isArray(result.audiences)) return void 0;
    if (this.writing && entry.stored.shown === file) entry.storedResult = result;
    return result;
  }
  /**
   * Starts writing the cache of a run whose world is `world`, when it must be written (a file
   * changed, came or went, or the world changed), before phase two lets go of the drafts' local
   * parts: the drafts are serialized now, and keepResult() adds each result. False when nothing is
   * to be written (every stored result stands).
   */
  beginResults(world) {
    if (this.unchanged() && world === this.storedWorld) return false;
    this.serializeDrafts();
    this.writing = { world };
    return true;
  }
  /** A file's result, once finalized (after beginResults). */
  keepResult(absolute, result) {
    const entry = this.next.get(absolute);
    if (!this.writing || !entry) return;
    const stored2 = entry.storedResult === result && entry.stored ? this.storedResult(entry.stored) : void 0;
    entry.resultBytes = stored2 ?? encode(result) ?? null;
    entry.storedResult = void 0;
  }
  /** Writes the cache when this run drafted anything, a file left it, or its results are new; quietly not where it may not. */
  save() {
    if (!this.writing) {
      if (this.unchanged()) return;
      this.serializeDrafts();
      this.writing = { world: null };
    }
    const { world } = this.writing;
    const configs = /* @__PURE__ */ new Map();
    const entries = [];
    const results = new Section();
    const drafts = new Section();
    for (const [path, entry] of this.next) {
      if (!entry.draftBytes || !entry.draft) continue;
      const config = this.configKey(entry.draft.config);
      let index2 = configs.get(config);
      if (index2 === void 0) configs.set(config, index2 = configs.size);
      const { key } = entry;
      entries.push({
        path,
        blob: typeof key === "string" ? key : null,
        stamp: typeof key === "string" ? null : [key.size, key.mtimeMs, key.ctimeMs, key.ino],
        config: index2,
        light: entry.light,
        shown: entry.draft.file,
        draft: drafts.add(entry.draftBytes),
        result: world === null || !entry.resultBytes ? null : results.add(entry.resultBytes)
      });
    }
    const stored2 = { build: this.build, startedAt: this.startedAt, configs: [...configs.keys()], world, entries };
    const index = serialize(stored2);
    const resultBytes = results.bytes();
    const draftBytes = drafts.bytes();
    const head = Buffer.from(
      `${FORMAT3} ${sha256([index, resultBytes])} ${index.length} ${resultBytes.length} ${sha256([draftBytes])}
`,
      "latin1"
    );
    if (writeCache(this.file, (temporary) => writeFileSync4(temporary, Buffer.concat([head, index, resultBytes, draftBytes]))))
      removeOldest(this.location);
  }
  /** Serializes every draft of this run: a draft the cache holds, as stored; the others afresh. */
  serializeDrafts() {
    for (const entry of this.next.values()) {
      if (!entry.draft || entry.draftBytes) continue;
      const stored2 = entry.stored && entry.stored.shown === entry.draft.file ? this.storedDraft(entry.stored) : void 0;
      entry.draftBytes = stored2 ?? encodeDraft(entry.draft);
    }
  }
  /** A stored entry's draft bytes; undefined when the drafts' part did not read back whole. */
  storedDraft(entry) {
    if (this.storedDrafts === void 0) this.storedDrafts = this.storedFile?.drafts() ?? null;
    return this.storedDrafts === null ? void 0 : slice(this.storedDrafts, entry.draft);
  }
  /** A stored entry's result bytes, when it keeps one. */
  storedResult(entry) {
    return entry.result && this.storedFile ? slice(this.storedFile.results, entry.result) : void 0;
  }
  /**
   * Whether the file read under `stamp` still held the blob git vouched for when it listed the
   * files (before this run began): unchanged from two seconds before then until after it was
   * read. Else a file written between git's look and this run's read would cache its new draft
   * under its old blob; it is keyed by its stat instead.
   */
  heldBlob(absolute, stamp) {
    const now = statSync5(absolute, { throwIfNoEntry: false });
    const settled = this.startedAt - RACY_MS3;
    return now !== void 0 && sameStamp(now, stamp) && stamp.mtimeMs < settled && stamp.ctimeMs < settled;
  }
  /** Whether a file keyed by its stat is unchanged, and old enough for its stat to say so. */
  freshStamp([size, mtimeMs, ctimeMs, ino], stats) {
    const stored2 = { size, mtimeMs, ctimeMs, ino };
    return sameStamp(stats, stored2) && stored2.mtimeMs < this.stored.startedAt - RACY_MS3;
  }
  /** A config as text, to compare with the one an entry was drafted under (once per config object). */
  configKey(config) {
    let key = this.configKeys.get(config);
    if (key === void 0) this.configKeys.set(config, key = JSON.stringify(config));
    return key;
  }
};
function lightOf(draft) {
  return hash(JSON.stringify([draft.file, draft.audiences.map(crossFileParts)]));
}
function worldOf({ context = [], project = [], untracked = [], unloaded = [], remote, verdictReasons = true }, lights) {
  const digest = createHash("sha256");
  digest.update(JSON.stringify([verdictReasons, remote ?? null, context, project, untracked, unloaded]));
  for (const light of lights) digest.update(`\0${light}`);
  return digest.digest("base64url");
}
function createHash(algorithm) {
  return process.getBuiltinModule("node:crypto").createHash(algorithm);
}
function serialize(value) {
  return process.getBuiltinModule("node:v8").serialize(value);
}
function hash(text) {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}
function sha256(parts) {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("hex");
}
var Section = class {
  parts = [];
  length = 0;
  add(bytes) {
    this.parts.push(bytes);
    this.length += bytes.length;
    return [this.length - bytes.length, bytes.length];
  }
  bytes() {
    return Buffer.concat(this.parts, this.length);
  }
};
function slice(part, [offset, length]) {
  return part.subarray(offset, offset + length);
}
function encodeDraft(draft) {
  return encode({ ...draft, config: null });
}
function encode(value) {
  try {
    return serialize(value);
  } catch {
    return void 0;
  }
}
function decode(bytes, shown, file) {
  try {
    const value = process.getBuiltinModule("node:v8").deserialize(bytes);
    return shown === file ? value : renamed(value, shown, file);
  } catch {
    return void 0;
  }
}
function renamed(value, from, to) {
  if (value === from) return to;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = renamed(value[i], from, to);
    return value;
  }
  if (typeof value === "object" && value !== null) {
    const record2 = value;
    for (const key of Object.keys(record2)) record2[key] = renamed(record2[key], from, to);
  }
  return value;
}
function sameStamp(a, b) {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}
function stampOf({ size, mtimeMs, ctimeMs, ino }) {
  return { size, mtimeMs, ctimeMs, ino };
}
var HEAD_BYTES = 512;
function readStored2(file, build) {
  return readOpen(file, (fd) => {
    const size = fstatSync(fd).size;
    const start = readAt(fd, 0, Math.min(size, HEAD_BYTES));
    const end = start.indexOf(10);
    const head = start.toString("latin1", 0, Math.max(end, 0)).split(" ");
    const [hash2, indexText, resultsText, draftsHash] = head.slice(-4);
    if (end < 0 || head.slice(0, -4).join(" ") !== FORMAT3) return void 0;
    const indexBytes = Number(indexText);
    const resultsBytes = Number(resultsText);
    const draftsAt = end + 1 + indexBytes + resultsBytes;
    if (!Number.isSafeInteger(indexBytes) || !Number.isSafeInteger(resultsBytes) || indexBytes < 0 || resultsBytes < 0 || draftsAt > size)
      return void 0;
    const body = readAt(fd, end + 1, indexBytes + resultsBytes);
    if (sha256([body]) !== hash2) return void 0;
    const stored2 = process.getBuiltinModule("node:v8").deserialize(body.subarray(0, indexBytes));
    if (!isStored(stored2, build, resultsBytes, size - draftsAt)) return void 0;
    const drafts = () => readDrafts(file, draftsAt, size - draftsAt, draftsHash);
    return { stored: stored2, results: body.subarray(indexBytes), drafts };
  });
}
function readDrafts(file, at, length, hash2) {
  return readOpen(file, (fd) => {
    const bytes = readAt(fd, at, length);
    return sha256([bytes]) === hash2 ? bytes : void 0;
  });
}
function readOpen(file, read) {
  let fd;
  try {
    fd = openSync(file, "r");
    return read(fd);
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function readAt(fd, position, length) {
  const bytes = Buffer.allocUnsafe(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, bytes, read, length - read, position + read);
    if (n === 0) throw new Error("the cache file is shorter than its head says");
    read += n;
  }
  return bytes;
}
function isStored(x, build, resultsBytes, draftsBytes) {
  if (typeof x !== "object" || x === null) return false;
  const { build: storedBuild, startedAt, configs, world, entries } = x;
  if (storedBuild !== build || typeof startedAt !== "number" || !isStrings(configs)) return false;
  if (world !== null && typeof world !== "string") return false;
  return Array.isArray(entries) && entries.every((e) => isEntry(e, configs.length, resultsBytes, draftsBytes));
}
function isEntry(x, configs, resultsBytes, draftsBytes) {
  if (typeof x !== "object" || x === null) return false;
  const { path, blob, stamp, config, light, shown, draft, result } = x;
  const stamped = Array.isArray(stamp) && stamp.length === 4 && stamp.every((n) => typeof n === "number");
  return typeof path === "string" && (typeof blob === "string" ? stamp === null : blob === null && stamped) && Number.isInteger(config) && config >= 0 && config < configs && typeof light === "string" && typeof shown === "string" && isSpan(draft, draftsBytes) && (result === null || isSpan(result, resultsBytes));
}
function isSpan(x, length) {
  if (!Array.isArray(x) || x.length !== 2) return false;
  const [offset, size] = x;
  return Number.isSafeInteger(offset) && Number.isSafeInteger(size) && offset >= 0 && size >= 0 && offset + size <= length;
}
var isStrings = (x) => Array.isArray(x) && x.every((s) => typeof s === "string");
function removeOldest(location) {
  try {
    removeAllBut(location, KEPT_FILES);
  } catch {
  }
}
function removeAllBut(location, kept) {
  const caches = readdirSync(location).filter((name) => name.startsWith("drafts-") && name.endsWith(".bin")).map((name) => ({ path: join7(location, name), mtimeMs: statSync5(join7(location, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 })).sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of caches.slice(kept)) rmSync2(path, { force: true });
}

// src/node/project-index.ts
import { dirname as dirname5, isAbsolute, relative as relative3, resolve as resolve5, sep as sep6 } from "node:path";

// src/audience/identity.ts
function audienceIdentities(file, text) {
  const kind = audienceFileKind(file);
  return loadAudienceFile(file, text).audiences.map(({ definition }) => ({
    kind,
    name: definition.name,
    id: definition["x-pql-audience"]?.id,
    alias: definition["x-pql-audience"]?.alias
  }));
}

// src/node/project-index.ts
async function projectRoot(directory, configs) {
  return projectRootNow(directory, configs);
}
function projectRootNow(directory, configs) {
  const absolute = resolve5(directory);
  const tree = gitRoot(absolute);
  const config = configs.nearestNow(absolute);
  const configDirectory = config ? dirname5(resolve5(config.file)) : null;
  if (configDirectory && (tree === null || isInside(configDirectory, tree))) return configDirectory;
  return tree;
}
function isInside(path, directory) {
  const rel = relative3(directory, path);
  return rel === "" || !leaves(rel);
}
function leaves(rel) {
  return rel.startsWith("..") || isAbsolute(rel);
}
function shownFrom(cwd) {
  const outside = /* @__PURE__ */ new Map();
  return (absolute) => {
    if (absolute.startsWith(cwd) && absolute[cwd.length] === sep6) return absolute.slice(cwd.length + 1);
    const directory = dirname5(absolute);
    let out = outside.get(directory);
    if (out === void 0) {
      out = leaves(relative3(cwd, directory));
      outside.set(directory, out);
    }
    if (out) return absolute;
    const rel = relative3(cwd, absolute);
    return leaves(rel) ? absolute : rel;
  };
}
async function indexProjects(given, options) {
  const { givenFiles, roots } = projectsOf(given, options);
  const listings = [...roots].sort().map((root) => {
    const cache = options.cache ? ProjectIndexCache.open(root, options.cache.location) : void 0;
    const known = cache && options.cache?.git ? { listings: cache.listings(options.cache.git) } : {};
    return { root, cache, listing: discover([root], { trackedOnly: options.staged === true, blobs: true, ...known }) };
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
      if (identities?.length === 0) options.onUnloaded?.(path);
    }
    cache?.save();
  }
  return audiences;
}
function projectsOf(given, options) {
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
  return { givenFiles, roots };
}
async function untrackedDeclaring(given, aliases, options) {
  if (aliases.size === 0) return [];
  const { givenFiles, roots } = projectsOf(given, options);
  const ignored = configIgnores(options.configs);
  const shown = shownFrom(process.cwd());
  const found = [];
  for (const root of [...roots].sort()) {
    const tree = gitRoot(root);
    if (tree === null) continue;
    let onDisk;
    try {
      onDisk = (await discover([root], { gitignore: false })).files;
    } catch (e) {
      if (e instanceof InputError) continue;
      throw e;
    }
    const declaring = /* @__PURE__ */ new Map();
    for (const file of onDisk) {
      if (givenFiles.has(file)) continue;
      const skip = ignored(file);
      if (skip === true || skip !== false && await skip) continue;
      const identities = file.endsWith(".pql") ? audienceIdentities(file, "") : identitiesOnDisk(file) ?? [];
      const declared = identities.filter((identity) => identity.alias !== void 0 && aliases.has(identity.alias));
      if (declared.length > 0) declaring.set(file, declared);
    }
    if (declaring.size === 0) continue;
    const untracked = await untrackedAmong(tree, [...declaring.keys()]);
    for (const [file, identities] of declaring) {
      if (!untracked?.has(file)) continue;
      for (const identity of identities) found.push({ file: shown(file), ...identity });
    }
  }
  return found;
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
    const rel = relative3(dirname5(resolve5(source.file)), file).split("\\").join("/");
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
    const config = await configFor(file);
    if (config.ignored) continue;
    jobs.push({ index: jobs.length, file, config });
  }
  const unloaded = [];
  const given = jobs.map((j) => j.file);
  const projects = { configs: resolver, roots: explicit ? new ConfigResolver(void 0, kept) : resolver, walked: discovery.directories };
  const indexing = options.project === false ? void 0 : indexProjects(given, {
    ...projects,
    ...options.cache ? { cache: options.cache } : {},
    ...options.staged ? { staged: true } : {},
    onUnloaded: (file) => unloaded.push(file)
  });
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
    const project2 = await projectContext(drafts2, await indexing, configFor);
    const untracked = options.staged ? await untrackedDeclaring(given, missingAliases(drafts2, project2), projects) : [];
    return { ...project2, ...untracked.length > 0 ? { untracked } : {}, ...unloaded.length > 0 ? { unloaded: [...unloaded] } : {} };
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
function missingAliases(drafts, project) {
  const declared = /* @__PURE__ */ new Set();
  for (const d of [...drafts, ...project.context ?? []]) for (const a of d.audiences) if (a.alias !== void 0) declared.add(a.alias);
  for (const a of project.project ?? []) if (a.alias !== void 0) declared.add(a.alias);
  const missing = /* @__PURE__ */ new Set();
  for (const d of drafts)
    for (const a of d.audiences)
      for (const ref of a.refs)
        if (ref.id?.startsWith(ALIAS_PREFIX) && !declared.has(ref.id.slice(ALIAS_PREFIX.length)))
          missing.add(ref.id.slice(ALIAS_PREFIX.length));
  return missing;
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
  if (workers > 1) return (await import("./lib-worker-pool-3HC4MQTR.js")).draftOnThreads(jobs, workers, progress);
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

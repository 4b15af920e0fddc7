const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";

// src/cli/startup/launch.ts
var import_node_module = require("node:module");
var import_node_fs3 = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_url = require("node:url");

// src/cli/startup/code-cache.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_vm = require("node:vm");
var CachedBundle = class _CachedBundle {
  constructor(file, exports2, state, script, key) {
    this.file = file;
    this.exports = exports2;
    this.state = state;
    this.script = script;
    this.key = key;
  }
  file;
  exports;
  state;
  script;
  key;
  /**
   * Compiles `file` (the function Node makes of a CommonJS module, wrapper included: the build
   * writes each bundle so) from its cache where V8 takes it, and runs it with `require`.
   */
  static run(file, require2, module2 = { exports: {} }) {
    const key = cacheKey(file);
    let cachedData;
    try {
      const stored = (0, import_node_fs.readFileSync)(cacheFileOf(file));
      const end = stored.indexOf(10);
      if (stored.toString("latin1", 0, end) === key) cachedData = stored.subarray(end + 1);
    } catch {
    }
    const script = new import_node_vm.Script((0, import_node_fs.readFileSync)(file, "utf8"), { filename: file, ...cachedData ? { cachedData } : {} });
    script.runInThisContext()(module2.exports, require2, module2, file, (0, import_node_path.dirname)(file));
    const state = !cachedData ? "missing" : script.cachedDataRejected ? "rejected" : "used";
    return new _CachedBundle(file, module2.exports, state, script, key);
  }
  /**
   * Writes the cache whole (by rename: hooks run in parallel), holding every function the run
   * compiled so far, or not at all where it may not (a read-only installation runs without one).
   */
  writeCache() {
    const cacheFile = cacheFileOf(this.file);
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
      (0, import_node_fs.writeFileSync)(temporary, Buffer.concat([Buffer.from(`${this.key}
`, "latin1"), this.script.createCachedData()]));
      (0, import_node_fs.renameSync)(temporary, cacheFile);
    } catch {
      (0, import_node_fs.rmSync)(temporary, { force: true });
    }
  }
};
function cacheFileOf(bundle) {
  return bundle.replace(/\.cjs$/, ".code-cache");
}
function cacheKey(bundle) {
  const { size, mtimeMs } = (0, import_node_fs.statSync)(bundle);
  return `pql-audience code cache ${process.version} ${process.arch} ${size} ${mtimeMs}`;
}
var CachedChunks = class {
  constructor(directory, nodeRequire) {
    this.directory = directory;
    this.nodeRequire = nodeRequire;
  }
  directory;
  nodeRequire;
  modules = /* @__PURE__ */ new Map();
  loaded = [];
  written = /* @__PURE__ */ new Set();
  /** A chunk (`./NAME.cjs`, as esbuild names them) run from its cache; anything else from Node. */
  require = (id) => {
    if (!id.startsWith("./")) return this.nodeRequire(id);
    const file = (0, import_node_path.join)(this.directory, id);
    let module2 = this.modules.get(file);
    if (!module2) {
      module2 = { exports: {} };
      this.modules.set(file, module2);
      this.loaded.push(CachedBundle.run(file, this.require, module2));
    }
    return module2.exports;
  };
  /** What the run found: "used" when every chunk it loaded ran from its cache. */
  get state() {
    const states = new Set(this.loaded.map((chunk) => chunk.state));
    return states.has("missing") ? "missing" : states.has("rejected") ? "rejected" : "used";
  }
  /** Writes the caches of the chunks loaded since the last call: those not run from one, or all. */
  writeCaches(all) {
    for (const chunk of this.loaded) {
      if (this.written.has(chunk)) continue;
      this.written.add(chunk);
      if (all || chunk.state !== "used") chunk.writeCache();
    }
  }
};

// src/cli/startup/stdio.ts
var import_node_fs2 = require("node:fs");
var DescriptorStream = class {
  constructor(fd, node, writeBytes = import_node_fs2.writeSync) {
    this.fd = fd;
    this.node = node;
    this.writeBytes = writeBytes;
  }
  fd;
  node;
  writeBytes;
  tty;
  /** Writes go to Node's stream from the first one that could not be written directly. */
  viaNode = process.platform === "win32";
  /** The reader went away (`| head`): the rest of the output has nowhere to go. */
  closed = false;
  get isTTY() {
    this.tty ??= isCharacterDevice(this.fd) && Boolean(this.node().isTTY);
    return this.tty;
  }
  get columns() {
    return this.isTTY ? this.node().columns : void 0;
  }
  get settled() {
    return !this.viaNode;
  }
  write(text) {
    if (this.closed || text.length === 0) return;
    if (this.viaNode) {
      this.node().write(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    let done = 0;
    try {
      while (done < bytes.length) done += this.writeBytes(this.fd, bytes, done);
    } catch (e) {
      const code = e.code;
      if (code === "EPIPE") this.closed = true;
      else if (code === "EAGAIN") {
        this.viaNode = true;
        this.node().write(bytes.subarray(done));
      } else throw e;
    }
  }
};
function isCharacterDevice(fd) {
  try {
    return (0, import_node_fs2.fstatSync)(fd).isCharacterDevice();
  } catch {
    return false;
  }
}
var stdout = new DescriptorStream(1, () => process.stdout);
var stderr = new DescriptorStream(2, () => process.stderr);

// src/cli/startup/launch.ts
var exitAtOnce;
async function main(args) {
  const bundle = (0, import_node_url.fileURLToPath)(new URL("./cli.cjs", __pqlImportMetaUrl));
  if (!(0, import_node_fs3.existsSync)(bundle)) {
    const cli2 = await import(CLI_SOURCE);
    return cli2.run(args);
  }
  const chunks = new CachedChunks((0, import_node_path2.dirname)(bundle), (0, import_node_module.createRequire)(bundle));
  const cli = chunks.require("./cli.cjs");
  exitAtOnce = cli.finishedOnReturn;
  const rewrite = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE);
  let warmed = false;
  const writeCaches = async () => {
    if (!warmed && (rewrite || chunks.state !== "used")) {
      warmed = true;
      try {
        await cli.warmForCodeCache();
      } catch {
      }
    }
    chunks.writeCaches(rewrite);
  };
  const code = await cli.run(args, { beforeLongRun: writeCaches });
  if (process.env.PQL_AUDIENCE_REPORT_CODE_CACHE) stderr.write(`pql-audience: code-cache ${chunks.state}
`);
  await writeCaches();
  return code;
}
var CLI_SOURCE = "./cli-entry.js";
if (process.env.PQL_AUDIENCE_REPORT_RSS)
  process.on("exit", () => {
    const usage = process.resourceUsage();
    stderr.write(`pql-audience: peak-rss-kb ${usage.maxRSS} cpu-ms ${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1e3)}
`);
  });
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    if (exitAtOnce?.()) process.exit(code);
  },
  (e) => {
    stderr.write(`pql-audience: ${e instanceof Error ? e.message : String(e)}
`);
    process.exitCode = 2;
  }
);

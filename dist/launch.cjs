const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";

// src/cli/startup/fast-path.ts
var import_node_module = require("node:module");
var import_node_path2 = require("node:path");
var import_node_url = require("node:url");
var import_node_fs4 = require("node:fs");

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
  static run(file, require2) {
    const key = cacheKey(file);
    let cachedData;
    try {
      const stored = (0, import_node_fs.readFileSync)(cacheFileOf(file));
      const end = stored.indexOf(10);
      if (stored.toString("latin1", 0, end) === key) cachedData = stored.subarray(end + 1);
    } catch {
    }
    const script = new import_node_vm.Script((0, import_node_fs.readFileSync)(file, "latin1"), { filename: file, ...cachedData ? { cachedData } : {} });
    const module2 = { exports: {} };
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

// src/cli/startup/v8-tuning.ts
var import_node_fs3 = require("node:fs");
var FEW_FILES = 50;
function isLongRun(paths) {
  return paths.length > FEW_FILES || paths.some((path) => !(0, import_node_fs3.statSync)(path, { throwIfNoEntry: false })?.isFile());
}
function forLongRuns() {
  const { setFlagsFromString } = process.getBuiltinModule("node:v8");
  setFlagsFromString("--heap-growing-percent=20");
  setFlagsFromString("--max-inlined-bytecode-size=100");
}

// src/cli/startup/fast-path.ts
function fastLintArgs(args) {
  const result = { paths: [], format: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("-")) {
      result.paths.push(arg);
      continue;
    }
    if (arg === "--no-cache" && result.cache === void 0) {
      result.cache = false;
      continue;
    }
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, void 0];
    const value = inline ?? args[++i];
    if (value === void 0) return void 0;
    if ((flag === "--format" || flag === "-f") && /^[a-z]+$/.test(value)) result.format.push(value);
    else if (flag === "--workers" && /^[1-9][0-9]?$/.test(value) && result.workers === void 0) result.workers = Number(value);
    else if (flag === "--max-warnings" && /^(?:0|[1-9][0-9]{0,5})$/.test(value) && result["max-warnings"] === void 0)
      result["max-warnings"] = Number(value);
    else return void 0;
  }
  if (result.cache === false && result.paths.some((p) => p === "true" || p === "false")) return void 0;
  return result.paths.length > 0 ? result : void 0;
}
var FMT_WIDTH = 100;
function fastFmtArgs(args) {
  const result = { files: [], check: false, write: false, width: FMT_WIDTH };
  let width;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("-")) {
      if (arg === "true" || arg === "false") return void 0;
      result.files.push(arg);
    } else if (arg === "--check" && !result.check) result.check = true;
    else if (arg === "--write" && !result.write) result.write = true;
    else if ((arg === "--width" || arg.startsWith("--width=")) && width === void 0) {
      width = arg === "--width" ? args[++i] : arg.slice("--width=".length);
      if (width === void 0 || !/^(?:[2-9][0-9]|[1-9][0-9]{2,3})$/.test(width)) return void 0;
      result.width = Number(width);
    } else return void 0;
  }
  return result.files.length > 0 ? result : void 0;
}
function fastLintBundle() {
  const bundle = (0, import_node_url.fileURLToPath)(new URL("./lint-fast.cjs", __pqlImportMetaUrl));
  return (0, import_node_fs4.existsSync)(bundle) ? bundle : void 0;
}
var PART = /^\.\/[a-z-]+\.cjs$/;
async function runFastBundle(bundle, entry, longRun) {
  const report = Boolean(process.env.PQL_AUDIENCE_REPORT_CODE_CACHE);
  const rewrite = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE);
  const nodeRequire = (0, import_node_module.createRequire)(bundle);
  const parts = /* @__PURE__ */ new Map();
  const require2 = (id) => {
    if (!PART.test(id)) return nodeRequire(id);
    let part = parts.get(id);
    if (!part) {
      part = CachedBundle.run((0, import_node_path2.join)((0, import_node_path2.dirname)(bundle), id), nodeRequire);
      if (report) stderr.write(`pql-audience: code-cache ${part.state} ${id.slice(2)}
`);
      parts.set(id, part);
    }
    return part.exports;
  };
  const main2 = CachedBundle.run(bundle, require2);
  if (report) stderr.write(`pql-audience: code-cache ${main2.state}
`);
  const stale = (cached) => rewrite || cached.state !== "used";
  const writeCaches = () => {
    if (stale(main2)) {
      try {
        main2.exports.warmForCodeCache();
      } catch {
      }
      main2.writeCache();
    }
    for (const part of parts.values()) if (stale(part)) part.writeCache();
  };
  if (longRun) {
    writeCaches();
    forLongRuns();
  }
  const code = await entry(main2.exports);
  if (!longRun) writeCaches();
  return code;
}

// src/cli/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/cli/startup/launch.ts
var ranFast = false;
async function main(args) {
  if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
    stdout.write(`${VERSION}
`);
    return 0;
  }
  const bundle = args[0] === "lint" || args[0] === "fmt" ? fastLintBundle() : void 0;
  const lint = bundle && args[0] === "lint" ? fastLintArgs(args.slice(1)) : void 0;
  const fmt = bundle && args[0] === "fmt" ? fastFmtArgs(args.slice(1)) : void 0;
  ranFast = Boolean(bundle && (lint || fmt));
  if (bundle && lint) return runFastBundle(bundle, (b) => b.runFastLint(lint), isLongRun(lint.paths));
  if (bundle && fmt) return runFastBundle(bundle, (b) => b.runFastFmt(fmt), isLongRun(fmt.files));
  forLongRuns();
  const { run } = await import(CLI_PATH);
  return run(args);
}
var CLI_PATH = true ? "./cli.js" : "../app.js";
if (process.env.PQL_AUDIENCE_REPORT_RSS)
  process.on("exit", () => stderr.write(`pql-audience: peak-rss-kb ${process.resourceUsage().maxRSS}
`));
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    if (ranFast && stdout.settled && stderr.settled) process.exit(code);
  },
  (e) => {
    stderr.write(`pql-audience: ${e instanceof Error ? e.message : String(e)}
`);
    process.exitCode = 2;
  }
);

const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";

// src/cli/startup/fast-path.ts
var import_node_fs3 = require("node:fs");
var import_node_module = require("node:module");
var import_node_path = require("node:path");
var import_node_url = require("node:url");
var import_node_vm = require("node:vm");

// src/cli/startup/stdio.ts
var import_node_fs = require("node:fs");
var DescriptorStream = class {
  constructor(fd, node, writeBytes = import_node_fs.writeSync) {
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
    return (0, import_node_fs.fstatSync)(fd).isCharacterDevice();
  } catch {
    return false;
  }
}
var stdout = new DescriptorStream(1, () => process.stdout);
var stderr = new DescriptorStream(2, () => process.stderr);

// src/cli/startup/v8-tuning.ts
var import_node_fs2 = require("node:fs");
var FEW_FILES = 50;
function isLongRun(paths) {
  return paths.length > FEW_FILES || paths.some((path) => !(0, import_node_fs2.statSync)(path, { throwIfNoEntry: false })?.isFile());
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
  return (0, import_node_fs3.existsSync)(bundle) ? bundle : void 0;
}
async function runFastBundle(bundle, entry, longRun) {
  const cacheFile = bundle.replace(/\.cjs$/, ".code-cache");
  const key = cacheKey(bundle);
  let cachedData;
  try {
    const file = (0, import_node_fs3.readFileSync)(cacheFile);
    const end = file.indexOf(10);
    if (file.toString("latin1", 0, end) === key) cachedData = file.subarray(end + 1);
  } catch {
  }
  const source = `(function (exports, require, module, __filename, __dirname) {${(0, import_node_fs3.readFileSync)(bundle, "latin1")}
})`;
  const script = new import_node_vm.Script(source, { filename: bundle, ...cachedData ? { cachedData } : {} });
  if (process.env.PQL_AUDIENCE_REPORT_CODE_CACHE)
    stderr.write(`pql-audience: code-cache ${!cachedData ? "missing" : script.cachedDataRejected ? "rejected" : "used"}
`);
  const write = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE) || !cachedData || script.cachedDataRejected;
  const module2 = { exports: {} };
  script.runInThisContext()(module2.exports, (0, import_node_module.createRequire)(bundle), module2, bundle, (0, import_node_path.dirname)(bundle));
  const writeWarmCache = () => {
    try {
      module2.exports.warmForCodeCache();
    } catch {
    }
    writeCache(cacheFile, key, script);
  };
  if (longRun) {
    if (write) writeWarmCache();
    forLongRuns();
  }
  const code = await entry(module2.exports);
  if (write && !longRun) writeWarmCache();
  return code;
}
function cacheKey(bundle) {
  const { size, mtimeMs } = (0, import_node_fs3.statSync)(bundle);
  return `pql-audience code cache ${process.version} ${process.arch} ${size} ${mtimeMs}`;
}
function writeCache(cacheFile, key, script) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    (0, import_node_fs3.writeFileSync)(temporary, Buffer.concat([Buffer.from(`${key}
`, "latin1"), script.createCachedData()]));
    (0, import_node_fs3.renameSync)(temporary, cacheFile);
  } catch {
    (0, import_node_fs3.rmSync)(temporary, { force: true });
  }
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

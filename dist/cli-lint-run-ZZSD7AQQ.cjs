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
  runLint: () => runLint
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_IIBDCSQ7 = require("./cli-chunk-IIBDCSQ7.cjs");
var import_cli_chunk_QRBTGMNB = require("./cli-chunk-QRBTGMNB.cjs");
var import_cli_chunk_2PHBWWK7 = require("./cli-chunk-2PHBWWK7.cjs");
var import_cli_chunk_73CYN3IS = require("./cli-chunk-73CYN3IS.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_HHGMS3IO = require("./cli-chunk-HHGMS3IO.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_NO5MGZFF = require("./cli-chunk-NO5MGZFF.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_url = require("node:url");
var import_node_fs2 = require("node:fs");
// src/cli/lint-run.ts
// src/node/apply-fixes.ts
async function applyFixes(result) {
  let files = 0;
  let edits = 0;
  for (const file of result.files) {
    const all = file.diagnostics.filter((d) => d.fix && !d.suppressed).flatMap((d) => d.fix.edits);
    if (all.length === 0) continue;
    const width = (e) => e.range.end.offset - e.range.start.offset;
    const chosen = [];
    for (const edit of [...all].sort((a, b) => width(b) - width(a))) {
      const overlaps = chosen.some((c) => edit.range.start.offset < c.range.end.offset && c.range.start.offset < edit.range.end.offset);
      if (!overlaps) chosen.push(edit);
    }
    chosen.sort((a, b) => b.range.start.offset - a.range.start.offset);
    let text = file.source;
    let applied = 0;
    for (const edit of chosen) {
      text = text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
      applied++;
    }
    if (text !== file.source) {
      await import_node_fs2.promises.writeFile(file.file, text);
      files++;
      edits += applied;
    }
  }
  return { files, edits };
}
// src/cli/git-variables.ts
function gitVariables(env = process.env) {
  const { GIT_DIR, GIT_INDEX_FILE, GIT_WORK_TREE, GIT_COMMON_DIR } = env;
  return { GIT_DIR, GIT_INDEX_FILE, GIT_WORK_TREE, GIT_COMMON_DIR };
}
// src/cli/lint-stdin.ts
async function lintStdin(name, options) {
  const { text, invalidUtf8 } = await (0, import_cli_chunk_MZC6GN3B.readStdinSource)();
  const resolver = new import_cli_chunk_LZPKKSC7.ConfigResolver(options.config ? await (0, import_cli_chunk_LZPKKSC7.loadConfig)(options.config) : void 0);
  const { resolved } = await resolver.forFile(name ?? "stdin.pql");
  const config = options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  const drafts = resolved.ignored ? [] : [(0, import_cli_chunk_JQ7D7STG.draftFile)({ file: name ?? "<stdin>", text, invalidUtf8, config })];
  return (0, import_cli_chunk_OS3R4Z3T.lintDrafts)(drafts, () => text, {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  });
}
// src/cli/lint-run.ts
function inGitHook(env = process.env) {
  return Boolean(env.PRE_COMMIT) || Boolean(env.GIT_INDEX_FILE);
}
async function runLint(args, loadRemote) {
  if (args["print-config"] !== void 0) return printConfig(args["print-config"], args.config);
  const stdinName = args["stdin-filename"];
  const fromStdin = stdinName !== void 0 || args.paths.includes("-");
  if (fromStdin) {
    if (args.paths.some((p) => p !== "-"))
      throw new import_cli_chunk_EFID7JQ4.UsageError(
        stdinName !== void 0 ? "--stdin-filename lints standard input; it cannot be combined with paths" : "`-` (standard input) cannot be combined with other paths"
      );
    if (args.fix) throw new import_cli_chunk_EFID7JQ4.UsageError("--fix cannot be used with standard input");
  }
  const paths = args.paths.length > 0 ? args.paths : ["."];
  if (args["max-warnings"] !== void 0 && (!Number.isInteger(args["max-warnings"]) || args["max-warnings"] < 0))
    throw new import_cli_chunk_EFID7JQ4.UsageError("--max-warnings must be a whole number of 0 or more");
  let requests;
  try {
    requests = (0, import_cli_chunk_IIBDCSQ7.resolveFormats)((0, import_cli_chunk_IIBDCSQ7.parseFormats)(args.format), {
      stdoutIsTTY: import_cli_chunk_VFSYOTZ5.stdout.isTTY,
      githubActions: process.env.GITHUB_ACTIONS === "true"
    });
  } catch (e) {
    if (e instanceof import_cli_chunk_IIBDCSQ7.FormatError) throw new import_cli_chunk_EFID7JQ4.UsageError(e.message);
    throw e;
  }
  if (args.workers !== void 0 && (!Number.isInteger(args.workers) || args.workers < 1 || args.workers > 64))
    throw new import_cli_chunk_EFID7JQ4.UsageError("--workers must be a whole number from 1 to 64");
  const progress = import_cli_chunk_VFSYOTZ5.stderr.isTTY ? (done, total) => {
    if (total >= 2e3) import_cli_chunk_VFSYOTZ5.stderr.write(done < total ? `\r\x1B[Klinting ${done}/${total} files` : "\r\x1B[K");
  } : void 0;
  const framed = /* @__PURE__ */ new Set(["stylish", "junit", "sarif"]);
  let remote;
  if (args.remote) {
    if (!loadRemote) throw new Error("lint --remote was started without the API client");
    remote = await loadRemote(Boolean(args.debug));
    if (!remote) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const lintOptions = {
    ...remote ? { remote } : {},
    verdictReasons: requests.some((r) => r.name === "json"),
    readSources: args.fix || requests.some((r) => framed.has(r.name)) ? "with-findings" : "none",
    ...args.config ? { config: args.config } : {},
    ...args.cache !== false ? { cache: { ...args["cache-location"] !== void 0 ? { location: (0, import_node_path.resolve)(args["cache-location"]) } : {}, git: gitVariables() } } : {},
    ...args.workers !== void 0 ? { workers: args.workers } : {},
    ...progress ? { onProgress: progress } : {},
    ...args.staged ?? inGitHook() ? { staged: true } : {}
  };
  const workspace = process.env.GITHUB_WORKSPACE;
  const prefix = workspace ? (0, import_node_path.relative)(workspace, (0, import_node_path.resolve)(".")).split(import_node_path.sep).join("/") : "";
  const options = {
    toolVersion: import_cli_chunk_NO5MGZFF.VERSION,
    informationUri: import_cli_chunk_HHGMS3IO.REPOSITORY_URL,
    ruleDocsUrl: import_cli_chunk_HHGMS3IO.ruleDocsUrl,
    showSuppressed: args["show-suppressed"],
    ...import_cli_chunk_VFSYOTZ5.stdout.columns ? { width: import_cli_chunk_VFSYOTZ5.stdout.columns } : {},
    srcRoot: (0, import_node_url.pathToFileURL)(`${(0, import_node_path.resolve)(workspace ?? ".")}/`).href,
    ...prefix && !prefix.startsWith("..") ? { repoPathPrefix: prefix } : {}
  };
  if (fromStdin) return report(await lintStdin(stdinName, lintOptions), requests, options, args);
  const only = requests.length === 1 ? requests[0] : void 0;
  const streaming = only && only.path === void 0 && !args.fix && !(only.name === "github" && process.env.GITHUB_STEP_SUMMARY) ? (0, import_cli_chunk_IIBDCSQ7.streamingReporter)(only.name, { ...options, color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout) }) : void 0;
  if (streaming) return streamLint(paths, args, lintOptions, streaming);
  let result = await (0, import_cli_chunk_KHOFP2T3.lintFiles)(paths, lintOptions);
  if (args.fix) {
    const fixed = await applyFixes(result);
    if (fixed.edits > 0) {
      import_cli_chunk_VFSYOTZ5.stderr.write(`fixed ${(0, import_cli_chunk_FCDA32LZ.plural)(fixed.edits, "problem")} in ${(0, import_cli_chunk_FCDA32LZ.plural)(fixed.files, "file")}
`);
      result = await (0, import_cli_chunk_KHOFP2T3.lintFiles)(paths, lintOptions);
    }
  }
  return report(result, requests, options, args);
}
async function report(result, requests, options, args) {
  if (args.quiet) result = onlyErrors(result);
  const warningsFail = tooManyWarnings(result.summary, args);
  for (const request of requests) {
    const toFile = request.path !== void 0;
    const text = (0, import_cli_chunk_IIBDCSQ7.render)(result, request.name, { ...options, color: !toFile && (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout), warningsFail });
    if (toFile) {
      await import_node_fs.promises.mkdir((0, import_node_path.dirname)((0, import_node_path.resolve)(request.path)), { recursive: true });
      await import_node_fs.promises.writeFile(request.path, text.endsWith("\n") ? text : `${text}
`);
    } else if (text.length > 0) {
      import_cli_chunk_VFSYOTZ5.stdout.write(text.endsWith("\n") ? text : `${text}
`);
    }
    if (request.name === "github" && process.env.GITHUB_STEP_SUMMARY) {
      await import_node_fs.promises.writeFile(process.env.GITHUB_STEP_SUMMARY, (0, import_cli_chunk_2PHBWWK7.githubSummary)(result, options), { flag: "a" });
    }
  }
  return exitCode(result.summary, args);
}
function exitCode({ errors, warnings }, args) {
  if (errors > 0) return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  if (tooManyWarnings({ warnings }, args)) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${(0, import_cli_chunk_FCDA32LZ.plural)(warnings, "warning")}, more than --max-warnings ${args["max-warnings"]}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function tooManyWarnings({ warnings }, args) {
  return args["max-warnings"] !== void 0 && warnings > args["max-warnings"];
}
async function streamLint(paths, args, lintOptions, reporter) {
  let pending = "";
  const flush = () => {
    import_cli_chunk_VFSYOTZ5.stdout.write(pending);
    pending = "";
  };
  let withErrors = 0;
  const run = await (0, import_cli_chunk_KHOFP2T3.streamLintFiles)(paths, lintOptions, (file) => {
    if (args.quiet) {
      file = errorsOnly(file);
      if (file.diagnostics.some((d) => !d.suppressed)) withErrors++;
    }
    pending += reporter.file(file);
    if (pending.length > 1 << 16) flush();
  });
  const summary = args.quiet ? quietSummary(run.summary) : run.summary;
  pending += reporter.end(args.quiet ? { summary, filesWithProblems: withErrors } : run);
  flush();
  return exitCode(summary, args);
}
function onlyErrors(result) {
  return { ...result, files: result.files.map(errorsOnly), summary: quietSummary(result.summary) };
}
function errorsOnly(file) {
  return { ...file, diagnostics: file.diagnostics.filter((d) => d.severity === "error") };
}
function quietSummary(summary) {
  return { ...summary, warnings: 0, infos: 0 };
}
async function printConfig(file, explicit) {
  const resolver = new import_cli_chunk_LZPKKSC7.ConfigResolver(explicit ? await (0, import_cli_chunk_LZPKKSC7.loadConfig)(explicit) : void 0);
  const { source, resolved } = await resolver.forFile(file);
  const shown = {
    file,
    configFile: source?.file ?? null,
    ...resolved,
    ...source ? {} : { note: "no config file applies; these are the defaults" }
  };
  import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify(shown, null, 2)}
`);
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runLint
});
})

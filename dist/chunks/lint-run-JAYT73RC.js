import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  FormatError,
  githubSummary,
  parseFormats,
  render,
  resolveFormats,
  streamingReporter
} from "./chunk-7P3YZAIK.js";
import "./chunk-VS25HUD2.js";
import "./chunk-5NLPK2UY.js";
import {
  REPOSITORY_URL,
  ruleDocsUrl
} from "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import {
  lintFiles,
  streamLintFiles
} from "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import "./chunk-CL5F5DHU.js";
import {
  lintDrafts
} from "./chunk-XNWNSO6D.js";
import {
  draftFile
} from "./chunk-4WYW5U7E.js";
import {
  VERSION
} from "./chunk-UTXUYSVK.js";
import {
  ConfigResolver,
  loadConfig
} from "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  readStdinSource,
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/lint-run.ts
import { promises as fsPromises2 } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";

// src/node/apply-fixes.ts
import { promises as fsPromises } from "node:fs";
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
      await fsPromises.writeFile(file.file, text);
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
  const { text, invalidUtf8 } = await readStdinSource();
  const resolver = new ConfigResolver(options.config ? await loadConfig(options.config) : void 0);
  const { resolved } = await resolver.forFile(name ?? "stdin.pql");
  const config = options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  const drafts = resolved.ignored ? [] : [draftFile({ file: name ?? "<stdin>", text, invalidUtf8, config })];
  return lintDrafts(drafts, () => text, {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  });
}

// src/cli/lint-run.ts
async function runLint(args, loadRemote) {
  if (args["print-config"] !== void 0) return printConfig(args["print-config"], args.config);
  const stdinName = args["stdin-filename"];
  const fromStdin = stdinName !== void 0 || args.paths.includes("-");
  if (fromStdin) {
    if (args.paths.some((p) => p !== "-"))
      throw new UsageError(
        stdinName !== void 0 ? "--stdin-filename lints standard input; it cannot be combined with paths" : "`-` (standard input) cannot be combined with other paths"
      );
    if (args.fix) throw new UsageError("--fix cannot be used with standard input");
  }
  const paths = args.paths.length > 0 ? args.paths : ["."];
  if (args["max-warnings"] !== void 0 && (!Number.isInteger(args["max-warnings"]) || args["max-warnings"] < 0))
    throw new UsageError("--max-warnings must be a whole number of 0 or more");
  let requests;
  try {
    requests = resolveFormats(parseFormats(args.format), {
      stdoutIsTTY: stdout.isTTY,
      githubActions: process.env.GITHUB_ACTIONS === "true"
    });
  } catch (e) {
    if (e instanceof FormatError) throw new UsageError(e.message);
    throw e;
  }
  if (args.workers !== void 0 && (!Number.isInteger(args.workers) || args.workers < 1 || args.workers > 64))
    throw new UsageError("--workers must be a whole number from 1 to 64");
  const progress = stderr.isTTY ? (done, total) => {
    if (total >= 2e3) stderr.write(done < total ? `\r\x1B[Klinting ${done}/${total} files` : "\r\x1B[K");
  } : void 0;
  const framed = /* @__PURE__ */ new Set(["stylish", "junit", "sarif"]);
  let remote;
  if (args.remote) {
    if (!loadRemote) throw new Error("lint --remote was started without the API client");
    remote = await loadRemote(Boolean(args.debug));
    if (!remote) return ExitCode.Usage;
  }
  const lintOptions = {
    ...remote ? { remote } : {},
    verdictReasons: requests.some((r) => r.name === "json"),
    readSources: args.fix || requests.some((r) => framed.has(r.name)) ? "with-findings" : "none",
    ...args.config ? { config: args.config } : {},
    ...args.cache !== false ? { cache: { ...args["cache-location"] !== void 0 ? { location: resolve(args["cache-location"]) } : {}, git: gitVariables() } } : {},
    ...args.workers !== void 0 ? { workers: args.workers } : {},
    ...progress ? { onProgress: progress } : {}
  };
  const workspace = process.env.GITHUB_WORKSPACE;
  const prefix = workspace ? relative(workspace, resolve(".")).split(sep).join("/") : "";
  const options = {
    toolVersion: VERSION,
    informationUri: REPOSITORY_URL,
    ruleDocsUrl,
    showSuppressed: args["show-suppressed"],
    ...stdout.columns ? { width: stdout.columns } : {},
    srcRoot: pathToFileURL(`${resolve(workspace ?? ".")}/`).href,
    ...prefix && !prefix.startsWith("..") ? { repoPathPrefix: prefix } : {}
  };
  if (fromStdin) return report(await lintStdin(stdinName, lintOptions), requests, options, args);
  const only = requests.length === 1 ? requests[0] : void 0;
  const streaming = only && only.path === void 0 && !args.fix && !(only.name === "github" && process.env.GITHUB_STEP_SUMMARY) ? streamingReporter(only.name, { ...options, color: useColor(stdout) }) : void 0;
  if (streaming) return streamLint(paths, args, lintOptions, streaming);
  let result = await lintFiles(paths, lintOptions);
  if (args.fix) {
    const fixed = await applyFixes(result);
    if (fixed.edits > 0) {
      stderr.write(`fixed ${plural(fixed.edits, "problem")} in ${plural(fixed.files, "file")}
`);
      result = await lintFiles(paths, lintOptions);
    }
  }
  return report(result, requests, options, args);
}
async function report(result, requests, options, args) {
  if (args.quiet) result = onlyErrors(result);
  const warningsFail = tooManyWarnings(result.summary, args);
  for (const request of requests) {
    const toFile = request.path !== void 0;
    const text = render(result, request.name, { ...options, color: !toFile && useColor(stdout), warningsFail });
    if (toFile) {
      await fsPromises2.mkdir(dirname(resolve(request.path)), { recursive: true });
      await fsPromises2.writeFile(request.path, text.endsWith("\n") ? text : `${text}
`);
    } else if (text.length > 0) {
      stdout.write(text.endsWith("\n") ? text : `${text}
`);
    }
    if (request.name === "github" && process.env.GITHUB_STEP_SUMMARY) {
      await fsPromises2.writeFile(process.env.GITHUB_STEP_SUMMARY, githubSummary(result, options), { flag: "a" });
    }
  }
  return exitCode(result.summary, args);
}
function exitCode({ errors, warnings }, args) {
  if (errors > 0) return ExitCode.Problems;
  if (tooManyWarnings({ warnings }, args)) {
    stderr.write(`pql-audience: ${plural(warnings, "warning")}, more than --max-warnings ${args["max-warnings"]}
`);
    return ExitCode.Problems;
  }
  return ExitCode.Ok;
}
function tooManyWarnings({ warnings }, args) {
  return args["max-warnings"] !== void 0 && warnings > args["max-warnings"];
}
async function streamLint(paths, args, lintOptions, reporter) {
  let pending = "";
  const flush = () => {
    stdout.write(pending);
    pending = "";
  };
  let withErrors = 0;
  const run = await streamLintFiles(paths, lintOptions, (file) => {
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
  const resolver = new ConfigResolver(explicit ? await loadConfig(explicit) : void 0);
  const { source, resolved } = await resolver.forFile(file);
  const shown = {
    file,
    configFile: source?.file ?? null,
    ...resolved,
    ...source ? {} : { note: "no config file applies; these are the defaults" }
  };
  stdout.write(`${JSON.stringify(shown, null, 2)}
`);
  return ExitCode.Ok;
}
export {
  runLint
};

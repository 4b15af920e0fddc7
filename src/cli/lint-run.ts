// The work behind `lint`: collect files, lint, render each requested format, decide the exit code.
// node:fs's `promises` loads on first use: only reports written to files need it.
import { promises as fsPromises } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { FileResult, LintResult, LintSummary } from "../lint/lint-result.js";
import type { RemoteOrg } from "../lint/remote.js";
import { ConfigResolver, loadConfig } from "../node/config-loader.js";
import { applyFixes } from "../node/apply-fixes.js";
import { lintFiles, streamLintFiles, type LintFilesOptions } from "../node/lint-files.js";
import {
  FormatError,
  githubSummary,
  parseFormats,
  render,
  resolveFormats,
  streamingReporter,
  type FormatRequest,
  type ReportOptions,
  type StreamingReporter,
} from "../report/index.js";
import { REPOSITORY_URL, ruleDocsUrl } from "../report/rule-docs.js";
import { ExitCode, UsageError } from "./exit.js";
import { gitVariables } from "./git-variables.js";
import { useColor } from "./io.js";
import { lintStdin } from "./lint-stdin.js";
import { stderr, stdout } from "./startup/stdio.js";
import { plural } from "../text/plural.js";
import { VERSION } from "./version.js";

export interface LintArgs {
  paths: string[];
  "stdin-filename"?: string;
  format: string[];
  config?: string;
  "max-warnings"?: number;
  "print-config"?: string;
  "show-suppressed": boolean;
  quiet: boolean;
  fix: boolean;
  workers?: number;
  remote: boolean;
  debug?: boolean;
  /** Keep the project index between runs (default true; `--no-cache`). */
  cache?: boolean;
  /** The directory the project index cache goes in (default: node_modules/.cache/pql-audience/ under the project). */
  "cache-location"?: string;
  /** Answer for the commit being made (default: inside a git hook). */
  staged?: boolean;
}

/** What `--remote` reads of the live org, or undefined once the reason it could not is on stderr (lint-remote.ts). */
export type RemoteLoader = (debug: boolean) => Promise<RemoteOrg | undefined>;

/**
 * Whether the CLI runs inside a git hook: pre-commit sets PRE_COMMIT for its hooks, and git sets
 * GIT_INDEX_FILE for the hooks of `git commit` (lint-staged and husky run there).
 */
function inGitHook(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.PRE_COMMIT) || Boolean(env.GIT_INDEX_FILE);
}

export async function runLint(args: LintArgs, loadRemote?: RemoteLoader): Promise<number> {
  if (args["print-config"] !== undefined) return printConfig(args["print-config"], args.config);
  const stdinName = args["stdin-filename"];
  const fromStdin = stdinName !== undefined || args.paths.includes("-");
  if (fromStdin) {
    if (args.paths.some((p) => p !== "-"))
      throw new UsageError(
        stdinName !== undefined
          ? "--stdin-filename lints standard input; it cannot be combined with paths"
          : "`-` (standard input) cannot be combined with other paths",
      );
    if (args.fix) throw new UsageError("--fix cannot be used with standard input");
  }
  // No path: the current directory (not standard input: that is `-`).
  const paths = args.paths.length > 0 ? args.paths : ["."];
  if (args["max-warnings"] !== undefined && (!Number.isInteger(args["max-warnings"]) || args["max-warnings"] < 0))
    throw new UsageError("--max-warnings must be a whole number of 0 or more");
  let requests;
  try {
    requests = resolveFormats(parseFormats(args.format), {
      stdoutIsTTY: stdout.isTTY,
      githubActions: process.env.GITHUB_ACTIONS === "true",
    });
  } catch (e) {
    if (e instanceof FormatError) throw new UsageError(e.message);
    throw e;
  }
  if (args.workers !== undefined && (!Number.isInteger(args.workers) || args.workers < 1 || args.workers > 64))
    throw new UsageError("--workers must be a whole number from 1 to 64");
  // Progress on a terminal for long runs; nothing when piped.
  const progress = stderr.isTTY
    ? (done: number, total: number) => {
        if (total >= 2000) stderr.write(done < total ? `\r\x1b[Klinting ${done}/${total} files` : "\r\x1b[K");
      }
    : undefined;
  const framed = new Set(["stylish", "junit", "sarif"]);
  let remote;
  if (args.remote) {
    // The API client comes from the caller (commands/lint.ts): the pre-commit bundle, which never
    // passes --remote, then holds none of it (nor the zod schemas of the API's answers).
    if (!loadRemote) throw new Error("lint --remote was started without the API client");
    remote = await loadRemote(Boolean(args.debug));
    if (!remote) return ExitCode.Usage;
  }
  const lintOptions = {
    ...(remote ? { remote } : {}),
    verdictReasons: requests.some((r) => r.name === "json"),
    readSources: args.fix || requests.some((r) => framed.has(r.name)) ? ("with-findings" as const) : ("none" as const),
    ...(args.config ? { config: args.config } : {}),
    ...(args.cache !== false
      ? { cache: { ...(args["cache-location"] !== undefined ? { location: resolve(args["cache-location"]) } : {}), git: gitVariables() } }
      : {}),
    ...(args.workers !== undefined ? { workers: args.workers } : {}),
    ...(progress ? { onProgress: progress } : {}),
    ...((args.staged ?? inGitHook()) ? { staged: true } : {}),
  };
  // In GitHub Actions, paths in annotations and SARIF are read from the repository root.
  const workspace = process.env.GITHUB_WORKSPACE;
  const prefix = workspace ? relative(workspace, resolve(".")).split(sep).join("/") : "";
  const options = {
    toolVersion: VERSION,
    informationUri: REPOSITORY_URL,
    ruleDocsUrl,
    showSuppressed: args["show-suppressed"],
    ...(stdout.columns ? { width: stdout.columns } : {}),
    srcRoot: pathToFileURL(`${resolve(workspace ?? ".")}/`).href,
    ...(prefix && !prefix.startsWith("..") ? { repoPathPrefix: prefix } : {}),
  };
  if (fromStdin) return report(await lintStdin(stdinName, lintOptions), requests, options, args);
  // One line-based report to stdout is written file by file: memory stays flat on any run.
  const only = requests.length === 1 ? requests[0]! : undefined;
  const streaming =
    only && only.path === undefined && !args.fix && !(only.name === "github" && process.env.GITHUB_STEP_SUMMARY)
      ? streamingReporter(only.name, { ...options, color: useColor(stdout) })
      : undefined;
  if (streaming) return streamLint(paths, args, lintOptions, streaming);
  let result = await lintFiles(paths, lintOptions);
  if (args.fix) {
    const fixed = await applyFixes(result);
    if (fixed.edits > 0) {
      stderr.write(`fixed ${plural(fixed.edits, "problem")} in ${plural(fixed.files, "file")}\n`);
      result = await lintFiles(paths, lintOptions);
    }
  }
  return report(result, requests, options, args);
}

/** Renders each requested format where it goes, and decides the exit code. */
async function report(result: LintResult, requests: FormatRequest[], options: ReportOptions, args: LintArgs): Promise<number> {
  if (args.quiet) result = onlyErrors(result);
  // JUnit's failures are what the exit code counts: warnings too once they exceed --max-warnings.
  const warningsFail = tooManyWarnings(result.summary, args);
  for (const request of requests) {
    const toFile = request.path !== undefined;
    const text = render(result, request.name, { ...options, color: !toFile && useColor(stdout), warningsFail });
    if (toFile) {
      await fsPromises.mkdir(dirname(resolve(request.path!)), { recursive: true });
      await fsPromises.writeFile(request.path!, text.endsWith("\n") ? text : `${text}\n`);
    } else if (text.length > 0) {
      stdout.write(text.endsWith("\n") ? text : `${text}\n`);
    }
    if (request.name === "github" && process.env.GITHUB_STEP_SUMMARY) {
      await fsPromises.writeFile(process.env.GITHUB_STEP_SUMMARY, githubSummary(result, options), { flag: "a" });
    }
  }
  return exitCode(result.summary, args);
}

function exitCode({ errors, warnings }: LintSummary, args: LintArgs): number {
  if (errors > 0) return ExitCode.Problems;
  if (tooManyWarnings({ warnings }, args)) {
    stderr.write(`pql-audience: ${plural(warnings, "warning")}, more than --max-warnings ${args["max-warnings"]}\n`);
    return ExitCode.Problems;
  }
  return ExitCode.Ok;
}

function tooManyWarnings({ warnings }: Pick<LintSummary, "warnings">, args: LintArgs): boolean {
  return args["max-warnings"] !== undefined && warnings > args["max-warnings"];
}

async function streamLint(paths: string[], args: LintArgs, lintOptions: LintFilesOptions, reporter: StreamingReporter): Promise<number> {
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

/** `--quiet`: errors only, in the files and in the counts. */
function onlyErrors(result: LintResult): LintResult {
  return { ...result, files: result.files.map(errorsOnly), summary: quietSummary(result.summary) };
}

function errorsOnly(file: FileResult): FileResult {
  return { ...file, diagnostics: file.diagnostics.filter((d) => d.severity === "error") };
}

function quietSummary(summary: LintSummary): LintSummary {
  return { ...summary, warnings: 0, infos: 0 };
}

async function printConfig(file: string, explicit: string | undefined): Promise<number> {
  const resolver = new ConfigResolver(explicit ? await loadConfig(explicit) : undefined);
  const { source, resolved } = await resolver.forFile(file);
  const shown = {
    file,
    configFile: source?.file ?? null,
    ...resolved,
    ...(source ? {} : { note: "no config file applies; these are the defaults" }),
  };
  stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
  return ExitCode.Ok;
}

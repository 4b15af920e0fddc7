// The report layer's front door: the reporters by name, the `--format name[:path]` parser and
// the default-format decision. Pure: the CLI passes in what it knows about the terminal and the
// environment, then writes each rendered report where its request says.
import type { LintResult } from "../lint/lint-result.js";
import { closest } from "../text/did-you-mean.js";
import { concise } from "./concise.js";
import { FORMAT_NAMES, type FormatName } from "./format-names.js";
import { github } from "./github.js";
import { json } from "./json.js";
import { junit } from "./junit.js";
import type { Reporter, ReportOptions } from "./reporter.js";
import { sarif } from "./sarif.js";
import { stylish } from "./stylish.js";

export type { Reporter, ReportOptions } from "./reporter.js";
export { githubSummary } from "./github-summary.js";
export { toJsonReport, JSON_REPORT_VERSION, type JsonReport } from "./json.js";
export { toSarif } from "./sarif.js";
export { streamingReporter, type StreamingReporter } from "./streaming.js";

export { FORMAT_NAMES, type FormatName };

export const reporters: Record<FormatName, Reporter> = { stylish, concise, json, sarif, github, junit };

/** One `--format` value: a reporter, and a file to write (standard output when absent). */
export interface FormatRequest {
  name: FormatName;
  path?: string;
}

/** A `--format` value the CLI should reject with exit code 2; `message` is ready to print. */
export class FormatError extends Error {
  override readonly name = "FormatError";
}

const VALID = FORMAT_NAMES.join(", ");

export function isFormatName(name: string): name is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(name);
}

/** `json`, `sarif:reports/pql.sarif`, `json:-` (standard output). Splits at the first `:` so `sarif:C:\x` works. */
export function parseFormat(value: string): FormatRequest {
  const colon = value.indexOf(":");
  const name = (colon < 0 ? value : value.slice(0, colon)).trim();
  const path = colon < 0 ? undefined : value.slice(colon + 1);
  if (name === "") throw new FormatError(`--format needs a format name before the path; use one of: ${VALID}`);
  if (!isFormatName(name)) {
    const guess = closestFormat(name);
    throw new FormatError(`unknown format "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}; use one of: ${VALID}`);
  }
  if (path === undefined || path === "-") return { name };
  if (path.trim() === "")
    throw new FormatError(`--format ${name}: the path after ":" is empty (write "${name}" alone for standard output)`);
  return { name, path };
}

/** All `--format` values, in order; two reports cannot go to the same file, nor one format twice to stdout. */
export function parseFormats(values: readonly string[]): FormatRequest[] {
  const requests = values.map(parseFormat);
  const byTarget = new Map<string, FormatName>();
  for (const r of requests) {
    const target = r.path ?? "-";
    const earlier = byTarget.get(target);
    if (r.path !== undefined && earlier !== undefined)
      throw new FormatError(`--format ${earlier} and --format ${r.name} both write to ${r.path}; give each its own file`);
    if (r.path === undefined && requests.some((o) => o !== r && o.path === undefined && o.name === r.name))
      throw new FormatError(`--format ${r.name} is given twice for standard output`);
    byTarget.set(target, r.name);
  }
  return requests;
}

/** What the CLI knows about where it runs (it reads the TTY and env; this only decides). */
export interface FormatContext {
  /** Standard output is a terminal. */
  stdoutIsTTY: boolean;
  /** `GITHUB_ACTIONS === "true"`. */
  githubActions: boolean;
}

/**
 * The formats to render: the requested ones as given; with none, `stylish` on a terminal or
 * `concise` when piped, plus `github` annotations when running in GitHub Actions.
 */
export function resolveFormats(requested: readonly FormatRequest[], context: FormatContext): FormatRequest[] {
  if (requested.length > 0) return [...requested];
  const defaults: FormatRequest[] = [{ name: context.stdoutIsTTY ? "stylish" : "concise" }];
  if (context.githubActions) defaults.push({ name: "github" });
  return defaults;
}

/** Renders one format. */
export function render(result: LintResult, name: FormatName, options: ReportOptions): string {
  return reporters[name](result, options);
}

/** A near miss: same letters in another case, or one or two edits away. */
function closestFormat(name: string): FormatName | undefined {
  return closest(name, FORMAT_NAMES, 2) as FormatName | undefined;
}

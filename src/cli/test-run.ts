// The work behind `test`: find the audience files and their cases, evaluate each case, report.
// Exit 0 when every case passes, 1 when one fails or a file has errors (lint's exit code for
// errors; the cases of such a file are errored, not run), 2 for usage mistakes (no case found
// among the paths included: a test run that checks nothing is not a pass).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AudienceFile } from "../audience/load.js";
import type { TestCase } from "../audience/schema.js";
import { loadTestCases } from "../audience/test-cases.js";
import { discoverAudienceFiles } from "../node/discover.js";
import { readText } from "../node/errors.js";
import type { FileResult } from "../lint/lint-result.js";
import { lintFiles } from "../node/lint-files.js";
import { ruleDocsUrl } from "../report/rule-docs.js";
import { testJson, testJunit, testText, type CaseResult, type FileProblem, type TestRun } from "../report/test-report.js";
import { evaluateAudiences, type RunnableAudience } from "../run/evaluate-audiences.js";
import { traceOutline } from "../run/trace-outline.js";
import { eventsOf } from "../run/audience-file.js";
import { plural } from "../text/plural.js";
import { ExitCode, UsageError } from "./exit.js";
import { useColor } from "./io.js";
import { runnableFile } from "./runnable-file.js";
import { referencedElsewhere } from "./project-audiences.js";
import { readJsonFile } from "./read-json.js";
import { VERSION } from "./version.js";
import { budgetOf } from "./max-steps.js";
import type { Span } from "../syntax/ast.js";
import { stdout } from "./startup/stdio.js";
import { readInstant } from "../text/instant.js";

export interface TestArgs {
  paths: string[];
  maxSteps?: number | undefined;
  format: "text" | "json" | "junit";
}

interface Suite {
  file: string;
  audiences: RunnableAudience[];
  pql: string[];
  /** For each of `audiences`: its PQL spans as positions in the file. */
  mapSpan: ((span: Span) => Span)[];
  /** Cases by the index of their audience in `audiences`. */
  cases: { audience: number; test: TestCase }[];
}

export async function runTests(args: TestArgs): Promise<number> {
  const started = performance.now();
  const budget = budgetOf(args.maxSteps);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const files = await discoverAudienceFiles(paths);
  // What `lint PATHS` says of each file (its config, its project): a case of a file with errors
  // that leave its meaning unknown is errored, never run as if the file were fine.
  const linted = new Map(files.length > 0 ? (await lintFiles(paths)).files.map((f) => [f.file, f]) : []);
  const problems: FileProblem[] = [];
  const suites: Suite[] = [];
  const cases: CaseResult[] = [];
  for (const file of files) {
    const suite = await loadSuite(file, linted.get(file), problems, cases);
    if (suite && suite.cases.length > 0) suites.push(suite);
  }
  if (suites.length === 0 && problems.length === 0) {
    throw new UsageError(
      `no test cases in ${plural(files.length, "audience file")}; add them under x-pql-audience.tests, or in NAME.pql.test.yaml next to a .pql file`,
    );
  }
  for (const suite of suites) {
    const others = await referencedElsewhere(suite.file, suite.audiences);
    const audiences = [...suite.audiences, ...others];
    for (const { audience, test } of suite.cases) {
      const data = await caseData(suite.file, test, problems);
      if (!data) continue;
      const start = performance.now();
      // The case's audience first, so its result is the first one.
      const ordered = [audiences[audience]!, ...audiences.filter((_, i) => i !== audience)];
      const [result] = evaluateAudiences(ordered, { ...data, budget });
      const at = result!.status === "budget-exceeded" ? suite.mapSpan[audience]!(result!.budget.span).start : undefined;
      cases.push({
        file: suite.file,
        audience: suite.audiences[audience]!.name,
        name: test.name,
        expected: test.expect,
        qualifies: result!.qualifies === true,
        error: result!.status === "budget-exceeded" ? `budget exceeded at ${at!.line}:${at!.column}: ${result!.budget.message}` : undefined,
        ms: performance.now() - start,
        trace: traceOutline(result!.trace.nodes, suite.pql[audience]!),
        problems: result!.trace.problems.map((p) => p.message),
      });
    }
  }
  // File by file, as found (the errored cases were listed while loading, before any case ran).
  const order = new Map(files.map((f, i) => [f, i]));
  cases.sort((a, b) => order.get(a.file)! - order.get(b.file)!);
  const run: TestRun = { cases, problems, files: files.length, ms: performance.now() - started };
  if (args.format === "json") stdout.write(testJson(run, { ruleDocsUrl }));
  else if (args.format === "junit") stdout.write(testJunit(run, VERSION));
  else stdout.write(testText(run, { color: useColor(stdout) }));
  return problems.length > 0 || cases.some((c) => c.error !== undefined || c.expected !== c.qualifies) ? ExitCode.Problems : ExitCode.Ok;
}

/**
 * A file's audiences and their cases. Its problems (lint's errors that leave its meaning unknown,
 * malformed cases) go to `problems`, and then each case it holds goes to `errored`, not run.
 */
async function loadSuite(
  file: string,
  linted: FileResult | undefined,
  problems: FileProblem[],
  errored: CaseResult[],
): Promise<Suite | null> {
  const { loaded, parsed, blockers: diagnostics, messages } = runnableFile(file, await readText(file), linted);
  const suite: Suite = {
    file,
    audiences: parsed.audiences,
    pql: parsed.loaded.map((a) => a.pql),
    mapSpan: parsed.loaded.map((a) => a.mapSpan),
    cases: [],
  };
  parsed.loaded.forEach((audience, index) => {
    for (const test of audience.definition["x-pql-audience"]?.tests ?? []) suite.cases.push({ audience: index, test });
  });
  if (loaded.kind === "pql" && loaded.audiences.length > 0) {
    for (const test of await pqlCases(file, messages)) suite.cases.push({ audience: 0, test });
  }
  if (messages.length > 0) {
    problems.push({ file, messages, ...(diagnostics.length > 0 ? { diagnostics } : {}) });
    // Every case the file holds, also those of audiences that do not parse: reported, never passed.
    const named = loaded.kind === "pql" ? suite.cases.map(({ test }) => ({ audience: file, test })) : allCases(loaded);
    for (const { audience, test } of named)
      errored.push({
        file,
        audience,
        name: test.name,
        expected: test.expect,
        qualifies: null,
        errored: true,
        ms: 0,
        trace: [],
        problems: [],
      });
    return null;
  }
  return suite;
}

/** The cases of every audience an audience file holds, by the audience's name (whether its PQL parses or not). */
function allCases(loaded: AudienceFile): { audience: string; test: TestCase }[] {
  return loaded.audiences.flatMap((a) =>
    (a.definition["x-pql-audience"]?.tests ?? []).map((test) => ({ audience: a.definition.name, test })),
  );
}

/** The cases of a `.pql` file, from `NAME.pql.test.yaml` next to it (none when there is no such file). */
async function pqlCases(file: string, messages: string[]): Promise<TestCase[]> {
  const casesFile = `${file}.test.yaml`;
  if (!existsSync(casesFile)) return [];
  const { cases, problems } = loadTestCases(await readText(casesFile));
  // Each problem as the loader words it, at its line and column, with what to do.
  for (const { message, range, hints } of problems.slice(0, 5))
    messages.push(`${casesFile}:${range.start.line}:${range.start.column}: ${[message, ...hints].join("; ")}`);
  return cases;
}

/** A case's profile, events and instant; a profile or events file that does not read is a problem of the audience file. */
async function caseData(
  file: string,
  test: TestCase,
  problems: FileProblem[],
): Promise<{ profile: unknown; events: unknown[]; now: number } | null> {
  const messages: string[] = [];
  const profile = await inlineOrFile(file, test.profile, {}, messages, "profile");
  const eventsValue = await inlineOrFile(file, test.events, [], messages, "events");
  const events = eventsValue === undefined ? undefined : eventsOf(eventsValue);
  if (events === undefined && messages.length === 0)
    messages.push(`${file}: case "${test.name}": the events must be a JSON array, or an object with an \`events\` array`);
  if (!events || messages.length > 0) {
    problems.push({ file, messages });
    return null;
  }
  // The schema took only an instant that exists (src/text/instant.ts), read here the same way.
  const now = readInstant(test.now);
  if (!now.ok) {
    problems.push({ file, messages: [`${file}: case "${test.name}": now ${JSON.stringify(test.now)} is not ${now.why}`] });
    return null;
  }
  return { profile, events, now: now.ms };
}

async function inlineOrFile(file: string, value: unknown, fallback: unknown, messages: string[], what: string): Promise<unknown> {
  if (value === undefined) return fallback;
  if (typeof value !== "string") return value;
  const path = join(dirname(file), value);
  try {
    const read = await readJsonFile(path);
    if (read.ok) return read.value;
    messages.push(`${file}: the ${what} file ${path}:${read.line}:${read.column}: ${read.message}`);
  } catch (e) {
    messages.push(`${file}: the ${what} file ${path}: ${(e as Error).message}`);
  }
  return undefined;
}

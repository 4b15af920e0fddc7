import { discoverAudienceFiles } from "../node/discover.js";
import { readText } from "../node/errors.js";
import { DataError } from "../node/estimate/data-error.js";
import { importDuckDB } from "../node/estimate/duckdb.js";
import { estimateAudiences, type EstimateAudience } from "../node/estimate/estimate-audiences.js";
import { estimateJson, estimateText, percent, type EstimateRun } from "../node/estimate/estimate-report.js";
import { eventFieldsRead } from "../node/estimate/event-fields.js";
import { profileFieldsRead, profileScalarsRead } from "../node/estimate/profile-fields.js";
import { beginLoad } from "../node/estimate/load-data.js";
import type { LoadedData } from "../node/estimate/loaded-data.js";
import { lintFiles } from "../node/lint-files.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { jsonDiagnostic } from "../report/json.js";
import { ruleDocsUrl } from "../report/rule-docs.js";
import { diagnosticFrames } from "../report/stylish.js";
import { referenceKeys } from "../run/evaluate-audiences.js";
import { compileAudience } from "../sql/index.js";
import { overlaps } from "../diff/overlap.js";
import { overlapText } from "../report/overlap-text.js";
import { plural } from "../text/plural.js";
import { visibleControls } from "../text/visible-controls.js";
import { ExitCode, UsageError } from "./exit.js";
import { interruptible } from "./interruptible.js";
import { nowOption } from "./now-option.js";
import { useColor } from "./io.js";
import { runnableFile } from "./runnable-file.js";
import { budgetOf } from "./max-steps.js";
import { referencedElsewhere } from "./project-audiences.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface EstimateArgs {
  paths: string[];
  data: string;
  now?: string | undefined;
  sample: number;
  maxSteps?: number | undefined;
  memoryLimit?: string | undefined;
  format: "text" | "json";
  /** For every pair of the audiences shown, the profiles in both. */
  overlap?: boolean | undefined;
}

export function runEstimate(args: EstimateArgs): Promise<number> {
  return interruptible(() => estimate(args));
}

async function estimate(args: EstimateArgs): Promise<number> {
  const started = performance.now();
  const now = nowOption(args.now);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true,
    });
  if (args.memoryLimit !== undefined && !/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(args.memoryLimit))
    throw new UsageError(`--memory-limit ${JSON.stringify(args.memoryLimit)} is not a size (e.g. 3GB, 512MB)`);
  const budget = budgetOf(args.maxSteps);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  // Without the engine nothing can be counted: its install line first, before any finding of lint.
  await importDuckDB();
  // The engine starts, and searches the data files' text, while lint reads the audiences (which say what to load).
  const loading = beginLoad(args.data, args.memoryLimit !== undefined ? { memoryLimit: args.memoryLimit } : {});
  const { audiences, refused } = await audiencesOf(paths).catch(async (e: unknown) => {
    await loading.discard();
    throw e;
  });
  for (const r of refused) stderr.write(`${r.colored.join("\n")}\n${r.file}: not estimated: the file has errors\n`);
  if (audiences.length === 0) {
    await loading.discard();
    if (refused.length === 0) stderr.write(`${paths.join(" ")}: no audience to estimate\n`);
    // JSON readers still get the refusals, in lint's JSON shape.
    if (args.format === "json") stdout.write(`${JSON.stringify({ audiences: [], refused: refused.map(jsonRefusal) }, null, 2)}\n`);
    return ExitCode.Problems;
  }
  // Progress on a terminal, one line rewritten in place; nothing when piped.
  const progress = stderr.isTTY ? (message: string) => stderr.write(`\r\x1b[K${message}`) : undefined;
  let data: LoadedData;
  try {
    data = await loading.load({
      // Only what the audiences read of each event is kept (their compiled queries say what).
      eventFields: eventFieldsRead(audiences, compileAudience, { now }),
      profileFields: profileFieldsRead(audiences, compileAudience, { now }),
      // The paths they read as strings, numbers or booleans, each computed once into a column.
      profileScalars: profileScalarsRead(audiences, compileAudience, { now }),
      ...(progress ? { onProgress: progress } : {}),
    });
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    if (progress) stderr.write("\r\x1b[K");
    stderr.write(`${e.message}\nnot estimated: the data has problems\n`);
    return ExitCode.Problems;
  }
  try {
    const members: ReadonlySet<number>[] = [];
    const estimates = await estimateAudiences(data, audiences, {
      now,
      sample: args.sample,
      compile: compileAudience,
      budget,
      ...(progress ? { onProgress: progress } : {}),
      ...(args.overlap ? { onMembers: (i: number, m: ReadonlySet<number>) => void (members[i] = m) } : {}),
    });
    const shown = audiences.flatMap((a, i) => (a.shown ? [{ file: a.file, name: a.name, members: members[i]! }] : []));
    if (progress) stderr.write("\r\x1b[K");
    const run: EstimateRun = {
      data: { dir: args.data, ...data.counts },
      now: new Date(now).toISOString(),
      audiences: estimates,
      refused: refused.map(jsonRefusal),
      ms: performance.now() - started,
      ...(args.overlap ? { overlap: overlaps(shown) } : {}),
    };
    stdout.write(args.format === "json" ? estimateJson(run) : estimateText(run, { color: useColor(stdout) }));
    if (run.overlap && args.format === "text") stdout.write(overlapText(estimates, run.overlap));
    for (const a of estimates.filter((e) => e.overBudget > 0)) {
      const at = a.budgetExceeded ? `${a.file}:${a.budgetExceeded.line}:${a.budgetExceeded.column}` : a.file;
      stderr.write(
        `${at}: error ${a.name}: ${plural(a.overBudget, "profile")} went over the evaluation budget (${percent(a.overBudget / Math.max(1, a.profiles))}), counted in neither; --max-steps allows more\n`,
      );
    }
    // Profiles left out of every count (their data nests past the evaluator's limit): the counts are short, as over budget.
    if (data.profilesTooDeep > 0 && data.firstTooDeep)
      stderr.write(
        `${visibleControls(data.firstTooDeep.place)}: error ${plural(data.profilesTooDeep, "profile")} not evaluated, counted in no audience: ${visibleControls(data.firstTooDeep.message)}${data.profilesTooDeep > 1 ? " (the first)" : ""}\n`,
      );
    return refused.length > 0 || data.profilesTooDeep > 0 || estimates.some((e) => e.overBudget > 0) ? ExitCode.Problems : ExitCode.Ok;
  } catch (e) {
    // Data the evaluator could not read after all (estimate-audiences.ts): said as bad data is, never a count without it.
    if (!(e instanceof DataError)) throw e;
    if (progress) stderr.write("\r\x1b[K");
    stderr.write(`${visibleControls(e.message)}\nnot estimated: the data has problems\n`);
    return ExitCode.Problems;
  } finally {
    await data.close();
  }
}

/** A file lint refuses: lint's messages, plain (JSON) and for stderr. */
interface Refused {
  file: string;
  messages: string[];
  colored: string[];
  diagnostics: Diagnostic[];
}

/** A refusal as JSON: the messages, and lint's findings in the shape of `lint --format json`. */
function jsonRefusal({ file, messages, diagnostics }: Refused): { file: string; messages: string[]; diagnostics: object[] } {
  return { file, messages, diagnostics: diagnostics.map((d) => jsonDiagnostic(d, { ruleDocsUrl })) };
}

/**
 * The audiences of the files the paths name, with those of other files of the project they
 * reference (computed first, not shown); and the files lint refuses, with lint's messages.
 */
export async function audiencesOf(paths: readonly string[]): Promise<{ audiences: EstimateAudience[]; refused: Refused[] }> {
  const files = await discoverAudienceFiles(paths);
  const linted = new Map(files.length > 0 ? (await lintFiles(paths)).files.map((f) => [f.file, f]) : []);
  const audiences: EstimateAudience[] = [];
  const refused: Refused[] = [];
  for (const file of files) {
    const text = await readText(file);
    const { loaded, parsed, blockers, messages } = runnableFile(file, text, linted.get(file));
    if (messages.length > 0) {
      const colored = useColor(stderr)
        ? [...diagnosticFrames({ file, source: text }, blockers, { color: true }), ...messages.slice(blockers.length)]
        : messages;
      refused.push({ file, messages, colored, diagnostics: blockers });
      continue;
    }
    // A bare .pql file is one audience named after its file.
    parsed.audiences.forEach((a, i) => {
      const at = parsed.loaded[i]!;
      audiences.push({ ...a, name: loaded.kind === "pql" ? file : a.name, file, pql: at.pql, mapSpan: at.mapSpan, shown: true });
    });
  }
  // Referenced audiences of files not named: computed first (their members are what
  // `inSegment` reads), not shown. Their PQL positions are never reported, so no source map.
  const keys = new Set(audiences.flatMap(referenceKeys));
  for (const file of new Set(audiences.map((a) => a.file))) {
    for (const other of await referencedElsewhere(
      file,
      audiences.filter((a) => a.file === file),
    )) {
      if (referenceKeys(other).some((k) => keys.has(k))) continue;
      for (const k of referenceKeys(other)) keys.add(k);
      audiences.push({ ...other, file, pql: "", mapSpan: (span) => span, shown: false });
    }
  }
  return { audiences, refused };
}

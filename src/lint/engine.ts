// The lint engine: audience files in, diagnostics and edge verdicts out. Pure: the caller reads
// files and configs (src/node/lint-files.ts does that for the CLI, with worker threads) and
// passes text.
//
// Three phases: draft each file on its own (load, parse, analyze, local rules: src/lint/draft.ts),
// build the directory of every audience so segment references resolve across files
// (directory.ts), then finalize each file (verdicts that waited on other files, reference rules,
// severities, suppressions: finalize.ts). Drafts are small and cloneable, which is what lets
// workers do phase one and lets a large run keep little in memory.
import { type AudienceDirectory, buildDirectory, type ProjectContext } from "./directory.js";
import { draftFile, releaseLocalParts, type FileDraft, type SourceFile } from "./draft.js";
import { finalizeFile } from "./finalize.js";
import type { RemoteOrg } from "./remote.js";
import { allRules } from "./registry.js";
import type { FileResult, LintResult, LintSummary } from "./lint-result.js";
import type { ResolvedConfig } from "./resolve-config.js";

export type { SourceFile } from "./draft.js";

export function lintSources(sources: readonly SourceFile[]): LintResult {
  const drafts = sources.map(draftFile);
  return lintDrafts(drafts, (i) => sources[i]!.text);
}

export interface DraftOptions extends ProjectContext {
  /** What a live org says (lint --remote). */
  remote?: RemoteOrg;
  /**
   * Keep each verdict's reasons (default true). Reports that do not show them (all but JSON)
   * let a run over 100 000 files drop them: the same findings are in the diagnostics.
   */
  verdictReasons?: boolean;
  /**
   * A result an earlier run made for file `index`, still valid (src/node/draft-cache.ts keeps
   * them): that file is not finalized again. Undefined: finalize it.
   */
  kept?: (index: number) => FileResult | undefined;
}

/** Phases two and three over drafts made elsewhere (worker threads); `sourceOf(i)` gives file i's text. */
export function lintDrafts(drafts: readonly FileDraft[], sourceOf: (index: number) => string, options: DraftOptions = {}): LintResult {
  const files: FileResult[] = [];
  const { summary } = streamDrafts(drafts, sourceOf, options, (file) => files.push(file));
  return lintResult(files, summary);
}

/** A run's result from its files' results and their totals. */
export function lintResult(files: FileResult[], summary: LintSummary): LintResult {
  return { files, rules: allRules.map((r) => r.meta), summary };
}

/** What a streamed run leaves: the totals (the files went to `onFile`). */
export interface StreamedRun {
  summary: LintSummary;
  /** Files with at least one diagnostic that is not suppressed (for "... in N files"). */
  filesWithProblems: number;
}

/**
 * Phases two and three, handing each file's result to `onFile` in input order and keeping none:
 * memory stays what the drafts need however many files there are.
 */
export function streamDrafts(
  drafts: readonly FileDraft[],
  sourceOf: (index: number) => string,
  options: DraftOptions,
  onFile: (file: FileResult, index: number) => void,
): StreamedRun {
  // Built when a file is finalized: a run whose results were all kept needs none.
  let directory: AudienceDirectory | undefined;
  return streamResults(
    drafts.length,
    (i) => {
      const draft = drafts[i]!;
      const result =
        options.kept?.(i) ??
        finalizeFile(draft, (directory ??= buildDirectory(drafts, options.remote, options)), sourceOf(i), options.verdictReasons ?? true);
      // The directory still needs each audience's identity and references, nothing else.
      for (const audience of draft.audiences) releaseLocalParts(audience);
      return result;
    },
    onFile,
  );
}

/** Hands results 0 to count - 1 to `onFile` in order, counting them: phase three, or a run replayed from a cache. */
export function streamResults(
  count: number,
  resultOf: (index: number) => FileResult,
  onFile: (file: FileResult, index: number) => void,
): StreamedRun {
  const summary = emptySummary();
  let filesWithProblems = 0;
  for (let i = 0; i < count; i++) {
    const result = resultOf(i);
    addToSummary(summary, result);
    if (result.diagnostics.some((d) => !d.suppressed)) filesWithProblems++;
    onFile(result, i);
  }
  return { summary, filesWithProblems };
}

/** Lints one text (a bare expression, or an audience file when `file` ends in .json/.yaml). */
export function lintText(text: string, options: { file?: string; config?: ResolvedConfig } = {}): LintResult {
  return lintSources([{ file: options.file ?? "<stdin>", text, ...(options.config ? { config: options.config } : {}) }]);
}

function emptySummary(): LintSummary {
  return {
    files: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    suppressed: 0,
    fixable: 0,
    audiences: 0,
    eligible: 0,
    notEligible: 0,
    unknown: 0,
    byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 },
  };
}

/** Counts one file's diagnostics and verdicts into `summary`. */
function addToSummary(summary: LintSummary, f: FileResult): void {
  summary.files++;
  for (const d of f.diagnostics) {
    if (d.suppressed) summary.suppressed++;
    else if (d.severity === "error") summary.errors++;
    else if (d.severity === "warning") summary.warnings++;
    else summary.infos++;
    if (d.fix && !d.suppressed) summary.fixable++;
  }
  for (const a of f.audiences) {
    summary.audiences++;
    if (a.verdict.eligible === true) {
      summary.eligible++;
      if (a.verdict.type) summary.byType[a.verdict.type]++;
    } else if (a.verdict.eligible === null) summary.unknown++;
    else summary.notEligible++;
  }
}

import { type ProjectContext } from "./directory.js";
import { type FileDraft, type SourceFile } from "./draft.js";
import type { RemoteOrg } from "./remote.js";
import type { FileResult, LintResult, LintSummary } from "./lint-result.js";
import type { ResolvedConfig } from "./resolve-config.js";
export type { SourceFile } from "./draft.js";
export declare function lintSources(sources: readonly SourceFile[]): LintResult;
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
export declare function lintDrafts(drafts: readonly FileDraft[], sourceOf: (index: number) => string, options?: DraftOptions): LintResult;
/** A run's result from its files' results and their totals. */
export declare function lintResult(files: FileResult[], summary: LintSummary): LintResult;
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
export declare function streamDrafts(drafts: readonly FileDraft[], sourceOf: (index: number) => string, options: DraftOptions, onFile: (file: FileResult, index: number) => void): StreamedRun;
/** Hands results 0 to count - 1 to `onFile` in order, counting them: phase three, or a run replayed from a cache. */
export declare function streamResults(count: number, resultOf: (index: number) => FileResult, onFile: (file: FileResult, index: number) => void): StreamedRun;
/** Lints one text (a bare expression, or an audience file when `file` ends in .json/.yaml). */
export declare function lintText(text: string, options?: {
    file?: string;
    config?: ResolvedConfig;
}): LintResult;

import type { RunSummary } from "../api/flow-runs.js";
export declare function duration(ms: number | undefined): string;
/** `12 in, 11 out, 1 failed`. */
export declare function recordCounts(run: RunSummary): string;
export declare function renderRuns(runs: readonly RunSummary[]): string;
/** The line `stream get` shows: the latest run and the totals over the runs listed. */
export declare function runsLine(runs: readonly RunSummary[]): string;

// The shared reading of lint results: which diagnostics a person sees, in which order, and
// the words every human-facing format uses for counts and verdicts (so stylish, concise and the
// GitHub summary agree).
import type { EdgeType, Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult, LintResult, LintSummary } from "../lint/lint-result.js";
import { plural } from "../text/plural.js";

export const EDGE_TYPES: readonly EdgeType[] = ["single-event", "profile-only", "event-with-profile", "segment-of-segments"];

/** Source order: by start offset, then end, then code, so output is stable whatever the rules' order. */
export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (
    a.range.start.offset - b.range.start.offset ||
    a.range.end.offset - b.range.end.offset ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  );
}

/** The diagnostics that count: not silenced by a suppression, in source order. */
export function activeDiagnostics(file: FileResult): Diagnostic[] {
  return file.diagnostics.filter((d) => !d.suppressed).sort(byPosition);
}

export function suppressedDiagnostics(file: FileResult): Diagnostic[] {
  return file.diagnostics.filter((d) => d.suppressed).sort(byPosition);
}

/** What a person reads, optionally with suppressed ones mixed back in at their place. */
export function shownDiagnostics(file: FileResult, showSuppressed: boolean | undefined): Diagnostic[] {
  return showSuppressed ? [...file.diagnostics].sort(byPosition) : activeDiagnostics(file);
}

/** The command that prints a rule's documentation in the terminal. */
export function docsCommand(rule: string): string {
  return `pql-audience rules ${rule}`;
}

/** Files with at least one diagnostic that was not suppressed. */
export function filesWithProblems(result: LintResult): number {
  return result.files.filter((f) => f.diagnostics.some((d) => !d.suppressed)).length;
}

/** "2 errors, 1 warning, 1 info in 3 files (6 files checked)" or "no problems (6 files checked)". */
export function problemCounts(result: LintResult): string {
  return problemCountsOf(result.summary, filesWithProblems(result));
}

/** problemCounts from the totals alone (a streamed run keeps no files to count). */
export function problemCountsOf(s: LintSummary, withProblems: number): string {
  const checked = `(${plural(s.files, "file")} checked)`;
  if (s.errors + s.warnings + s.infos === 0) return `no problems ${checked}`;
  const parts = [plural(s.errors, "error"), plural(s.warnings, "warning")];
  if (s.infos > 0) parts.push(plural(s.infos, "info", "infos"));
  return `${parts.join(", ")} in ${plural(withProblems, "file")} ${checked}`;
}

/** The extras after the counts: "1 suppressed; 1 fixable with --fix" (empty when none). */
export function problemExtras(summary: LintSummary): string[] {
  const extras: string[] = [];
  if (summary.suppressed > 0) extras.push(`${summary.suppressed} suppressed`);
  if (summary.fixable > 0) extras.push(`${summary.fixable} fixable with --fix`);
  return extras;
}

/** "single-event 1, profile-only 2": only the edge types that occur, in the table's order. */
export function edgeTypeCounts(summary: LintSummary): string {
  return EDGE_TYPES.filter((t) => (summary.byType[t] ?? 0) > 0)
    .map((t) => `${t} ${summary.byType[t]}`)
    .join(", ");
}

/** "6 audiences: 4 edge-eligible (single-event 1, ...), 1 not eligible, 1 unknown (unresolved segment)". */
export function edgeSummary(summary: LintSummary): string {
  if (summary.audiences === 0) return "no audiences found";
  const types = edgeTypeCounts(summary);
  const parts = [`${summary.eligible} edge-eligible${types ? ` (${types})` : ""}`];
  if (summary.notEligible > 0) parts.push(`${summary.notEligible} not eligible`);
  if (summary.unknown > 0) parts.push(`${summary.unknown} unknown (unresolved segment)`);
  return `${plural(summary.audiences, "audience")}: ${parts.join(", ")}`;
}

/** One audience's verdict in a word or two: the edge type, "not eligible" or "unknown". */
export function verdictWords(verdict: Verdict): string {
  if (verdict.eligible === true) return verdict.type ?? "edge-eligible";
  return verdict.eligible === false ? "not eligible" : "unknown";
}

/**
 * A cwd-relative path as a repository-relative one: `prefix/path` with `.` and `..` resolved
 * and `/` separators. Absolute paths and `<stdin>` are returned as they are.
 */
export function repoPath(path: string, prefix: string | undefined): string {
  if (!prefix || path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path) || path === "<stdin>") return path;
  const out: string[] = [];
  for (const segment of `${prefix}/${path}`.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(segment);
  }
  return out.join("/");
}

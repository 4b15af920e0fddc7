// `stream runs FLOW` as text: one line per run (newest first) with its status, record counts and
// duration, then the errors of runs that refused records; and the one-line summary `stream get`
// shows. Pure: the runs and "now" are arguments.
import type { RunSummary } from "../api/flow-runs.js";
import { plural } from "../text/plural.js";

function gmt(ms: number | undefined): string {
  return ms === undefined ? "-" : `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} GMT`;
}

export function duration(ms: number | undefined): string {
  if (ms === undefined) return "-";
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${s % 60} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** `12 in, 11 out, 1 failed`. */
export function recordCounts(run: RunSummary): string {
  return `${run.input} in, ${run.output} out, ${run.failed} failed`;
}

export function renderRuns(runs: readonly RunSummary[]): string {
  if (runs.length === 0) return "";
  const rows = runs.map((r) => [
    gmt(r.startedAt),
    r.status,
    String(r.input),
    String(r.output),
    String(r.failed),
    duration(r.durationMs),
    r.id,
  ]);
  const head = ["STARTED", "STATUS", "IN", "OUT", "FAILED", "DURATION", "RUN"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  const errors = runs.flatMap((r) => r.errors.map((e) => `  ${r.id}: ${e.code ? `${e.code} ` : ""}${e.message ?? ""}`.trimEnd()));
  return `${[line(head), ...rows.map(line)].join("\n")}\n${errors.length > 0 ? `errors:\n${errors.join("\n")}\n` : ""}`;
}

/** The line `stream get` shows: the latest run and the totals over the runs listed. */
export function runsLine(runs: readonly RunSummary[]): string {
  const latest = runs[0];
  if (!latest) return "- (no runs yet: no records received)";
  const total = runs.reduce((t, r) => ({ input: t.input + r.input, output: t.output + r.output, failed: t.failed + r.failed }), {
    input: 0,
    output: 0,
    failed: 0,
  });
  return `${plural(runs.length, "run")}, latest ${latest.status} (${recordCounts(latest)}); in all ${total.input} in, ${total.output} out, ${total.failed} failed`;
}

// `segments list`'s table: name, evaluation method, last update (UTC) and id, aligned.
import { evaluationOf, type SegmentDefinition } from "../api/segments.js";
import { visibleControls } from "../text/visible-controls.js";

const COLUMNS = ["NAME", "EVALUATION", "UPDATED (UTC)", "ID"] as const;

export function renderTable(segments: SegmentDefinition[], color = false): string {
  // The org writes the names and ids: shown with their control characters made visible.
  const rows = segments.map((s) => [
    visibleControls(s.name),
    evaluationOf(s),
    formatTime(s.updateTime ?? s.creationTime),
    visibleControls(s.id),
  ]);
  const widths = COLUMNS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join("  ");
  const header = line([...COLUMNS]);
  return `${color ? `\u001b[1m${header}\u001b[22m` : header}\n${rows.map(line).join("\n")}\n`;
}

function formatTime(ms: number | undefined): string {
  return ms === undefined ? "-" : new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

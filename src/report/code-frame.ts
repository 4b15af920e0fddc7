// rustc-style code frames:
//
//   error[PQL204] edge/window-too-long: the event window is 3 days; ...
//     --> audiences/cart.audience.yaml:6:57
//      |
//    6 |     chain(xEvent, timestamp, [A: WHAT(...) WHEN(< 3 days before now)])
//      |                                                 ^^^^^^^^^^^^^^^^^^^ 3 days
//      |
//      = help: use a window under 24 hours
//
// Pure: takes the source text and returns a string; colours only when asked.
import type { Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";

export type FrameSeverity = "error" | "warning" | "info";

export interface FrameInput {
  severity: FrameSeverity;
  code?: string;
  rule?: string;
  message: string;
  file: string;
  range: Span;
  label?: string;
  hints?: string[];
  /** A `= docs:` line, e.g. `pql-audience rules edge/window-too-long`. */
  docs?: string;
  /** Extra `= note:` lines (suppression reasons, related places). */
  notes?: string[];
}

export interface FrameOptions {
  color?: boolean;
  /** How many source lines of a multi-line span to show before eliding. */
  maxLines?: number;
}

const TAB = "    ";

const ansi = {
  bold: "\x1b[1m",
  red: "\x1b[31m",
  yellow: "\x1b[33m",
  cyan: "\x1b[36m",
  blue: "\x1b[34m",
  reset: "\x1b[0m",
};

export function severityWord(severity: FrameSeverity): string {
  return severity === "info" ? "info" : severity;
}

export function renderFrame(input: FrameInput, source: string | LineMap, options: FrameOptions = {}): string {
  const lines = typeof source === "string" ? new LineMap(source) : source;
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${ansi.reset}` : text);
  const severityColor = input.severity === "error" ? ansi.red : input.severity === "warning" ? ansi.yellow : ansi.cyan;

  const { start, end } = input.range;
  const lastLine = Math.max(start.line, end.column === 1 && end.line > start.line ? end.line - 1 : end.line);
  const maxLines = options.maxLines ?? 4;
  const shownLast = Math.min(lastLine, start.line + maxLines - 1);
  const gutterWidth = String(shownLast).length;
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");

  const code = input.code ? `[${input.code}]` : "";
  const rule = input.rule ? ` ${input.rule}` : "";
  const out: string[] = [];
  out.push(
    `${paint(ansi.bold + severityColor, `${severityWord(input.severity)}${code}`)}${paint(ansi.bold, `${rule}: ${input.message}`)}`,
  );
  out.push(`${pad}${paint(ansi.blue, "-->")} ${input.file}:${start.line}:${start.column}`);
  out.push(`${pad} ${bar}`);

  for (let n = start.line; n <= shownLast; n++) {
    const raw = lines.lineText(n);
    const text = raw.replace(/\t/g, TAB);
    out.push(`${paint(ansi.blue, String(n).padStart(gutterWidth))} ${bar} ${text}`.trimEnd());
    const fromCol = n === start.line ? start.column : firstNonBlank(raw);
    const toCol = n === end.line ? end.column : raw.length + 1;
    const from = visualColumn(raw, fromCol);
    const width = Math.max(1, visualColumn(raw, Math.max(toCol, fromCol)) - from);
    const isLast = n === shownLast;
    const label = isLast && input.label ? ` ${input.label}` : "";
    out.push(`${pad} ${bar} ${" ".repeat(from - 1)}${paint(severityColor, "^".repeat(width) + label)}`);
  }
  if (shownLast < lastLine) out.push(`${pad} ${bar} ${paint(ansi.blue, `... ${lastLine - shownLast} more line${lastLine - shownLast === 1 ? "" : "s"}`)}`);

  const trailers: string[] = [];
  for (const note of input.notes ?? []) trailers.push(trailer(pad, "note", note, paint));
  for (const hint of input.hints ?? []) trailers.push(trailer(pad, "help", hint, paint));
  if (input.docs) trailers.push(trailer(pad, "docs", input.docs, paint));
  if (trailers.length > 0) out.push(`${pad} ${bar}`, ...trailers);
  return out.join("\n");
}

function trailer(pad: string, word: string, text: string, paint: (c: string, t: string) => string): string {
  const [first, ...rest] = text.split("\n");
  const indent = `${pad}   ${" ".repeat(word.length + 2)}`;
  return [`${pad} ${paint(ansi.blue, "=")} ${paint(ansi.bold, `${word}:`)} ${first}`, ...rest.map((r) => indent + r)].join("\n");
}

function firstNonBlank(line: string): number {
  const m = /\S/.exec(line);
  return m ? m.index + 1 : 1;
}

/** 1-based column after tab expansion, so carets line up under tabbed source. */
function visualColumn(line: string, column: number): number {
  let visual = 1;
  for (let i = 0; i < column - 1 && i < line.length; i++) visual += line[i] === "\t" ? TAB.length : 1;
  if (column - 1 > line.length) visual += column - 1 - line.length;
  return visual;
}

// rustc-style code frames:
//
//   error[PQL204] edge/window-too-long: the event window is 3 days; ...
//     --> audiences/cart.audience.yaml:6:57
//      |
//    6 |     chain(xEvent, timestamp, [A: WHAT(...) WHEN(< 3 days before now)])
//      |                                                 ^^^^^^^^^^^^^^^^^^^ 3 days
//     ::: audiences/other.audience.yaml:2:9
//      |
//    2 |   name: cart abandoners
//      |         --------------- first defined here
//      |
//      = help: use a window under 24 hours
//
// Pure: takes the source text and returns a string; colours only when asked. Columns in spans
// are UTF-16 code units; carets are placed in terminal cells (tabs, CJK, emoji; see text-width).
import type { Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";
import { plural } from "../text/plural.js";
import { layoutLine, safeText, sliceCells, type LaidOutLine } from "./text-width.js";

/** lint's severities, and `note` for what explains without being a problem (explain's reasons of a method the file did not ask for). */
export type FrameSeverity = "error" | "warning" | "info" | "note";

/** Another place that explains the diagnostic, drawn with `-` under it. */
export interface FrameRelated {
  file: string;
  range: Span;
  message: string;
}

export interface FrameInput {
  severity: FrameSeverity;
  code?: string;
  rule?: string;
  message: string;
  file: string;
  range: Span;
  label?: string;
  hints?: string[];
  /** A `= fix:` line: what `--fix` would change. */
  fix?: string;
  /** A `= docs:` line, e.g. `pql-audience rules edge/window-too-long`. */
  docs?: string;
  /** Extra `= note:` lines (suppression reasons). */
  notes?: string[];
  /** Drawn as their own snippet when their file's text is known, else as a `= note:` line. */
  related?: FrameRelated[];
}

export interface FrameOptions {
  color?: boolean;
  /** How many source lines of a multi-line span to show before eliding the middle. */
  maxLines?: number;
  /** Terminal width in cells: long source lines are cut around the span to fit. */
  width?: number;
  /** The text of other files, for related locations outside the diagnostic's file. */
  sourceOf?: (file: string) => string | undefined;
}

export const ansi = {
  bold: "\x1b[1m",
  dim: "\x1b[2m",
  red: "\x1b[31m",
  green: "\x1b[32m",
  yellow: "\x1b[33m",
  blue: "\x1b[34m",
  cyan: "\x1b[36m",
  reset: "\x1b[0m",
};

export type Paint = (style: string, text: string) => string;

export function painter(color: boolean | undefined): Paint {
  return (style, text) => (color && text !== "" ? `${style}${text}${ansi.reset}` : text);
}

export function severityWord(severity: FrameSeverity): string {
  return severity;
}

export function severityColor(severity: FrameSeverity): string {
  return severity === "error" ? ansi.red : severity === "warning" ? ansi.yellow : ansi.cyan;
}

const ELLIPSIS = "...";

interface Snippet {
  lines: LineMap;
  range: Span;
  marker: "^" | "-";
  style: string;
  label?: string;
}

export function renderFrame(input: FrameInput, source: string | LineMap, options: FrameOptions = {}): string {
  const lines = typeof source === "string" ? new LineMap(source) : source;
  const paint = painter(options.color);
  const mainStyle = severityColor(input.severity);
  const maxLines = Math.max(2, options.maxLines ?? 4);

  const main: Snippet = { lines, range: input.range, marker: "^", style: mainStyle, label: input.label };
  const drawnRelated: { place: FrameRelated; snippet: Snippet }[] = [];
  const notes = [...(input.notes ?? [])];
  for (const place of input.related ?? []) {
    const text = place.file === input.file ? lines : options.sourceOf?.(place.file);
    if (text === undefined) {
      notes.push(`${place.message} (${place.file}:${place.range.start.line}:${place.range.start.column})`);
      continue;
    }
    const map = typeof text === "string" ? new LineMap(text) : text;
    drawnRelated.push({ place, snippet: { lines: map, range: place.range, marker: "-", style: ansi.blue, label: place.message } });
  }

  const gutterWidth = Math.max(
    ...[main, ...drawnRelated.map((r) => r.snippet)].map((s) => String(shownLines(s.range, maxLines).at(-1) ?? 1).length),
  );
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");

  const code = input.code ? `[${input.code}]` : "";
  const rule = input.rule ? ` ${input.rule}` : "";
  const out: string[] = [];
  out.push(
    `${paint(ansi.bold + mainStyle, `${severityWord(input.severity)}${code}`)}${paint(ansi.bold, `${rule}: ${safeText(input.message)}`)}`,
  );
  out.push(`${pad}${paint(ansi.blue, "-->")} ${location(input.file, input.range)}`);
  out.push(`${pad} ${bar}`);
  out.push(...drawSnippet(main, gutterWidth, maxLines, options.width, paint));
  for (const { place, snippet } of drawnRelated) {
    out.push(`${pad}${paint(ansi.blue, ":::")} ${location(place.file, place.range)}`);
    out.push(`${pad} ${bar}`);
    out.push(...drawSnippet(snippet, gutterWidth, maxLines, options.width, paint));
  }

  const trailers: string[] = [];
  for (const note of notes) trailers.push(trailer(pad, "note", note, paint));
  for (const hint of input.hints ?? []) trailers.push(trailer(pad, "help", hint, paint));
  if (input.fix) trailers.push(trailer(pad, "fix", input.fix, paint));
  if (input.docs) trailers.push(trailer(pad, "docs", input.docs, paint));
  if (trailers.length > 0) out.push(`${pad} ${bar}`, ...trailers);
  return out.join("\n");
}

function location(file: string, range: Span): string {
  return `${file}:${range.start.line}:${range.start.column}`;
}

/** The line numbers to print: all of a short span; the first lines and the last of a long one (0 = "..."). */
function shownLines(range: Span, maxLines: number): number[] {
  const { start, end } = range;
  // A span that ends at column 1 of the next line ends, for the reader, on the line before.
  const last = Math.max(start.line, end.column === 1 && end.line > start.line ? end.line - 1 : end.line);
  const count = last - start.line + 1;
  if (count <= maxLines) return Array.from({ length: count }, (_, i) => start.line + i);
  const head = Array.from({ length: maxLines - 1 }, (_, i) => start.line + i);
  return [...head, 0, last];
}

function drawSnippet(snippet: Snippet, gutterWidth: number, maxLines: number, width: number | undefined, paint: Paint): string[] {
  const { start, end } = snippet.range;
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");
  const numbers = shownLines(snippet.range, maxLines);
  const last = numbers.at(-1)!;
  const available = width === undefined ? Infinity : Math.max(20, width - gutterWidth - 3);
  const out: string[] = [];
  for (const n of numbers) {
    if (n === 0) {
      const hidden = last - numbers.at(-3)! - 1;
      out.push(`${pad} ${paint(ansi.blue, ":")} ${paint(ansi.dim, `${ELLIPSIS} ${plural(hidden, "more line")}`)}`);
      continue;
    }
    const raw = snippet.lines.lineText(n);
    const laid = layoutLine(raw);
    const fromCol = n === start.line ? start.column : firstNonBlank(raw);
    const toCol = n === end.line ? end.column : raw.length + 1;
    const from = laid.cellAt(fromCol);
    const to = Math.max(from + 1, laid.cellAt(Math.max(toCol, fromCol)));
    const fitted = fit(laid, from, available);
    out.push(`${paint(ansi.blue, String(n).padStart(gutterWidth))} ${bar} ${fitted.text}`.trimEnd());
    // Inner lines of a multi-line span that are blank get no marker: there is nothing to point at.
    if (n !== start.line && n !== end.line && raw.trim() === "") continue;
    const caretStart = from + fitted.shift;
    const caretWidth = Math.max(1, Math.min(to - from, available - caretStart));
    const label = n === last && snippet.label ? ` ${safeText(snippet.label)}` : "";
    out.push(`${pad} ${bar} ${" ".repeat(caretStart)}${paint(snippet.style, snippet.marker.repeat(caretWidth) + label)}`);
  }
  return out;
}

/** Cuts a line wider than the terminal to a window that shows the span, marking cuts with "...". */
function fit(laid: LaidOutLine, from: number, available: number): { text: string; shift: number } {
  if (laid.width <= available) return { text: laid.text, shift: 0 };
  let start = Math.max(0, from - Math.floor(available / 3));
  start = Math.min(start, Math.max(0, laid.width - (available - ELLIPSIS.length)));
  const lead = start > 0 ? ELLIPSIS : "";
  let room = available - lead.length;
  const cutsTail = start + room < laid.width;
  if (cutsTail) room -= ELLIPSIS.length;
  const body = sliceCells(laid.text, start, start + room);
  return { text: lead + body + (cutsTail ? ELLIPSIS : ""), shift: lead.length - start };
}

function trailer(pad: string, word: string, text: string, paint: Paint): string {
  const [first, ...rest] = safeText(text.replace(/\r\n?/g, "\n")).split("\n");
  const indent = `${pad}   ${" ".repeat(word.length + 2)}`;
  return [`${pad} ${paint(ansi.blue, "=")} ${paint(ansi.bold, `${word}:`)} ${first}`, ...rest.map((r) => indent + r)].join("\n");
}

function firstNonBlank(line: string): number {
  const m = /\S/.exec(line);
  return m ? m.index + 1 : 1;
}

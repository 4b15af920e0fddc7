// Decoding a YAML scalar's source again, this time remembering where each character of the
// value came from. The `yaml` package gives the value and the scalar's range, not a per-character
// map; so we re-read the source by the YAML 1.2 rules for each style (plain, single-quoted,
// double-quoted, literal `|`, folded `>`), and check the result against the value `yaml` decoded.
// If the two ever differ, the caller falls back to pointing at the whole scalar: a coarse
// position is better than a wrong one.
//
// A character that has no single source character (the space a folded line break becomes, or a
// line feed from an empty line) maps to the line break it came from.
import { SourceMapBuilder } from "./source-map.js";

export type ScalarStyle = "PLAIN" | "QUOTE_SINGLE" | "QUOTE_DOUBLE" | "BLOCK_LITERAL" | "BLOCK_FOLDED";

interface Line {
  /** Offset of the first character of the line. */
  start: number;
  /** Offset of the line break (or of the end of the range for the last line). */
  end: number;
  /** Offset just past the line break. */
  breakEnd: number;
}

/** Splits [start, end) of `text` into lines; a final line without a break ends at `end`. */
function splitLines(text: string, start: number, end: number): Line[] {
  const lines: Line[] = [];
  let lineStart = start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      const breakEnd = c === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
      lines.push({ start: lineStart, end: i, breakEnd });
      lineStart = breakEnd;
      i = breakEnd - 1;
    }
  }
  lines.push({ start: lineStart, end, breakEnd: end });
  return lines;
}

const isBlank = (c: string | undefined) => c === " " || c === "\t";

/**
 * Decodes the scalar whose source is [start, end) of `text` (as `yaml` reports it in `range`),
 * or returns undefined when the source is not one we can map exactly.
 * `parentIndent` is the indentation of the block the scalar sits in (for block scalars).
 */
export function decodeYamlScalar(text: string, style: ScalarStyle, start: number, end: number, parentIndent: number): SourceMapBuilder | undefined {
  switch (style) {
    case "PLAIN":
      return decodeFlow(text, start, end, "plain");
    case "QUOTE_SINGLE":
      return text[start] === "'" && text[end - 1] === "'" ? decodeFlow(text, start + 1, end - 1, "single") : undefined;
    case "QUOTE_DOUBLE":
      return text[start] === '"' && text[end - 1] === '"' ? decodeFlow(text, start + 1, end - 1, "double") : undefined;
    case "BLOCK_LITERAL":
    case "BLOCK_FOLDED":
      return decodeBlock(text, start, end, parentIndent);
  }
}

/**
 * Plain and quoted scalars: line breaks fold (one break -> a space, n empty lines -> n line
 * feeds), white space around breaks is dropped; quoted styles add their escapes.
 */
function decodeFlow(text: string, start: number, end: number, kind: "plain" | "single" | "double"): SourceMapBuilder | undefined {
  const out = new SourceMapBuilder();
  /** How many characters at the end of `out` are literal white space (trimmed before a break). */
  let trailingBlanks = 0;
  let i = start;
  while (i < end) {
    const c = text[i]!;
    if (c === "\n" || c === "\r") {
      out.truncate(out.value.length - trailingBlanks);
      trailingBlanks = 0;
      i = fold(text, i, end, out, true);
      continue;
    }
    if (kind === "single" && c === "'" && text[i + 1] === "'") {
      out.push("'", i, i + 2);
      trailingBlanks = 0;
      i += 2;
      continue;
    }
    if (kind === "double" && c === "\\") {
      const next = text[i + 1];
      if (next === "\n" || next === "\r") {
        // An escaped line break joins the lines without a space; the blanks before `\` stay.
        trailingBlanks = 0;
        i = fold(text, i + 1, end, out, false);
        continue;
      }
      const escape = decodeEscape(text, i);
      if (!escape) return undefined;
      out.push(escape.value, i, i + escape.length);
      trailingBlanks = 0;
      i += escape.length;
      continue;
    }
    out.copy(c, i);
    trailingBlanks = isBlank(c) ? trailingBlanks + 1 : 0;
    i++;
  }
  return out;
}

/**
 * At a line break (offset `at`): counts the empty lines that follow, appends what they fold to
 * (`space`: a single space when there are none), skips the next line's indentation, and
 * returns the offset of the next content character.
 */
function fold(text: string, at: number, end: number, out: SourceMapBuilder, space: boolean): number {
  const breaks: [number, number][] = [];
  let i = at;
  for (;;) {
    const breakEnd = text[i] === "\r" && text[i + 1] === "\n" ? i + 2 : i + 1;
    breaks.push([i, breakEnd]);
    i = breakEnd;
    while (i < end && isBlank(text[i])) i++;
    if (i < end && (text[i] === "\n" || text[i] === "\r")) continue;
    break;
  }
  if (breaks.length === 1) {
    if (space) out.push(" ", breaks[0]![0], breaks[0]![1]);
  } else {
    // The first break is folded away; each empty line gives a line feed, mapped to its own break.
    for (const [s, e] of breaks.slice(1)) out.push("\n", s, e);
  }
  return i;
}

const simpleEscapes: Record<string, string> = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  t: "\t",
  "\t": "\t",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1b",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\u0085",
  _: "\u00a0",
  L: "\u2028",
  P: "\u2029",
};

function decodeEscape(text: string, at: number): { value: string; length: number } | undefined {
  const e = text[at + 1];
  if (e === undefined) return undefined;
  const simple = Object.hasOwn(simpleEscapes, e) ? simpleEscapes[e] : undefined;
  if (simple !== undefined) return { value: simple, length: 2 };
  const digits = e === "x" ? 2 : e === "u" ? 4 : e === "U" ? 8 : 0;
  if (digits === 0) return undefined;
  const hex = text.slice(at + 2, at + 2 + digits);
  if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const code = parseInt(hex, 16);
  if (code > 0x10ffff) return undefined;
  return { value: String.fromCodePoint(code), length: 2 + digits };
}

/** `|` and `>` scalars: the header, then lines indented by at least the content indentation. */
function decodeBlock(text: string, start: number, end: number, parentIndent: number): SourceMapBuilder | undefined {
  const header = /^([|>])([1-9])?([-+])?|^([|>])([-+])([1-9])?/.exec(text.slice(start, start + 4));
  if (!header) return undefined;
  const folded = (header[1] ?? header[4]) === ">";
  const indicator = header[2] ?? header[6];
  const chomp = header[3] ?? header[5] ?? "";
  const lines = splitLines(text, start, end);
  const body = lines.slice(1);
  // The last "line" is what follows the final break: empty when the scalar ends with one.
  if (body.length > 0 && body[body.length - 1]!.start === end) body.pop();

  const leadingSpaces = (line: Line) => {
    let n = 0;
    while (line.start + n < line.end && text[line.start + n] === " ") n++;
    return n;
  };
  const isEmpty = (line: Line, indent: number) => leadingSpaces(line) >= line.end - line.start && line.end - line.start <= indent;
  let indent: number;
  if (indicator) indent = Math.max(parentIndent, 0) + Number(indicator);
  else {
    const first = body.find((line) => leadingSpaces(line) < line.end - line.start);
    indent = first ? leadingSpaces(first) : Math.max(0, ...body.map((line) => line.end - line.start));
  }

  const out = new SourceMapBuilder();
  // Each line feed in `out` and where it came from, so chomping can drop the trailing ones.
  let previous: { moreIndented: boolean; breakAt: [number, number] } | undefined;
  let pendingEmpty: [number, number][] = [];
  for (const line of body) {
    const breakAt: [number, number] = [line.end, line.breakEnd];
    if (isEmpty(line, indent)) {
      pendingEmpty.push(breakAt);
      continue;
    }
    if (leadingSpaces(line) < indent) return undefined; // not part of this scalar: we misread it
    const contentStart = line.start + indent;
    const moreIndented = isBlank(text[contentStart]);
    if (!previous) {
      for (const [s, e] of pendingEmpty) out.push("\n", s, e);
    } else if (!folded || previous.moreIndented || moreIndented) {
      out.push("\n", ...previous.breakAt);
      for (const [s, e] of pendingEmpty) out.push("\n", s, e);
    } else if (pendingEmpty.length === 0) {
      out.push(" ", ...previous.breakAt);
    } else {
      for (const [s, e] of pendingEmpty) out.push("\n", s, e);
    }
    pendingEmpty = [];
    out.copy(text.slice(contentStart, line.end), contentStart);
    previous = { moreIndented, breakAt };
  }

  // Chomping: strip drops every final line feed, clip keeps one, keep keeps them all.
  if (previous && chomp !== "-" && previous.breakAt[1] > previous.breakAt[0]) out.push("\n", ...previous.breakAt);
  if (chomp === "+") for (const [s, e] of pendingEmpty) out.push("\n", s, e);
  return out;
}

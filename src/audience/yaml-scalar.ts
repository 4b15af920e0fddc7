// Decoding a YAML scalar's source again, this time remembering where each character of the
// value came from. The `yaml` package gives the value and the scalar's range, not a per-character
// map; so we re-read the source the way `yaml` 2 reads it (compose/resolve-flow-scalar.js and
// resolve-block-scalar.js, followed step by step, so corner cases agree with the value we lint),
// and the caller checks the result against the value `yaml` decoded. If the two ever differ,
// the caller points at the whole scalar instead: a coarse position is better than a wrong one.
//
// A character with no single source character (the space a folded line break becomes, a line
// feed standing for an empty line) maps to the line break it came from.
import { SourceMapBuilder } from "./source-map.js";

export type ScalarStyle = "PLAIN" | "QUOTE_SINGLE" | "QUOTE_DOUBLE" | "BLOCK_LITERAL" | "BLOCK_FOLDED";

type Range = readonly [number, number];

/**
 * Decodes the scalar whose source is [start, end) of `text` (its `range[0]` and `range[1]`),
 * or returns undefined when the source is not one we can map exactly.
 * `parentIndent` is the `indent` of the scalar's CST token (block scalars need it).
 */
export function decodeYamlScalar(
  text: string,
  style: ScalarStyle,
  start: number,
  end: number,
  parentIndent: number,
): SourceMapBuilder | undefined {
  switch (style) {
    case "PLAIN":
      return unfoldLines(text, start, end, false);
    case "QUOTE_SINGLE":
      return text[start] === "'" && text[end - 1] === "'" && end - start >= 2 ? unfoldLines(text, start + 1, end - 1, true) : undefined;
    case "QUOTE_DOUBLE":
      return text[start] === '"' && text[end - 1] === '"' && end - start >= 2 ? doubleQuoted(text, start + 1, end - 1) : undefined;
    case "BLOCK_LITERAL":
    case "BLOCK_FOLDED":
      return block(text, start, end, parentIndent);
  }
}

const isBlank = (c: string | undefined) => c === " " || c === "\t";

/** A line of [start, end) with its break [end, breakEnd) (`\n` or `\r\n`); the last line has none. */
interface FlowLine {
  start: number;
  end: number;
  breakEnd: number;
}

function flowLines(text: string, start: number, end: number): FlowLine[] {
  const lines: FlowLine[] = [];
  let lineStart = start;
  for (let i = start; i < end; i++) {
    if (text[i] !== "\n") continue;
    const lineEnd = i > lineStart && text[i - 1] === "\r" ? i - 1 : i;
    lines.push({ start: lineStart, end: lineEnd, breakEnd: i + 1 });
    lineStart = i + 1;
  }
  lines.push({ start: lineStart, end, breakEnd: end });
  return lines;
}

/** Plain and single-quoted scalars: lines are trimmed, one break folds to a space, n empty lines to n line feeds. */
function unfoldLines(text: string, start: number, end: number, singleQuoted: boolean): SourceMapBuilder {
  const out = new SourceMapBuilder();
  // Runs between escaped quotes are copied whole: one piece and one string append per run, not per character.
  const copy = (from: number, to: number) => {
    let run = from;
    for (let i = from; i < to; i++) {
      if (singleQuoted && text[i] === "'" && text[i + 1] === "'" && i + 1 < to) {
        if (i > run) out.copy(text.slice(run, i), run);
        out.push("'", i, i + 2);
        i++;
        run = i + 1;
      }
    }
    if (to > run) out.copy(text.slice(run, to), run);
  };
  const lines = flowLines(text, start, end);
  if (lines.length === 1) {
    copy(start, end);
    return out;
  }
  const first = lines[0]!;
  copy(first.start, trimEnd(text, first.start, first.end));
  let sep = " ";
  let sepAt: Range = [first.end, first.breakEnd];
  for (const line of lines.slice(1, -1)) {
    const from = trimStart(text, line.start, line.end);
    const to = trimEnd(text, from, line.end);
    if (from === to) {
      // An empty line: a line feed, mapped to the break it stands for (in order of the file).
      if (sep === "\n") out.push("\n", ...sepAt);
      sep = "\n";
      sepAt = [line.end, line.breakEnd];
    } else {
      out.push(sep, ...sepAt);
      copy(from, to);
      sep = " ";
      sepAt = [line.end, line.breakEnd];
    }
  }
  const last = lines[lines.length - 1]!;
  out.push(sep, ...sepAt);
  copy(trimStart(text, last.start, last.end), last.end);
  return out;
}

function trimStart(text: string, from: number, to: number): number {
  while (from < to && isBlank(text[from])) from++;
  return from;
}

function trimEnd(text: string, from: number, to: number): number {
  while (to > from && isBlank(text[to - 1])) to--;
  return to;
}

/** Double-quoted scalars: escapes, escaped line breaks, blanks before a break dropped, breaks folded. */
function doubleQuoted(text: string, start: number, end: number): SourceMapBuilder | undefined {
  const out = new SourceMapBuilder();
  const isBreakAt = (i: number) => text[i] === "\n" || (text[i] === "\r" && text[i + 1] === "\n");
  for (let i = start; i < end; i++) {
    const ch = text[i]!;
    if (ch === "\r" && text[i + 1] === "\n") continue;
    if (ch === "\n") {
      // Fold: the following blanks and breaks; each further break is a line feed, none is a space.
      const breakStart = i > start && text[i - 1] === "\r" ? i - 1 : i;
      const feeds: Range[] = [];
      let j = i;
      for (;;) {
        const next = text[j + 1];
        if (j + 1 >= end || !(next === " " || next === "\t" || next === "\n" || next === "\r")) break;
        if (next === "\r" && text[j + 2] !== "\n") break;
        if (next === "\n") feeds.push([text[j] === "\r" ? j : j + 1, j + 2]);
        j++;
      }
      if (feeds.length === 0) out.push(" ", breakStart, i + 1);
      else for (const [s, e] of feeds) out.push("\n", s, e);
      i = j;
      continue;
    }
    if (ch === "\\") {
      const next = text[i + 1];
      if (next === "\n" || (next === "\r" && text[i + 2] === "\n")) {
        // An escaped line break joins the lines: skip it and the next line's indentation.
        i += next === "\n" ? 1 : 2;
        while (i + 1 < end && isBlank(text[i + 1])) i++;
        continue;
      }
      const escape = decodeEscape(text, i);
      if (!escape) return undefined;
      out.push(escape.value, i, i + escape.length);
      i += escape.length - 1;
      continue;
    }
    if (isBlank(ch)) {
      let j = i;
      while (j + 1 < end && isBlank(text[j + 1])) j++;
      if (!isBreakAt(j + 1) || j + 1 >= end) out.copy(text.slice(i, j + 1), i);
      i = j;
      continue;
    }
    // A run of ordinary characters, copied whole (names are mostly one run).
    let j = i + 1;
    while (j < end && !isSpecialInDoubleQuotes(text.charCodeAt(j))) j++;
    out.copy(text.slice(i, j), i);
    i = j - 1;
  }
  return out;
}

/** Characters doubleQuoted handles one by one: line breaks, escapes, blanks (dropped before a break). */
function isSpecialInDoubleQuotes(code: number): boolean {
  return code === 10 || code === 13 || code === 92 || code === 32 || code === 9;
}

const escapeCodes: Record<string, string> = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  N: "\u0085",
  _: "\u00a0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  "\t": "\t",
};

function decodeEscape(text: string, at: number): { value: string; length: number } | undefined {
  const e = text[at + 1];
  if (e === undefined) return undefined;
  if (Object.hasOwn(escapeCodes, e)) return { value: escapeCodes[e]!, length: 2 };
  const digits = e === "x" ? 2 : e === "u" ? 4 : e === "U" ? 8 : 0;
  if (digits === 0) return undefined;
  const hex = text.slice(at + 2, at + 2 + digits);
  if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const code = parseInt(hex, 16);
  if (code > 0x10ffff) return undefined;
  return { value: String.fromCodePoint(code), length: 2 + digits };
}

/** A line of a block scalar: its indentation (spaces) and the rest, with `\r` of a CRLF included like `yaml` does. */
interface BlockLine {
  start: number;
  indent: number;
  content: string;
  /** The line break after the line, or an empty range at the end of the scalar. */
  break: Range;
}

/** `|` and `>` scalars, as yaml's resolveBlockScalar reads them. */
function block(text: string, start: number, end: number, scalarIndent: number): SourceMapBuilder | undefined {
  const headerMatch = /^[|>]([-+1-9]*)/.exec(text.slice(start, Math.min(end, start + 10)));
  if (!headerMatch) return undefined;
  const literal = text[start] === "|";
  let indicator = 0;
  let chomp = "";
  for (const c of headerMatch[1]!) {
    if (!chomp && (c === "-" || c === "+")) chomp = c;
    else if (!indicator && Number(c)) indicator = Number(c);
    else return undefined;
  }
  // The source of the content starts after the header line.
  const headerBreak = text.indexOf("\n", start);
  const sourceStart = headerBreak < 0 || headerBreak >= end ? end : headerBreak + 1;
  const lines: BlockLine[] = [];
  if (sourceStart < end) {
    let lineStart = sourceStart;
    for (;;) {
      let i = lineStart;
      while (i < end && text[i] === " ") i++;
      let lineEnd = text.indexOf("\n", i);
      if (lineEnd < 0 || lineEnd >= end) lineEnd = end;
      const content = text.slice(i, lineEnd);
      const hasBreak = lineEnd < end;
      const breakStart = content.endsWith("\r") ? lineEnd - 1 : lineEnd;
      lines.push({ start: lineStart, indent: i - lineStart, content, break: hasBreak ? [breakStart, lineEnd + 1] : [end, end] });
      if (!hasBreak) break;
      lineStart = lineEnd + 1;
    }
  }
  const isEmpty = (line: BlockLine) => line.content === "" || line.content === "\r";
  const out = new SourceMapBuilder();

  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    if (isEmpty(lines[i]!)) chompStart = i;
    else break;
  }
  if (chompStart === 0) {
    if (chomp === "+" && lines.length > 0) {
      const count = Math.max(1, lines.length - 1);
      for (let i = 0; i < count; i++) out.push("\n", ...lines[Math.min(i, lines.length - 1)]!.break);
    }
    return out;
  }

  let trimIndent = scalarIndent + indicator;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const line = lines[i]!;
    if (isEmpty(line)) {
      if (indicator === 0 && line.indent > trimIndent) trimIndent = line.indent;
    } else {
      if (indicator === 0) trimIndent = line.indent;
      contentStart = i;
      break;
    }
  }
  // Trailing lines indented deeper than the content are content.
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if (lines[i]!.indent > trimIndent) chompStart = i + 1;
  }
  /** The line's indentation beyond the content's: kept in the value. */
  const copyExtraIndent = (line: BlockLine) => {
    if (line.indent > trimIndent) out.copy(" ".repeat(line.indent - trimIndent), line.start + trimIndent);
  };

  for (let i = 0; i < contentStart; ++i) {
    copyExtraIndent(lines[i]!);
    out.push("\n", ...lines[i]!.break);
  }
  let sep = "";
  let sepAt: Range = [start, start];
  let prevMoreIndented = false;
  for (let i = contentStart; i < chompStart; ++i) {
    const line = lines[i]!;
    const content = line.content.endsWith("\r") ? line.content.slice(0, -1) : line.content;
    const contentAt = line.start + line.indent;
    if (content && line.indent < trimIndent) return undefined; // `yaml` reports this as an error
    if (literal) {
      out.push(sep, ...sepAt);
      copyExtraIndent(line);
      out.copy(content, contentAt);
      sep = "\n";
      sepAt = line.break;
    } else if (line.indent > trimIndent || content[0] === "\t") {
      // A more-indented line of a folded block keeps its line breaks.
      if (sep === " ") sep = "\n";
      else if (!prevMoreIndented && sep === "\n") sep = "\n\n";
      out.push(sep, ...sepAt);
      copyExtraIndent(line);
      out.copy(content, contentAt);
      sep = "\n";
      sepAt = line.break;
      prevMoreIndented = true;
    } else if (content === "") {
      if (sep === "\n") out.push("\n", ...sepAt);
      sep = "\n";
      sepAt = line.break;
    } else {
      out.push(sep, ...sepAt);
      out.copy(content, contentAt);
      sep = " ";
      sepAt = line.break;
      prevMoreIndented = false;
    }
  }
  const lastContentBreak = lines[chompStart - 1]!.break;
  if (chomp === "+") {
    let previousBreak = lastContentBreak;
    for (let i = chompStart; i < lines.length; ++i) {
      out.push("\n", ...previousBreak);
      copyExtraIndent(lines[i]!);
      previousBreak = lines[i]!.break;
    }
    if (!out.value.endsWith("\n")) out.push("\n", ...previousBreak);
  } else if (chomp !== "-") {
    out.push("\n", ...lastContentBreak);
  }
  return out;
}

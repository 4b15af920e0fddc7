// A trace's boolean parts as an outline: outermost first, each under the parts whose span holds
// it, with its source text on one line. The text is the source's tokens (Chevrotain's lexer)
// with its whitespace normalised: one space where the source had any, none just inside brackets
// or before a comma, so a condition spread over lines of a YAML block reads as one line. A long
// text is shortened at token boundaries, never inside a time window (`< 30 minutes before now`
// stays whole: it is what a reader checks an event's time against). A literal (the `false` of
// `equals("US", false)`) is its own value and not a condition: it gets no line.
import type { TraceNode } from "../evaluate/index.js";
import { parse } from "../syntax/index.js";
import { tokenize } from "../syntax/lexer.js";
import { forEachNode } from "../syntax/walk.js";

export interface OutlineLine {
  text: string;
  value: TraceNode["value"];
  depth: number;
}

/** Longer texts are shortened; a text whose windows alone are longer keeps them whole. */
export const MAX_TEXT = 96;
const ELLIPSIS = " ... ";
const LITERALS = new Set(["Boolean", "String", "Number", "Date"]);
const WINDOWS = new Set(["AmountConstraint", "DirectionConstraint", "PointConstraint", "BetweenConstraint"]);

export function traceOutline(nodes: readonly TraceNode[], pql: string): OutlineLine[] {
  const windows = windowSpans(pql);
  const sorted = nodes
    .filter((node) => !LITERALS.has(node.kind))
    .sort((a, b) => a.span.start.offset - b.span.start.offset || b.span.end.offset - a.span.end.offset);
  const open: number[] = [];
  return sorted.map((node) => {
    while (open.length > 0 && node.span.start.offset >= open[open.length - 1]!) open.pop();
    const depth = open.length;
    open.push(node.span.end.offset);
    return { text: outlineText(pql, node.span.start.offset, node.span.end.offset, windows), value: node.value, depth };
  });
}

/** The [start, end) offsets of every time window of the expression (none when it does not parse). */
function windowSpans(pql: string): [number, number][] {
  const { ast } = parse(pql);
  const out: [number, number][] = [];
  if (ast)
    forEachNode(ast, (node) => {
      if (WINDOWS.has(node.kind)) out.push([node.span.start.offset, node.span.end.offset]);
    });
  return out;
}

interface Piece {
  /** The separator before the token ("" or " ") and the token's text. */
  before: string;
  text: string;
  /** Inside a time window: never elided. */
  kept: boolean;
}

/** The text of `pql[start, end)` on one line, shortened to MAX_TEXT outside its windows. */
function outlineText(pql: string, start: number, end: number, windows: readonly [number, number][]): string {
  const source = pql.slice(start, end);
  const { tokens } = tokenize(source);
  if (tokens.length === 0) return source.replace(/\s+/g, " ").trim();
  const pieces: Piece[] = tokens.map((token, i) => {
    const previous = tokens[i - 1];
    const at = start + token.startOffset;
    const spaced = previous !== undefined && token.startOffset > previous.startOffset + previous.image.length;
    const tight = previous !== undefined && (/^[([]$/.test(previous.image) || /^[)\],]$/.test(token.image));
    return { before: spaced && !tight ? " " : "", text: token.image, kept: windows.some(([s, e]) => at >= s && at < e) };
  });
  const join = (list: readonly Piece[]) => list.map((p, i) => (i === 0 ? p.text : p.before + p.text)).join("");
  const whole = join(pieces);
  if (whole.length <= MAX_TEXT) return whole;
  return shortened(pieces, whole.length);
}

/**
 * Drops tokens from the middle of the longest runs outside windows (one ellipsis per run cut)
 * until the text fits, keeping the first and last token of each run so the cut shows its context.
 */
function shortened(pieces: readonly Piece[], length: number): string {
  const dropped = new Set<number>();
  const runs: [number, number][] = [];
  for (let i = 0; i < pieces.length; ) {
    if (pieces[i]!.kept) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < pieces.length && !pieces[j + 1]!.kept) j++;
    runs.push([i, j]);
    i = j + 1;
  }
  const size = (i: number) => pieces[i]!.before.length + pieces[i]!.text.length;
  runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
  let over = length - MAX_TEXT;
  for (const [first, last] of runs) {
    if (over <= 0) break;
    if (last - first < 2) continue;
    over += ELLIPSIS.length;
    // From the run's middle outward, alternately towards its end and its start.
    let low = Math.floor((first + last) / 2);
    let high = low + 1;
    for (let turn = 0; over > 0 && (low > first || high < last); turn++) {
      const take = turn % 2 === 0 ? (low > first ? low-- : high++) : high < last ? high++ : low--;
      dropped.add(take);
      over -= size(take);
    }
  }
  let text = "";
  let cut = false;
  pieces.forEach((p, i) => {
    if (dropped.has(i)) {
      if (!cut) text += ELLIPSIS.trimEnd();
      cut = true;
      return;
    }
    text += i === 0 ? p.text : cut ? ` ${p.text}` : p.before + p.text;
    cut = false;
  });
  return text;
}

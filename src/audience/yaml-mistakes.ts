// The YAML mistakes people make in audience files, found line by line and told in plain words at
// the line and column where they are. The `yaml` package notices a mistake where reading can no
// longer go on, which is often the next key ("nested mappings are not allowed in compact
// mappings" on the line above a mis-indented key) or the end of the file (an unclosed quote); it
// names its grammar, not the fix.
//
// This is not a YAML parser: it runs only on a document `yaml` found broken, and it knows the
// shapes of audience files (block mappings of `key: value`, lists of mappings under
// `x-pql-audience.suppress`, block scalars for PQL). What it does not recognise it leaves to
// `yaml`'s own message.
import type { LineMap } from "../syntax/positions.js";
import { audienceInvalidYaml } from "./rules/audience-invalid-yaml.js";
import type { AudienceProblem } from "./audience-problem.js";

export interface YamlError {
  /** [start, end) offsets in the file, as `yaml` gives them. */
  pos: readonly [number, number];
  message: string;
}

/** One problem per mistake; `yaml`'s own errors only where none of ours explains them. */
export function yamlSyntaxProblems(
  text: string,
  lines: LineMap,
  [from, to]: readonly [number, number],
  errors: readonly YamlError[],
): AudienceProblem[] {
  const problems = findMistakes(text, from, to).map(
    (m): AudienceProblem => ({
      rule: audienceInvalidYaml.meta.name,
      message: m.message,
      range: lines.span(m.start, m.end),
      hints: m.hints,
    }),
  );
  // What `yaml` reports after one of our mistakes is almost always where it ran into that mistake
  // (often the line above a mis-indented key): only errors before it stand on their own.
  const before = problems.length > 0 ? problems[0]!.range.start.line - 1 : Infinity;
  const seenLines = new Set<number>();
  for (const error of errors) {
    const [start, end] = widenToWord(text, error.pos[0], error.pos[1]);
    const range = lines.span(start, end);
    if (range.start.line >= before) continue;
    // One problem per line: `yaml` often reports the same mistake twice.
    if (seenLines.has(range.start.line)) continue;
    seenLines.add(range.start.line);
    problems.push({
      rule: audienceInvalidYaml.meta.name,
      message: `invalid YAML: ${yamlMessage(error.message)}`,
      range,
      hints: yamlHints(lines.lineText(range.start.line)),
    });
  }
  return problems.sort((a, b) => a.range.start.offset - b.range.start.offset);
}

/**
 * The usual reason YAML breaks on a PQL line: a plain value cannot hold `: ` (every CHAIN step
 * has one) or start with a quote. A block scalar holds any PQL as it is.
 */
export function yamlHints(lineText: string): string[] {
  if (!/^\s*value\s*:\s*[^|>\s]/.test(lineText)) return [];
  return [`write ${BLOCK}; a plain YAML value cannot contain \`: \` or start with a quote`];
}

const BLOCK = "the expression as a block: `value: |-`, then the PQL on the next lines, indented";

export interface Mistake {
  start: number;
  end: number;
  message: string;
  hints: string[];
}

/** A block mapping (keys at `indent`) or a block sequence (`-` at `indent`) still open. */
interface Frame {
  kind: "map" | "seq";
  indent: number;
  /** The keys written so far (a mapping) and the line of each. */
  keys: Map<string, number>;
  last: string | undefined;
  /** The field path of the mapping (`expression`), to know which value is PQL. */
  path: string;
  /** A mapping that is an item of the sequence below it in the stack (`- rule: ...`). */
  item: boolean;
}

interface Line {
  start: number;
  /** Without the line break (and without a `\r` before it). */
  text: string;
  /** Spaces before the first other character. */
  indent: number;
  /** Nothing, or only a comment. */
  blank: boolean;
  /** 1-based, in the file. */
  number: number;
}

/** `key:` or `- key:` at the start of a line (after the indentation): the dash, the key as written, the length up to the colon. */
interface Entry {
  dash: number;
  /** As written (quotes included). */
  written: string;
  /** Past the colon, from the start of the dash. */
  length: number;
}

function entryOf(rest: string): Entry | undefined {
  const dash = /^-[ ]+/.exec(rest)?.[0].length ?? 0;
  const body = rest.slice(dash);
  let keyEnd: number;
  const c = body[0];
  if (c === '"' || c === "'") {
    const close = closingQuote(body, 0, c);
    if (close === -1) return undefined;
    keyEnd = close + 1;
  } else {
    // A plain key: no indicator first (`-`, `?`, `:` only before a non-space), up to `: ` or a final `:`.
    if (c === undefined || /[[\]{},#&*!|>'"%@`]/.test(c) || (/[-?:]/.test(c) && /^.(?:\s|$)/.test(body))) return undefined;
    const colon = /:(?: |$)/.exec(body);
    if (!colon || /\s#/.test(body.slice(0, colon.index))) return undefined;
    keyEnd = colon.index;
  }
  const colon = /^[ ]*:(?: |$)/.exec(body.slice(keyEnd));
  if (!colon) return undefined;
  const written = body.slice(0, keyEnd).trimEnd();
  return written === "" ? undefined : { dash, written, length: dash + keyEnd + colon[0].replace(/ $/, "").length };
}

function isEntry(rest: string): boolean {
  return entryOf(rest) !== undefined;
}
const NO_SPACE = /^(-[ ]+)?([A-Za-z_$][\w$.-]*):([^\s:/][^\s]*)/;
const BARE_KEY = /^(-[ ]+)?([A-Za-z_$][\w$.-]*)[ ]*$/;

function splitLines(text: string, from: number, to: number): Line[] {
  const out: Line[] = [];
  let start = from;
  let number = 1;
  for (let k = text.indexOf("\n"); k !== -1 && k < from; k = text.indexOf("\n", k + 1)) number++;
  // A byte order mark is not content.
  if (start === 0 && text.charCodeAt(0) === 0xfeff) start = 1;
  while (start <= to) {
    const lf = text.indexOf("\n", start);
    const stop = lf === -1 || lf > to ? to : lf;
    let line = text.slice(start, stop);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    let indent = 0;
    while (line.charCodeAt(indent) === 32) indent++;
    const rest = line.slice(indent);
    out.push({ start, text: line, indent, blank: rest === "" || rest.startsWith("#"), number: number++ });
    if (lf === -1 || lf >= to) break;
    start = lf + 1;
  }
  return out;
}

class Scanner {
  private readonly lines: Line[];
  private readonly mistakes: Mistake[] = [];
  private frames: Frame[] = [];
  /** After `key:` with nothing on its line: a deeper line starts its value. */
  private pendingKey: { indent: number; key: string; path: string } | undefined;
  /** After `key: plain text`: deeper lines that are not entries continue the text. */
  private plainAbove: number | undefined;
  private tabs: { line: Line; more: number } | undefined;
  /** Set on a shape this scanner does not follow (a complex key, a tagged key): it stops there. */
  private lost = false;
  private i = 0;

  constructor(
    private readonly text: string,
    from: number,
    to: number,
  ) {
    this.lines = splitLines(text, from, to);
  }

  run(): Mistake[] {
    while (this.i < this.lines.length) {
      const line = this.lines[this.i]!;
      this.i++;
      if (line.blank) continue;
      const rest = line.text.slice(line.indent);
      if (line.indent === 0 && /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest)) {
        this.frames = [];
        this.pendingKey = undefined;
        this.plainAbove = undefined;
        continue;
      }
      if (rest.startsWith("\t")) {
        this.tab(line);
        continue;
      }
      this.line(line, rest);
      if (this.lost) break;
    }
    return this.finish();
  }

  private finish(): Mistake[] {
    if (this.tabs) {
      const { line, more } = this.tabs;
      const also = more === 0 ? "" : ` (and so are ${more} line${more === 1 ? "" : "s"} below it)`;
      this.mistakes.push({
        start: line.start + line.indent,
        end: line.start + line.indent + 1,
        message: `this line is indented with a tab; YAML indents with spaces only${also}`,
        hints: ["replace each tab with spaces, as many as on the lines around it"],
      });
    }
    return this.mistakes.sort((a, b) => a.start - b.start);
  }

  private tab(line: Line): void {
    if (this.tabs) this.tabs.more++;
    else this.tabs = { line, more: 0 };
  }

  private line(line: Line, rest: string): void {
    const n = line.indent;
    const entry = entryOf(rest);
    if (!entry) {
      this.other(line, rest);
      return;
    }
    const { dash } = entry;
    const key = unquote(entry.written);
    const column = n + dash;
    if (dash > 0) {
      if (!this.placeItem(line, n)) return;
      const seq = this.frames[this.frames.length - 1]!;
      this.frames.push({ kind: "map", indent: column, keys: new Map(), last: undefined, path: `${seq.path}[]`, item: true });
    } else if (!this.placeKey(line, n, key)) return;
    const map = this.frames[this.frames.length - 1]!;
    const earlier = map.keys.get(key);
    if (earlier !== undefined) {
      this.mistakes.push({
        start: line.start + column,
        end: line.start + column + entry.written.length,
        message: `the key \`${key}\` is written twice in this mapping (first on line ${earlier}); YAML allows each key once: remove one`,
        hints: [],
      });
    } else map.keys.set(key, line.number);
    map.last = key;
    const path = map.path ? `${map.path}.${key}` : key;
    this.value(line, line.start + n + entry.length, map.indent, key, path);
  }

  /** Places a `key:` line at indentation `n` (where it was meant to be, if it is mis-indented); false if it cannot be placed. */
  private placeKey(line: Line, n: number, key: string): boolean {
    const pending = this.pendingKey;
    this.pendingKey = undefined;
    this.plainAbove = undefined;
    if (this.frames.length === 0 || (pending && n > pending.indent)) {
      this.frames.push({ kind: "map", indent: n, keys: new Map(), last: undefined, path: pending?.path ?? "", item: false });
      return true;
    }
    const at = this.frames.findLastIndex((f) => f.kind === "map" && f.indent === n);
    if (at !== -1) {
      this.frames.length = at + 1;
      return true;
    }
    const top = this.frames[this.frames.length - 1]!;
    const below = this.frames[this.frames.length - 2];
    const start = line.start + n;
    const end = start + key.length;
    if (top.item && below?.kind === "seq" && below.indent === n && top.last) {
      this.mistakes.push({
        start,
        end,
        message: `the key \`${key}\` is indented ${spaces(n)}, like the \`-\` of the list item above; indent it ${spaces(top.indent)} to align it with \`${firstKey(top)}\``,
        hints: [],
      });
      return true;
    }
    // The mapping the key was meant for: the nearest indentation, the inner one on a tie.
    let best: Frame | undefined;
    for (const f of this.frames) if (f.kind === "map" && (!best || Math.abs(f.indent - n) <= Math.abs(best.indent - n))) best = f;
    if (!best?.last) return false;
    this.mistakes.push({
      start,
      end,
      message: `the key \`${key}\` is indented ${spaces(n)} but its siblings ${best.indent}; align it with \`${best.last}\``,
      // Deeper than a key with a value: it may have been meant under that key.
      hints:
        n >= best.indent + 2 ? [`if \`${key}\` belongs under \`${best.last}\`, write nothing after \`${best.last}:\` on its line`] : [],
    });
    // Go on as if it were aligned, so the lines after it (its own fields) are read in their place.
    this.frames.length = this.frames.indexOf(best) + 1;
    return true;
  }

  /** Places a `- ` line; false when it does not continue a list this scanner follows. */
  private placeItem(line: Line, n: number): boolean {
    const pending = this.pendingKey;
    this.pendingKey = undefined;
    this.plainAbove = undefined;
    if (pending && n >= pending.indent) {
      this.frames.push({ kind: "seq", indent: n, keys: new Map(), last: undefined, path: pending.path, item: false });
      return true;
    }
    // A document that is a list (a `NAME.pql.test.yaml` of cases) opens its sequence here.
    if (this.frames.length === 0) {
      this.frames.push({ kind: "seq", indent: n, keys: new Map(), last: undefined, path: "", item: false });
      return true;
    }
    const at = this.frames.findLastIndex((f) => f.kind === "seq" && f.indent === n);
    if (at !== -1) {
      this.frames.length = at + 1;
      return true;
    }
    const seq = this.frames.findLast((f) => f.kind === "seq");
    if (seq) {
      this.mistakes.push({
        start: line.start + n,
        end: line.start + n + 1,
        message: `this list item is indented ${spaces(n)} but the items above it ${seq.indent}; align its \`-\` with theirs`,
        hints: [],
      });
    }
    return false;
  }

  /** A line that is not `key: ...`: a continued value, or a key written wrongly. */
  private other(line: Line, rest: string): void {
    const n = line.indent;
    // `: ` first: the value of a key written on the lines above (a complex or multi-line key).
    if (/^:(?:\s|$)/.test(rest)) this.lost = true;
    if (this.lost || (this.plainAbove !== undefined && n > this.plainAbove)) return; // a plain value over several lines
    if (this.pendingKey && n <= this.pendingKey.indent && !rest.startsWith("-")) this.pendingKey = undefined;
    const top = this.frames[this.frames.length - 1];
    const atKey = !top || top.indent === n || (this.pendingKey !== undefined && n > this.pendingKey.indent);
    if (/^[?!&%:]/.test(rest)) {
      this.lost = true;
      return;
    }
    if (!atKey) return;
    const next = this.nextContent();
    // Alone under `key:` it is that key's text (`name:\n  a:b`); among keys it was meant as one.
    const amongKeys =
      (top !== undefined && top.indent === n && this.pendingKey === undefined) ||
      (next !== undefined && next.indent === n && isEntry(next.text.slice(n)));
    const noSpace = amongKeys ? NO_SPACE.exec(rest) : null;
    if (noSpace) {
      const [, dash = "", key, after] = noSpace;
      const colon = line.start + n + dash.length + key!.length;
      this.mistakes.push({
        start: colon,
        end: colon + 1,
        message: `\`${key}:${after}\` needs a space after the colon; without it YAML does not read \`${key}\` as a key: write \`${key}: ${after}\``,
        hints: [],
      });
      this.plainAbove = n;
      return;
    }
    const bare = BARE_KEY.exec(rest);
    if (bare && next && next.indent > n && isEntry(next.text.slice(next.indent))) {
      const [, dash = "", key] = bare;
      const start = line.start + n + dash.length;
      this.mistakes.push({
        start,
        end: start + key!.length,
        message: `\`${key}\` needs a colon after it to be a key: write \`${key}:\``,
        hints: [],
      });
      // Read what follows as its value, as the author meant.
      this.pendingKey = { indent: n, key: key!, path: top?.path ? `${top.path}.${key}` : key! };
    }
  }

  /** What follows `key:` on its line. */
  private value(line: Line, at: number, mapIndent: number, key: string, path: string): void {
    const text = this.text;
    const lineEnd = line.start + line.text.length;
    let v = at;
    while (text[v] === " ") v++;
    // Anchors and tags before the value (`&shared`, `!!str`).
    while ((text[v] === "&" || text[v] === "!") && v < lineEnd) {
      while (v < lineEnd && text[v] !== " ") v++;
      while (text[v] === " ") v++;
    }
    if (v >= lineEnd || text[v] === "#") {
      this.pendingKey = { indent: mapIndent, key, path };
      return;
    }
    const pql = path === "expression.value";
    const value = text
      .slice(v, lineEnd)
      .replace(/[ ]+#.*$/, "")
      .trimEnd();
    const c = text[v]!;
    if (c === "|" || c === ">")
      return this.blockScalar(
        mapIndent,
        key,
        text
          .slice(v, lineEnd)
          .replace(/[ ]+#.*$/, "")
          .trim(),
      );
    if (c === '"' || c === "'") return this.quoted(line, v, mapIndent, key, pql);
    if (c === "[" || c === "{") return this.flow(line, v, key, value, pql);
    if (c === "*") {
      const alias = /^\*[^\s,[\]{}]+/.exec(value)![0];
      const defined = text.slice(0, v).includes(`&${alias.slice(1)}`);
      if (alias.length < value.length || !defined) {
        this.mistakes.push({
          start: v,
          end: v + alias.length,
          message: pql
            ? `the PQL starts with \`*\`, which YAML reads as an alias (a reference to an anchor defined elsewhere); write ${BLOCK}`
            : `a YAML value that starts with \`*\` is an alias, a reference to an anchor defined elsewhere; to write text that starts with \`*\`, quote it: \`${key}: ${quoted(value)}\``,
          hints: [],
        });
      }
      return;
    }
    if (c === "@" || c === "`" || c === "%") {
      this.mistakes.push({
        start: v,
        end: v + 1,
        message: pql
          ? `the PQL starts with \`${c}\`, which YAML reserves; write ${BLOCK}`
          : `a YAML value cannot start with \`${c}\` unless it is quoted: write \`${key}: ${quoted(value)}\``,
        hints: [],
      });
      return;
    }
    // A plain value: `: ` inside it starts another key.
    this.plainAbove = mapIndent;
    const colon = /:(?: |$)/.exec(value);
    if (colon) {
      this.mistakes.push({
        start: v + colon.index,
        end: v + colon.index + 1,
        message: pql
          ? `the PQL contains \`: \`, which YAML reads as the start of another key; write ${BLOCK}`
          : `the value of \`${key}\` contains \`: \`, which YAML reads as the start of another key; put the value in quotes: \`${key}: ${quoted(value)}\``,
        hints: [],
      });
    }
  }

  private blockScalar(mapIndent: number, key: string, indicator: string): void {
    let first: number | undefined;
    while (this.i < this.lines.length) {
      const line = this.lines[this.i]!;
      if (line.text.trim() === "") {
        this.i++;
        continue;
      }
      if (line.indent > mapIndent) {
        if (first === undefined) first = line.indent;
        // A comment after the block, or `: ` (the value of a key written over several lines).
        else if (line.indent < first && (line.blank || /^:(?:\s|$)/.test(line.text.slice(line.indent)))) return;
        else if (line.indent < first) {
          this.mistakes.push({
            start: line.start + line.indent,
            end: line.start + line.text.length,
            message: `this line of the block \`${key}: ${indicator}\` is indented ${spaces(line.indent)}, less than its first line (${first}), so YAML ends the block before it; indent it ${spaces(first)}`,
            hints: [],
          });
          first = line.indent;
        }
        this.i++;
        continue;
      }
      const rest = line.text.slice(line.indent);
      if (
        first !== undefined ||
        line.blank ||
        isEntry(rest) ||
        /^[?!&%:*]/.test(rest) ||
        rest.startsWith("- ") ||
        /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest)
      )
        return;
      // The first line of the block is not indented: the lines up to the next key are its text.
      this.mistakes.push({
        start: line.start + line.indent,
        end: line.start + line.text.length,
        message: `the lines of the block \`${key}: ${indicator}\` must be indented more than \`${key}\` (${spaces(mapIndent)}); indent them ${spaces(mapIndent + 2)}`,
        hints: [],
      });
      // The lines after it are the block's too, up to the next key of the mapping (PQL has `A: `
      // in CHAIN steps: a deeper line is text, whatever it looks like).
      this.i++;
      while (this.i < this.lines.length) {
        const next = this.lines[this.i]!;
        if (!next.blank && next.indent <= mapIndent && (next.indent < line.indent || isEntry(next.text.slice(next.indent)))) break;
        this.i++;
      }
      return;
    }
  }

  private quoted(line: Line, open: number, mapIndent: number, key: string, pql: boolean): void {
    const text = this.text;
    const quote = text[open]!;
    const lineEnd = line.start + line.text.length;
    const close = closingQuote(text, open, quote);
    const closeLine = close === -1 ? undefined : this.lineAt(close);
    // Closed on a later line, with a key line at this mapping's indentation on the way: the quote
    // was meant to close on its own line (and YAML read on to the next quote it found).
    let unclosed = close === -1;
    if (!unclosed && close >= lineEnd) {
      for (let j = this.i; j < this.lines.length && this.lines[j]!.start <= close; j++) {
        const l = this.lines[j]!;
        if (!l.blank && l.indent <= mapIndent && isEntry(l.text.slice(l.indent))) unclosed = true;
      }
    }
    if (unclosed) {
      this.mistakes.push({
        start: open,
        end: open + 1,
        message: `the string that starts with \`${quote}\` here is not closed on its line; add the closing \`${quote}\``,
        hints: pql ? [`or write ${BLOCK}`] : [],
      });
      return; // read on from the next line, as if it had been closed
    }
    // A quoted string over several lines: go on after it.
    if (closeLine !== undefined && closeLine > this.i - 1) this.i = closeLine + 1;
    const closeLineEnd = this.lineEndAt(close);
    const after = text.slice(close + 1, closeLineEnd);
    const stray = after.search(/\S/);
    if (stray === -1 || /^[ ]+#/.test(after)) return;
    const strayStart = close + 1 + stray;
    const scalar = text.slice(open, close + 1);
    const whole = text
      .slice(open, closeLineEnd)
      .replace(/[ ]+#.*$/, "")
      .trimEnd();
    this.mistakes.push(
      pql
        ? {
            start: open,
            end: close + 1,
            message: `the PQL starts with \`${quote}\`, so YAML reads \`${scalar}\` as the whole value and rejects the rest; write ${BLOCK}`,
            hints: [],
          }
        : {
            start: strayStart,
            end: closeLineEnd,
            message: `text after the closing quote: YAML reads \`${scalar}\` as the whole value and rejects \`${whole.slice(strayStart - open)}\`; put all of the value in quotes: \`${key}: ${quoted(whole)}\``,
            hints: [],
          },
    );
  }

  /** `[...]` or `{...}`: a list or mapping, which must end the value. */
  private flow(line: Line, open: number, key: string, value: string, pql: boolean): void {
    const close = closingBracket(value);
    if (close === -1) {
      // Over several lines: skip to where the brackets balance.
      let depth = bracketDepth(value);
      while (depth > 0 && this.i < this.lines.length) depth += bracketDepth(this.lines[this.i++]!.text);
      return;
    }
    const after = value.slice(close + 1);
    if (after.trim() === "") return;
    const kind = value[0] === "[" ? "a list" : "a mapping";
    const collection = value.slice(0, close + 1);
    this.mistakes.push(
      pql
        ? {
            start: open,
            end: open + close + 1,
            message: `the PQL starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; write ${BLOCK}`,
            hints: [],
          }
        : {
            start: open + close + 1 + after.search(/\S/),
            end: line.start + line.text.length,
            message: `the value of \`${key}\` starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; put the value in quotes: \`${key}: ${quoted(value)}\``,
            hints: [],
          },
    );
  }

  private nextContent(): Line | undefined {
    for (let j = this.i; j < this.lines.length; j++) if (!this.lines[j]!.blank) return this.lines[j];
    return undefined;
  }

  /** The index in `lines` of the line holding `offset`. */
  private lineAt(offset: number): number {
    let j = this.i - 1;
    while (j + 1 < this.lines.length && this.lines[j + 1]!.start <= offset) j++;
    return j;
  }

  private lineEndAt(offset: number): number {
    const line = this.lines[this.lineAt(offset)]!;
    return line.start + line.text.length;
  }
}

/** The mistakes in text[from, to); for a document `yaml` found broken (on a valid one it should find none). */
export function findMistakes(text: string, from = 0, to = text.length): Mistake[] {
  return new Scanner(text, from, to).run();
}

/** The offset of the quote that closes the one at `open`, or -1. */
function closingQuote(text: string, open: number, quote: string): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === "\\") i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/** Where the bracket at value[0] closes on this line, or -1. */
function closingBracket(value: string): number {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '"' || c === "'") {
      const end = closingQuote(value, i, c);
      if (end === -1) return -1;
      i = end;
    } else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function bracketDepth(line: string): number {
  let depth = 0;
  for (const c of line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, "")) {
    if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
  }
  return depth;
}

function unquote(key: string): string {
  return key.startsWith('"') || key.startsWith("'") ? key.slice(1, -1) : key;
}

function firstKey(frame: Frame): string {
  return frame.keys.keys().next().value ?? frame.last ?? "";
}

function spaces(n: number): string {
  return n === 1 ? "1 space" : `${n} spaces`;
}

/** The value quoted as YAML reads it back: double quotes unless it holds `"` or `\`. */
function quoted(value: string): string {
  return /["\\]/.test(value) ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

/** `yaml` points at one character; a duplicate key or a bad word reads better underlined whole. */
function widenToWord(text: string, start: number, end: number): [number, number] {
  let e = Math.max(start, end);
  if (e - start <= 1 && /[\w$-]/.test(text[start] ?? "")) {
    e = start;
    while (e < text.length && /[\w$.-]/.test(text[e]!)) e++;
  }
  return [start, Math.min(e, text.length)];
}

/** `yaml`'s messages end with " at line 2, column 4" and a code frame; we show our own. */
function yamlMessage(message: string): string {
  const first = message.split("\n")[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, "").replace(/^./, (c) => c.toLowerCase());
}

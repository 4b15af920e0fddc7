// A fast reader for the YAML most audience files are written in: one document of block mappings
// whose values are one-line plain or quoted scalars, block scalars (`|`, `|-`, `>`, `>-`) and
// one-line flow mappings of plain scalars (`batch: { enabled: true }`). It gives the same value and
// the same source ranges as the `yaml` package, without building a full YAML document (the
// general parser would otherwise dominate the cost of linting a typical audience file).
//
// It is a fast path, not a second YAML implementation: anything outside that subset (comments,
// anchors, tags, sequences, several documents, tabs, CRLF, a key without a value, ...) makes it
// return undefined, and the caller reads the file with `yaml`, which also owns every error
// message. test/audience/yaml-simple.test.ts checks that both agree wherever this one answers.
import type { FieldPath, Range, SourceTree } from "./source-tree.js";
import type { SourceMapBuilder } from "./source-map.js";
import { decodeYamlScalar, type ScalarStyle } from "./yaml-scalar.js";

export interface SimpleScalar {
  kind: "scalar";
  start: number;
  /** The end of the value as `yaml` gives it (`range[1]`): past the closing quote, or past a block's last line break. */
  end: number;
  style: ScalarStyle;
  /** The indentation of the mapping holding it (the `indent` of `yaml`'s CST token). */
  indent: number;
  value: string | number | boolean | null;
  /** How a quoted or block scalar was decoded: its source map, handed to the loader. */
  decoded?: SourceMapBuilder;
}

export interface SimpleMap {
  kind: "map";
  start: number;
  end: number;
  entries: SimpleEntry[];
}

export interface SimpleEntry {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: SimpleNode;
}

export type SimpleNode = SimpleScalar | SimpleMap;

export interface SimpleYaml {
  /** The document as plain data (what `yaml`'s `toJS()` gives). */
  data: Record<string, unknown>;
  tree: SimpleYamlTree;
}

/** Reads `text` if it is in the subset, else undefined (read it with `yaml`). */
export function readSimpleYaml(text: string): SimpleYaml | undefined {
  // Characters outside the subset wherever they are: tabs, CR line ends, a byte-order mark.
  if (/[\t\r\uFEFF]/.test(text)) return undefined;
  const reader = new Reader(text);
  const root = reader.document();
  if (!root) return undefined;
  return { data: toData(root) as Record<string, unknown>, tree: new SimpleYamlTree(root, [0, text.length]) };
}

class Bail {}
const BAIL = new Bail();

const KEY = /^[A-Za-z_$][\w$.-]*/;
/** Plain scalars `yaml` would read as something other than a string, or that we do not resolve. */
const NULL = /^(?:~|null|Null|NULL)$/;
const TRUE = /^(?:true|True|TRUE)$/;
const FALSE = /^(?:false|False|FALSE)$/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** Other core-schema forms (`0x1F`, `0o17`, `.inf`, `.nan`): left to `yaml`. */
const OTHER_NON_STRING = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;

interface Line {
  start: number;
  /** Past the last character, before the line feed. */
  end: number;
  /** Past the line feed (or the end of the text). */
  next: number;
  indent: number;
  blank: boolean;
  /** Only a comment (`# ...`): skipped like a blank line, except inside a block scalar. */
  comment: boolean;
}

class Reader {
  private readonly lines: Line[] = [];
  private at = 0;
  /** Past the line feed of the last non-blank line read: where a block mapping ends in `yaml`. */
  private lastNext = 0;

  constructor(private readonly text: string) {
    let start = 0;
    while (start <= text.length) {
      const lf = text.indexOf("\n", start);
      const end = lf === -1 ? text.length : lf;
      let indent = 0;
      while (text.charCodeAt(start + indent) === 32) indent++;
      this.lines.push({
        start,
        end,
        next: lf === -1 ? text.length : lf + 1,
        indent,
        blank: start + indent >= end,
        comment: text[start + indent] === "#",
      });
      if (lf === -1) break;
      start = lf + 1;
    }
  }

  document(): SimpleMap | undefined {
    try {
      this.skipBlank();
      const first = this.lines[this.at];
      if (first?.indent !== 0) return undefined;
      const root = this.map(0);
      this.skipBlank();
      return this.at === this.lines.length ? root : undefined;
    } catch (e) {
      if (e === BAIL) return undefined;
      throw e;
    }
  }

  private skipBlank(): void {
    while (this.at < this.lines.length && (this.lines[this.at]!.blank || this.lines[this.at]!.comment)) this.at++;
  }

  /** A block mapping whose keys stand at `indent`. */
  private map(indent: number): SimpleMap {
    const entries: SimpleEntry[] = [];
    const seen = new Set<string>();
    let end = 0;
    for (;;) {
      this.skipBlank();
      const line = this.lines[this.at];
      if (!line || line.indent < indent) break;
      if (line.indent > indent) throw BAIL;
      const entry = this.entry(line, indent);
      if (seen.has(entry.key)) throw BAIL; // `yaml` reports it (uniqueKeys)
      seen.add(entry.key);
      entries.push(entry);
      end = this.lastNext;
    }
    return { kind: "map", start: entries[0]!.keyStart, end, entries };
  }

  private entry(line: Line, indent: number): SimpleEntry {
    const text = this.text;
    const keyStart = line.start + indent;
    const key = plainKey(text.slice(keyStart, line.end));
    const keyEnd = keyStart + key.length;
    if (text[keyEnd] !== ":") throw BAIL;
    let at = keyEnd + 1;
    if (at < line.end && text[at] !== " ") throw BAIL;
    while (at < line.end && text[at] === " ") at++;
    this.at++;
    this.lastNext = line.next;
    if (at === line.end) {
      // `key:` then a deeper mapping; a key with no value at all is left to `yaml`.
      this.skipBlank();
      const next = this.lines[this.at];
      if (!next || next.indent <= indent) throw BAIL;
      return { key, keyStart, keyEnd, value: this.map(next.indent) };
    }
    const c = text[at]!;
    let value: SimpleNode;
    if (c === "|" || c === ">") value = this.blockScalar(line, at, indent);
    else if (c === '"' || c === "'") value = this.quoted(line, at, indent);
    else if (c === "{") value = this.flowMap(line, at, indent);
    else value = this.plain(at, trimmedEnd(text, at, line.end), indent, "block");
    return { key, keyStart, keyEnd, value };
  }

  private blockScalar(header: Line, at: number, indent: number): SimpleScalar {
    const text = this.text;
    const chomp = text.slice(at + 1, header.end).trimEnd();
    // Keep-chomping (`|+`) and explicit indentation (`|2`) are left to `yaml`.
    if (chomp !== "" && chomp !== "-") throw BAIL;
    let end = header.next;
    let first = true;
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      if (line.blank) {
        // Spaces past the indentation on an empty line are content in `yaml`'s reading: declined.
        if (line.indent > indent) throw BAIL;
        this.at++;
        continue;
      }
      if (line.indent <= indent) break;
      if (first && this.lines[this.at - 1] !== header) throw BAIL; // leading empty lines
      first = false;
      end = line.next;
      this.at++;
    }
    if (first) throw BAIL; // an empty block
    // Blank lines after the last line belong to what follows, as in `yaml`.
    this.lastNext = end;
    const style: ScalarStyle = text[at] === "|" ? "BLOCK_LITERAL" : "BLOCK_FOLDED";
    const decoded = decodeYamlScalar(text, style, at, end, indent);
    if (!decoded) throw BAIL;
    return { kind: "scalar", start: at, end, style, indent, value: decoded.value, decoded };
  }

  private quoted(line: Line, at: number, indent: number): SimpleScalar {
    const text = this.text;
    const quote = text[at]!;
    let i = at + 1;
    for (; i < line.end; i++) {
      const c = text[i];
      if (quote === '"' && c === "\\") i++;
      else if (c === quote) {
        if (quote === "'" && text[i + 1] === "'") i++;
        else break;
      }
    }
    if (i >= line.end) throw BAIL; // not closed on its line
    const end = i + 1;
    if (trimmedEnd(text, end, line.end) !== end) throw BAIL;
    this.noDeeperLine(indent);
    const style: ScalarStyle = quote === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
    const decoded = decodeYamlScalar(text, style, at, end, indent);
    if (!decoded) throw BAIL;
    return { kind: "scalar", start: at, end, style, indent, value: decoded.value, decoded };
  }

  /** `{ key: value, key: value }` on one line, plain scalars only. */
  private flowMap(line: Line, at: number, indent: number): SimpleMap {
    const text = this.text;
    const close = text.indexOf("}", at);
    if (close === -1 || close >= line.end || trimmedEnd(text, close + 1, line.end) !== close + 1) throw BAIL;
    const entries: SimpleEntry[] = [];
    const seen = new Set<string>();
    let i = at + 1;
    for (;;) {
      while (text[i] === " ") i++;
      if (i === close) {
        if (entries.length > 0) throw BAIL; // a trailing comma
        break;
      }
      const key = plainKey(text.slice(i, close));
      if (seen.has(key)) throw BAIL;
      seen.add(key);
      const keyStart = i;
      const keyEnd = i + key.length;
      if (text[keyEnd] !== ":" || text[keyEnd + 1] !== " ") throw BAIL;
      i = keyEnd + 1;
      while (text[i] === " ") i++;
      let stop = i;
      while (stop < close && text[stop] !== ",") stop++;
      const value = this.plain(i, trimmedEnd(text, i, stop), indent, "flow");
      entries.push({ key, keyStart, keyEnd, value });
      i = stop;
      if (i === close) break;
      i++; // the comma
    }
    this.noDeeperLine(indent);
    return { kind: "map", start: at, end: close + 1, entries };
  }

  private plain(start: number, end: number, indent: number, context: "block" | "flow"): SimpleScalar {
    const source = this.text.slice(start, end);
    // An indicator first (`-` only before a digit or letter), `: ` or ` #` inside: not ours.
    if (
      source === "" ||
      /^(?:[?:,[\]{}#&*!|>'"%@`]|-(?![\w.]))/.test(source) ||
      source.includes(": ") ||
      source.includes(" #") ||
      source.endsWith(":")
    )
      throw BAIL;
    if (context === "flow" && /[[\]{}]/.test(source)) throw BAIL;
    if (context === "block") this.noDeeperLine(indent);
    return { kind: "scalar", start, end, style: "PLAIN", indent, value: plainValue(source) };
  }

  /** A deeper line after a one-line value would continue it (a multi-line scalar): not ours. */
  private noDeeperLine(indent: number): void {
    let i = this.at;
    while (i < this.lines.length && this.lines[i]!.blank) i++;
    // (A deeper comment line is a comment; declining it keeps this simple.)
    const next = this.lines[i];
    if (next && next.indent > indent) throw BAIL;
  }
}

/**
 * A plain scalar as the core schema resolves it. Each form starts with a character of its own, so
 * most scalars (`PQL`, `pql/text`, a schema name) are strings after one look at their first one.
 */
function plainValue(source: string): SimpleScalar["value"] {
  if (!/^[-+.0-9~nNtTfF]/.test(source)) return source;
  if (OTHER_NON_STRING.test(source)) throw BAIL;
  if (NULL.test(source)) return null;
  if (TRUE.test(source)) return true;
  if (FALSE.test(source)) return false;
  if (INT.test(source) || FLOAT.test(source)) return Number(source);
  return source;
}

/** The name a key line or flow entry starts with; one `yaml` would read as null or a boolean is not ours. */
function plainKey(source: string): string {
  const key = KEY.exec(source)?.[0];
  if (!key || NULL.test(key) || TRUE.test(key) || FALSE.test(key)) throw BAIL;
  return key;
}

function trimmedEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && text[e - 1] === " ") e--;
  return e;
}

function toData(node: SimpleNode): unknown {
  if (node.kind === "scalar") return node.value;
  const result: Record<string, unknown> = {};
  for (const e of node.entries) {
    // defineProperty for `__proto__`: a key, not the prototype (as in `yaml`'s toJS). Only then:
    // it is several times slower than assigning.
    if (e.key === "__proto__")
      Object.defineProperty(result, e.key, { value: toData(e.value), enumerable: true, writable: true, configurable: true });
    else result[e.key] = toData(e.value);
  }
  return result;
}

/** Field locations in a document read by readSimpleYaml, with the same ranges as YamlTree. */
export class SimpleYamlTree implements SourceTree {
  readonly head: Range;

  constructor(
    private readonly root: SimpleMap,
    readonly range: Range,
  ) {
    const first = root.entries[0]!;
    this.head = [first.keyStart, first.keyEnd];
  }

  /** The node at `path` (for a scalar's style and source). */
  node(path: FieldPath): SimpleNode | undefined {
    return this.find(path)?.node;
  }

  locate(path: FieldPath, part: "key" | "value" = "value"): Range | undefined {
    const found = this.find(path);
    if (!found) return undefined;
    if (part === "key" && found.entry) return [found.entry.keyStart, found.entry.keyEnd];
    return [found.node.start, found.node.end];
  }

  private find(path: FieldPath): { node: SimpleNode; entry?: SimpleEntry } | undefined {
    let node: SimpleNode = this.root;
    let entry: SimpleEntry | undefined;
    for (const step of path) {
      if (node.kind !== "map") return undefined;
      entry = node.entries.find((e) => e.key === String(step));
      if (!entry) return undefined;
      node = entry.value;
    }
    return entry ? { node, entry } : { node };
  }
}

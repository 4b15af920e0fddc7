// `doc_enc` (src/sql/clickhouse-encoding.ts) written straight from a document's JSON text, in one
// scan that builds no objects: the loader copies ten million documents, and JSON.parse followed
// by encodeJson made a JavaScript object of every value of every one, most of the loader's CPU. DuckDB cannot write the encoding itself (no recursion over
// a value of unknown depth, no double-to-bytes). Same output as encodeJson(JSON.parse(text)):
// test/clickhouse/encode-text.test.ts holds the two to each other on every kind of value.

import { CLICKHOUSE_STRING_ESCAPES, GROWTH_SLACK, MAX_GROWTH, MAX_NESTING, tooDeepAt } from "../../sql/clickhouse-encoding.js";

/**
 * A document the encoding refuses (clickhouse-encoding.ts's bounds): nested past MAX_NESTING, or
 * an encoding over MAX_GROWTH times its text. Found as the scan goes, before more than twice the
 * bound is built; the message says where, in the words of the document.
 */
export class EncodingRefused extends Error {
  override name = "EncodingRefused";
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0").toUpperCase());
const float = new Float64Array(1);
const bytes = new Uint8Array(float.buffer);
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * What ClickHouse escapes in a quoted string (clickhouse-encoding.ts's table, which chString uses too).
 * An element inside d arrays is quoted d times; quoting maps each character on its own, so d
 * quotings are one table: ESCAPED[d] (a character's text after d quotings, `'` included).
 */
const SPECIALS = /[\\'\n\t\b\f\r\0]/g;
const ONCE = CLICKHOUSE_STRING_ESCAPES;
/** TabSeparated's escapes, for the encoding written straight into a TabSeparated field. */
const TSV_SPECIALS = /[\\\t\n]/g;
const TSV: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n" };

/** `text` as a TabSeparated field (the copy's other columns; the encoding escapes itself as it goes). */
export function tsvField(text: string): string {
  return text.replace(TSV_SPECIALS, (c) => TSV[c]!);
}

const PLAIN: Record<string, string>[] = [Object.fromEntries(Object.keys(ONCE).map((c) => [c, c]))];
/** PLAIN's tables with TabSeparated's escapes applied after the quotings. */
const AS_TSV: Record<string, string>[] = [];
/** The family of tables the current scan writes with. */
let tables = PLAIN;
function escaped(depth: number): Record<string, string> {
  while (PLAIN.length <= depth) {
    const last = PLAIN[PLAIN.length - 1]!;
    PLAIN.push(Object.fromEntries(Object.entries(last).map(([c, t]) => [c, t.replace(SPECIALS, (x) => ONCE[x]!)])));
  }
  while (AS_TSV.length <= depth) {
    const plain = PLAIN[AS_TSV.length]!;
    AS_TSV.push(Object.fromEntries(Object.entries(plain).map(([c, t]) => [c, t.replace(TSV_SPECIALS, (x) => TSV[x]!)])));
  }
  return tables[depth]!;
}

/** Text from the data, quoted `depth` times (and escaped for TabSeparated when the scan writes for it). */
function quotedText(s: string, depth: number, special: boolean): string {
  if (!special || (depth === 0 && tables === PLAIN)) return s;
  const table = escaped(depth);
  // Counted before it is built when it could pass the bound: a quoted character can take 2^16.
  if (s.length * table["'"]!.length > limit) {
    let length = s.length;
    for (const c of s.matchAll(SPECIALS)) length += table[c[0]]!.length - 1;
    if (length > limit) tooLarge();
  }
  return s.replace(SPECIALS, (c) => table[c]!);
}

/** The scan's state: the text, the position in it, and whether the last string read holds a character quoting escapes. */
let text = "";
let at = 0;
let special = false;
/** The longest encoding the text may have (MAX_GROWTH times it). */
let limit = 0;

function tooLarge(): never {
  throw new EncodingRefused(
    `its encoding for ClickHouse would take more than ${MAX_GROWTH} times its ${text.length.toLocaleString("en-US")} characters (each level of nesting doubles the quotes and backslashes inside it)`,
  );
}

/** Past MAX_NESTING: the path is found again on the parsed text (rare, and the scan keeps none). */
function tooDeep(): never {
  let path = "";
  try {
    path = ` at ${tooDeepAt(JSON.parse(text)) ?? "$"}`;
  } catch {
    // Invalid JSON further on: the depth alone is said.
  }
  throw new EncodingRefused(
    `it nests arrays and objects more than ${MAX_NESTING} levels deep${path}, more than ClickHouse's encoding takes (each level doubles the quotes inside it)`,
  );
}

/**
 * The encoding of the JSON value `json` (as DuckDB's JSON type holds it: valid JSON); with
 * `tsv`, escaped as a TabSeparated field besides (the loader's copy writes it so, in the same
 * scan: escaping the finished encoding cost more than making it, every nested quote being `\'`).
 */
export function encodeJsonText(json: string, tsv = false): string {
  text = json;
  at = 0;
  tables = tsv ? AS_TSV : PLAIN;
  limit = MAX_GROWTH * json.length + GROWTH_SLACK;
  escaped(0);
  try {
    const encoded = value(0);
    space();
    if (at !== text.length) fail();
    return encoded;
  } finally {
    text = "";
  }
}

function fail(): never {
  throw new Error(`not JSON at offset ${at}: ${JSON.stringify(text.slice(at, at + 20))}`);
}

function space(): void {
  for (;;) {
    const c = text.charCodeAt(at);
    if (c === 32 || c === 10 || c === 13 || c === 9) at++;
    else return;
  }
}

/** The value at `at`, encoded and quoted `depth` times (it is an element inside `depth` arrays). */
function value(depth: number): string {
  space();
  switch (text.charCodeAt(at)) {
    case 34: {
      // "
      const s = string();
      return `S${quotedText(s, depth, special)}`;
    }
    case 123: // {
      return object(depth);
    case 91: // [
      return array(depth);
    case 116: // t
      return literal("true", "T");
    case 102: // f
      return literal("false", "F");
    case 110: // n
      return literal("null", "Z");
    default:
      return number();
  }
}

function literal(word: string, code: string): string {
  if (!text.startsWith(word, at)) fail();
  at += word.length;
  return code;
}

/** A JSON string's value; `at` is on its opening quote. Sliced as it is unless it holds an escape. Sets `special`. */
function string(): string {
  const start = at;
  let escapes = false;
  let quote = false;
  for (at++; ; at++) {
    const c = text.charCodeAt(at);
    if (c === 34) break;
    if (c === 92) {
      escapes = true;
      at++;
    } else if (c === 39 || c < 32) quote = true;
    else if (Number.isNaN(c)) fail();
  }
  at++;
  special = escapes || quote;
  return escapes ? (JSON.parse(text.slice(start, at)) as string) : text.slice(start + 1, at - 1);
}

function number(): string {
  const start = at;
  for (;;) {
    const c = text.charCodeAt(at);
    // digits, '+', '-', '.', 'e', 'E'
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46 || c === 101 || c === 69) at++;
    else break;
  }
  if (at === start) fail();
  const n = Number(text.slice(start, at));
  if (Number.isNaN(n)) fail();
  float[0] = n === 0 ? 0 : n;
  let hex = "N";
  if (littleEndian) for (let i = 0; i < 8; i++) hex += HEX[bytes[i]!];
  else for (let i = 7; i >= 0; i--) hex += HEX[bytes[i]!];
  return hex;
}

function array(depth: number): string {
  if (depth >= MAX_NESTING) tooDeep();
  at++;
  space();
  if (text.charCodeAt(at) === 93) {
    at++;
    return "A[]";
  }
  const q = escaped(depth)["'"]!;
  let out = "A[";
  for (;;) {
    out += q + value(depth + 1) + q;
    if (out.length > limit) tooLarge();
    space();
    const c = text.charCodeAt(at++);
    if (c === 93) return `${out}]`;
    if (c !== 44) {
      at--;
      fail();
    }
    out += ",";
  }
}

function object(depth: number): string {
  if (depth >= MAX_NESTING) tooDeep();
  at++;
  space();
  if (text.charCodeAt(at) === 125) {
    at++;
    return "O[]";
  }
  const keys: string[] = [];
  /** Each key as it is written: quoted depth + 1 times, which may change how keys order, so they sort unquoted. */
  const written: string[] = [];
  const values: string[] = [];
  /** The values' length so far: they are held until the keys are sorted. */
  let held = 0;
  for (;;) {
    space();
    if (text.charCodeAt(at) !== 34) fail();
    const key = string();
    keys.push(key);
    written.push(quotedText(key, depth + 1, special));
    space();
    if (text.charCodeAt(at++) !== 58) {
      at--;
      fail();
    }
    const v = value(depth + 1);
    values.push(v);
    held += v.length;
    if (held > limit) tooLarge();
    space();
    const c = text.charCodeAt(at++);
    if (c === 125) break;
    if (c !== 44) {
      at--;
      fail();
    }
  }
  // Keys in JavaScript's order (UTF-16 code units), as encodeJson sorts Object.entries; a key
  // given twice keeps its last value, as JSON.parse does.
  const order = keys.map((_, i) => i);
  if (keys.length > 1) order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  const q = escaped(depth)["'"]!;
  let out = "O[";
  for (let i = 0; i < order.length; i++) {
    const k = order[i]!;
    if (i + 1 < order.length && keys[order[i + 1]!] === keys[k]) continue;
    if (out.length > 2) out += ",";
    out += `${q}K${written[k]!}${q},${q}${values[k]!}${q}`;
    if (out.length > limit) tooLarge();
  }
  return `${out}]`;
}

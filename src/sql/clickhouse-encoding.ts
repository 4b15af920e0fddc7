// The JSON of a profile or an event as the ClickHouse tables hold it for the compiled SQL
// (docs/estimates.md "ClickHouse"): ClickHouse 18.16 has no JSON functions that read nested
// documents exactly (visitParam* takes the first `"key":` anywhere in the text, nested or not),
// so each value is a String with its kind as the first character, and arrays and objects as
// ClickHouse's own text of an Array(String), which `CAST(... AS Array(String))` parses and
// `toString` writes back byte for byte:
//   S<text>   a string             N<16 hex digits>  a number: the IEEE-754 double's bytes,
//   T / F     true / false                            little-endian (ClickHouse's hex(reinterpretAsString(x)))
//   Z         null                 A[...]            an array: its elements, encoded
//   O[...]    an object: K<key>, <value encoded>, ... with the keys in JavaScript's sort order
// A key is written with a K so that looking one up (indexOf) never finds a value. Equal JSON
// values (key order aside) have equal encodings: -0 is written as 0.
//
// Each level quotes its elements again, so a quote or backslash inside d arrays or objects is
// written 2^d times over: the encoding is exponential in the nesting. Hence two bounds, checked
// before anything that large is built: at most MAX_NESTING levels, and (the loader, where a
// record's text is anyone's) at most MAX_GROWTH times the record's JSON text.

/** The deepest nesting of arrays and objects the encoding takes: a quote at this depth costs 2^16 characters. */
export const MAX_NESTING = 16;
/** How many times its JSON text a loaded document's encoding may take (plus GROWTH_SLACK): typical documents take 1-2. */
export const MAX_GROWTH = 32;
export const GROWTH_SLACK = 4096;

/** A value nested deeper than MAX_NESTING levels: `path` is where (a JSON path: `$.a[0].b`). */
export class NestedTooDeeply extends Error {
  constructor(readonly path: string) {
    super(`nested more than ${MAX_NESTING} levels deep at ${path}`);
  }
}

/** The path of the first array or object inside `value` that lies deeper than `limit` levels, or undefined. */
export function tooDeepAt(value: unknown, limit = MAX_NESTING): string | undefined {
  const walk = (v: unknown, depth: number, path: string): string | undefined => {
    if (v === null || typeof v !== "object") return undefined;
    if (depth > limit) return path;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], depth + 1, `${path}[${i}]`);
        if (found) return found;
      }
      return undefined;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const found = walk(x, depth + 1, `${path}${/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${quotedKey(k)}]`}`);
      if (found) return found;
    }
    return undefined;
  };
  return walk(value, 1, "$");
}

/** A key as a JSON string with every control character escaped (C1 too: the path is printed to a terminal). */
const quotedKey = (k: string) =>
  JSON.stringify(k).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The encoding of a JSON value (as JSON.parse returns it); NestedTooDeeply past MAX_NESTING levels. */
export function encodeJson(value: unknown): string {
  const deep = tooDeepAt(value);
  if (deep !== undefined) throw new NestedTooDeeply(deep);
  return encode(value);
}

function encode(value: unknown): string {
  if (value === null || value === undefined) return "Z";
  switch (typeof value) {
    case "string":
      return `S${value}`;
    case "boolean":
      return value ? "T" : "F";
    case "number":
      return `N${numberHex(value)}`;
    case "object": {
      if (Array.isArray(value)) return `A${arrayText(value.map(encode))}`;
      const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `O${arrayText(entries.flatMap(([k, v]) => [`K${k}`, encode(v)]))}`;
    }
    default:
      throw new Error(`not a JSON value: ${typeof value}`);
  }
}

/** The double's 8 bytes, little-endian, as upper-case hex; -0 as 0. */
function numberHex(n: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n === 0 ? 0 : n, true);
  let hex = "";
  for (let i = 0; i < 8; i++) hex += view.getUint8(i).toString(16).padStart(2, "0");
  return hex.toUpperCase();
}

/** The escapes ClickHouse reads and writes in a quoted string (every other character stands for itself). */
export const CLICKHOUSE_STRING_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
  "\r": "\\r",
  "\0": "\\0",
};

/**
 * ClickHouse's text of an Array(String), byte for byte as its toString writes one: so an array
 * the SQL builds (concat('A', toString(list))) equals the loaded encoding of the same value.
 */
function arrayText(items: readonly string[]): string {
  return `[${items.map(chString).join(",")}]`;
}

/** A ClickHouse string literal: the same quoting a literal in the SQL and an array's element take. */
export function chString(s: string): string {
  return `'${s.replace(/[\\'\n\t\b\f\r\0]/g, (c) => CLICKHOUSE_STRING_ESCAPES[c]!)}'`;
}

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

/** The encoding of a JSON value (as JSON.parse returns it). */
export function encodeJson(value: unknown): string {
  if (value === null || value === undefined) return "Z";
  switch (typeof value) {
    case "string":
      return `S${value}`;
    case "boolean":
      return value ? "T" : "F";
    case "number":
      return `N${numberHex(value)}`;
    case "object": {
      if (Array.isArray(value)) return `A${arrayText(value.map(encodeJson))}`;
      const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `O${arrayText(entries.flatMap(([k, v]) => [`K${k}`, encodeJson(v)]))}`;
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

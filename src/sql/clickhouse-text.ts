// Strings in ClickHouse's SQL (clickhouse.ts) where JavaScript's reading and ClickHouse's part:
// ordering two strings from the data, `matches` and `like` as RE2 patterns, on the encoding
// (clickhouse-encoding.ts). ClickHouse orders strings by their UTF-8 bytes, which is code point
// order; JavaScript orders UTF-16 code units, which differs only between a character beyond
// U+FFFF (two surrogates from U+D800) and one from U+E000 to U+FFFF: there the query stops.
//
// ClickHouse 18.16's match() looks for a literal it takes from the pattern with strstr before it
// runs RE2 (a "required substring", read outside any parentheses): case-sensitively even under
// `(?i)`, and only up to a NUL in the text. Every pattern is therefore written inside one group,
// `(?:...)`, which leaves nothing outside parentheses to take: RE2 alone answers, on the whole text.
import { chString } from "./clickhouse-encoding.js";
import { numberOf } from "./clickhouse-numbers.js";

/** The query's deliberate stop where `cond` holds (clickhouse.ts `stop`): 0 elsewhere. */
export type Stop = (cond: string, reason: string) => string;

export const CH_STRINGS_NOT_ORDERED =
  "ordering a string with characters beyond U+FFFF against one with characters U+E000 to U+FFFF: JavaScript and ClickHouse order them differently";
export const CH_ASTRAL_EXTREME =
  "a min or max of strings with characters beyond U+FFFF: JavaScript orders UTF-16 code units, ClickHouse code points";

const kindOf = (x: string) => `substring(${x}, 1, 1)`;
const payload = (x: string) => `substring(${x}, 2)`;

/** Whether the text `s` has a character beyond U+FFFF; one from U+E000 to U+FFFF (RE2 reads the text as UTF-8). */
export const astral = (s: string) => `match(${s}, '[\\\\x{10000}-\\\\x{10FFFF}]')`;
const high = (s: string) => `match(${s}, '[\\\\x{E000}-\\\\x{FFFF}]')`;

/**
 * `x op y` on two encoded values from the data (plain names), as the evaluator's `compare`: two
 * numbers, or two strings; anything else does not order (0).
 */
export function orderSql(op: "<" | "<=" | ">" | ">=", x: string, y: string, stop: Stop): string {
  const strings = `${kindOf(x)} = 'S' AND ${kindOf(y)} = 'S'`;
  const [s, t] = [payload(x), payload(y)];
  const apart = `(${astral(s)} AND ${high(t)}) OR (${high(s)} AND ${astral(t)})`;
  return (
    `multiIf(${kindOf(x)} = 'N' AND ${kindOf(y)} = 'N', ${numberOf(x)} ${op} ${numberOf(y)}, ` +
    `${strings}, ${s} ${op} ${t} AND NOT ${stop(`${strings} AND (${apart})`, CH_STRINGS_NOT_ORDERED)}, 0)`
  );
}

/** A pattern regex.ts admits (the core the evaluator's re2js and RE2 read alike), as ClickHouse's match() must get it. */
export function chRegex(pattern: string): string {
  const flag = pattern.startsWith("(?i)") ? "(?i)" : "";
  return `${flag}(?:${pattern.slice(flag.length)})`;
}

/** `s` (a String expression) matches `regex` (chRegex's or likeRegex's, inside its group) somewhere: UInt8. */
export function matchesSql(s: string, regex: string): string {
  return `match(${s}, ${chString(regex)})`;
}

/**
 * PQL's `like` pattern (src/evaluate/like.ts: `%` any run of characters, `_` one character, a code
 * point; the rest literal; the whole text) as an RE2 pattern: `(?s)` so that `.` is any character,
 * a newline too; every character but a letter or digit written as its code point, `\x{...}`.
 */
export function likeRegex(pattern: string): string {
  let out = "";
  for (const c of pattern) {
    if (c === "%") out += ".*";
    else if (c === "_") out += ".";
    else if (/^[A-Za-z0-9]$/.test(c)) out += c;
    else out += `\\x{${c.codePointAt(0)!.toString(16)}}`;
  }
  return `(?s)(?:^${out}$)`;
}

/** The query's deliberate stop where `cond` holds (clickhouse.ts `stop`): 0 elsewhere. */
export type Stop = (cond: string, reason: string) => string;
export declare const CH_STRINGS_NOT_ORDERED = "ordering a string with characters beyond U+FFFF against one with characters U+E000 to U+FFFF: JavaScript and ClickHouse order them differently";
export declare const CH_ASTRAL_EXTREME = "a min or max of strings with characters beyond U+FFFF: JavaScript orders UTF-16 code units, ClickHouse code points";
/** Whether the text `s` has a character beyond U+FFFF; one from U+E000 to U+FFFF (RE2 reads the text as UTF-8). */
export declare const astral: (s: string) => string;
/**
 * `x op y` on two encoded values from the data (plain names), as the evaluator's `compare`: two
 * numbers, or two strings; anything else does not order (0).
 */
export declare function orderSql(op: "<" | "<=" | ">" | ">=", x: string, y: string, stop: Stop): string;
/** A pattern regex.ts admits (the core the evaluator's re2js and RE2 read alike), as ClickHouse's match() must get it. */
export declare function chRegex(pattern: string): string;
/** `s` (a String expression) matches `regex` (chRegex's or likeRegex's, inside its group) somewhere: UInt8. */
export declare function matchesSql(s: string, regex: string): string;
/**
 * PQL's `like` pattern (src/evaluate/like.ts: `%` any run of characters, `_` one character, a code
 * point; the rest literal; the whole text) as an RE2 pattern: `(?s)` so that `.` is any character,
 * a newline too; every character but a letter or digit written as its code point, `\x{...}`.
 */
export declare function likeRegex(pattern: string): string;

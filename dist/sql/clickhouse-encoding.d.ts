/** The deepest nesting of arrays and objects the encoding takes: a quote at this depth costs 2^16 characters. */
export declare const MAX_NESTING = 16;
/** How many times its JSON text a loaded document's encoding may take (plus GROWTH_SLACK): typical documents take 1-2. */
export declare const MAX_GROWTH = 32;
export declare const GROWTH_SLACK = 4096;
/** A value nested deeper than MAX_NESTING levels: `path` is where (a JSON path: `$.a[0].b`). */
export declare class NestedTooDeeply extends Error {
    readonly path: string;
    constructor(path: string);
}
/** The path of the first array or object inside `value` that lies deeper than `limit` levels, or undefined. */
export declare function tooDeepAt(value: unknown, limit?: number): string | undefined;
/** The encoding of a JSON value (as JSON.parse returns it); NestedTooDeeply past MAX_NESTING levels. */
export declare function encodeJson(value: unknown): string;
/** The escapes ClickHouse reads and writes in a quoted string (every other character stands for itself). */
export declare const CLICKHOUSE_STRING_ESCAPES: Readonly<Record<string, string>>;
/** A ClickHouse string literal: the same quoting a literal in the SQL and an array's element take. */
export declare function chString(s: string): string;

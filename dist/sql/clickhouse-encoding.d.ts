/** The encoding of a JSON value (as JSON.parse returns it). */
export declare function encodeJson(value: unknown): string;
/** The escapes ClickHouse reads and writes in a quoted string (every other character stands for itself). */
export declare const CLICKHOUSE_STRING_ESCAPES: Readonly<Record<string, string>>;
/** A ClickHouse string literal: the same quoting a literal in the SQL and an array's element take. */
export declare function chString(s: string): string;

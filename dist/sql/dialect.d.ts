export interface SqlDialect {
    readonly name: string;
    /** PQL's readings the engine holds as named functions (DuckDB: macros), for SQL a person can read; absent, the compiler writes them out. */
    readonly helpers?: SqlHelpers;
    /** A JSON value's type as one of "OBJECT", "ARRAY", "VARCHAR", "BOOLEAN", "NUMBER"; NULL for SQL NULL. */
    jsonKind(json: string): string;
    /** Whether a JSON value is of that kind (FALSE or NULL otherwise). */
    jsonIs(json: string, kind: "OBJECT" | "ARRAY" | "VARCHAR" | "BOOLEAN" | "NUMBER"): string;
    /** The member `key` of a JSON object (SQL NULL when absent or JSON null); undefined when the key cannot be written. */
    jsonMember(json: string, key: string): string | undefined;
    /**
     * The member of `json` (a row's doc) at the path of `keys` (each one jsonMember accepts), through
     * objects only: SQL NULL where a step is not an object's member. Read only as a string, a number
     * or a boolean (JSON null may come back as JSON null). Optional: without it, field by field.
     */
    memberPath?(json: string, keys: readonly string[]): string;
    /** A JSON string's text, a JSON number as DOUBLE, a JSON boolean as BOOLEAN (the caller checks the kind first). */
    jsonString(json: string): string;
    jsonNumber(json: string): string;
    jsonBoolean(json: string): string;
    /** A JSON array's element count (the caller checks the kind first). */
    jsonArrayLength(json: string): string;
    /** A JSON object's key count (the caller checks the kind first). */
    jsonObjectSize(json: string): string;
    /** A JSON object's keys, sorted; the value at key `k` (an SQL VARCHAR expression; JSON null as SQL NULL). */
    sortedKeys(json: string): string;
    objectValue(json: string, k: string): string;
    /** A JSON value's text as the engine writes it. */
    jsonText(json: string): string;
    /** A JSON object of these keys and JSON values (SQL NULL as JSON null). */
    jsonObject(entries: readonly (readonly [string, string])[]): string;
    /** A JSON array as a list of JSON (JSON null elements become SQL NULL). */
    jsonArrayToList(json: string): string;
    /** A list of JSON values as one JSON array (SQL NULL elements become JSON null). */
    listToJson(list: string): string;
    /** SQL values as JSON: a VARCHAR, a DOUBLE, a BOOLEAN. */
    stringToJson(s: string): string;
    numberToJson(n: string): string;
    booleanToJson(b: string): string;
    /** An empty list of JSON; a one-element list. */
    emptyJsonList(): string;
    singletonList(json: string): string;
    /** The lists of a list of lists, one after another. */
    flatten(listOfLists: string): string;
    /** `list` with each element `param` mapped to `body`; kept where `body` is true; whether any `body` is true (false for an empty list). */
    listTransform(list: string, param: string, body: string): string;
    listFilter(list: string, param: string, body: string): string;
    listAny(list: string, param: string, body: string): string;
    listLength(list: string): string;
    /** The list 1, 2, ..., n (n a DOUBLE holding a whole number). */
    range(n: string): string;
    /** `body` with `param` standing for `value`, which is then written (and computed) once. */
    bind(value: string, param: string, body: string): string;
    /** Whether `s` matches the RE2 pattern as a whole; whether it matches somewhere. */
    regexFullMatch(s: string, pattern: string): string;
    regexSearch(s: string, pattern: string): string;
    /** String tests and lower case (the caller keeps to ASCII, where every engine agrees with JavaScript). */
    startsWith(s: string, t: string): string;
    endsWith(s: string, t: string): string;
    contains(s: string, t: string): string;
    lower(s: string): string;
    /** Sum of a list of DOUBLE from the left, as JavaScript's reduce adds (0 for an empty list); the smallest and largest. */
    listSumInOrder(list: string): string;
    listMin(list: string): string;
    listMax(list: string): string;
    /** Whether a DOUBLE is NaN. */
    isNaN(n: string): string;
    /** An expression that stops the query with `message` (the answer would not be exact). */
    fail(message: string): string;
    /** A string and a number as SQL literals. */
    string(value: string): string;
    number(value: number): string;
    /** A VARCHAR of digits as a BIGINT; NULL when it is not one. */
    integerOrNull(s: string): string;
    /** Floor division of two integers (negative numbers round down). */
    floorDiv(a: string, b: string): string;
}
/**
 * Readings of JSON that the compiler would otherwise write out at every use, as calls of functions
 * defined once per connection (docs/sql.md). Each computes its argument once, whatever it is.
 */
export interface SqlHelpers {
    /** `json.key` as paths.ts reads a field (through arrays); `key` one jsonMember accepts. */
    field(json: string, key: string): string;
    /** A JSON string's text, number as DOUBLE, boolean as BOOLEAN; NULL for a value of another type. */
    string(json: string): string;
    number(json: string): string;
    boolean(json: string): string;
    /** Truthiness as values.ts `truthy` reads it: TRUE or FALSE, never NULL. */
    truthy(json: string): string;
    /** The statements defining the helpers `sql` calls, in an order that runs; all of them without `sql`. */
    definitions(sql?: string): string[];
}

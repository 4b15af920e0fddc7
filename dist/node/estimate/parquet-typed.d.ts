/** One namespace of a typed identityMap: its name, and whether its entries have a `primary` BOOLEAN. */
export interface TypedNamespace {
    name: string;
    primary: boolean;
}
/** A column of DESCRIBE: name and DuckDB type. */
export interface DescribedColumn {
    name: string;
    type: string;
}
/**
 * The namespaces of an identityMap column read typed: a STRUCT whose every field is a list of
 * STRUCTs with an `id` VARCHAR (and maybe a `primary` BOOLEAN). `fields` are the STRUCT's fields
 * (DESCRIBE of `unnest(identityMap)`), `entryFields` each one's entry fields (DESCRIBE of
 * `unnest(identityMap.ns[1])`). Undefined when some namespace is anything else: the JSON reading
 * then decides, entry by entry, as it does for the JSON formats.
 */
export declare function typedNamespaces(fields: readonly DescribedColumn[], entryFields: ReadonlyMap<string, readonly DescribedColumn[]>): TypedNamespace[] | undefined;
/**
 * `(rid, identity, marked, ord)` as identitiesSql (identities.ts) gives them from the identityMap's
 * JSON, from `source (rid, identity_map)` whose identity_map is the typed column: namespaces in the
 * STRUCT's order (to_json's order), entries in list order, an entry without an id left out.
 */
export declare function typedIdentitiesSql(source: string, namespaces: readonly TypedNamespace[]): string;
/**
 * A record's preferred identity, from its typed identityMap `column`, without unnesting it: the
 * first entry marked primary (namespaces in order, then list order), else the first entry with
 * an id; NULL when it has none. The same identity as the first of typedIdentitiesSql's rows by
 * (marked DESC, ord), so a profile's primary identity, and an event's when some profile holds it,
 * need no unnest, sort or group of every record's identities (identities.ts). A list of one
 * entry, the common case, is read without a lambda (list_filter's cost most of this expression's).
 */
export declare function typedPreferredIdentitySql(column: string, namespaces: readonly TypedNamespace[]): string;
/** How many entries a record's typed identityMap `column` holds, at least its identities: above one, an event whose preferred identity no profile holds may still have an owner. */
export declare function typedEntryCountSql(column: string, namespaces: readonly TypedNamespace[]): string;
/**
 * `timestamp_json` and `ts_ms` from a typed `timestamp` column, as canonicalTimestampSql reads
 * to_json's text of it: a TIMESTAMP (read as GMT) or TIMESTAMP WITH TIME ZONE (to_json writes it
 * in UTC) from 1970 to 9999 is its epoch cut to the millisecond, and needs no JSON (NULL). Outside
 * those years (to_json writes no 4-digit year; a negative epoch is cut the other way), and for any
 * other type, the column's JSON (`json`, to_json's text as the JSON formats would give it) decides.
 */
export declare function typedTimestampSql(column: string, type: string | undefined, json: string): {
    json: string;
    tsMs: string;
};

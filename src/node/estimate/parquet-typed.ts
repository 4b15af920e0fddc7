// Parquet's fields the loader reads, from their typed columns instead of their JSON text, where
// the column's type makes the two readings the same: to_json of ten million events' identityMap,
// then parsing it back, was a quarter of a large load. Any other type reads through to_json, as
// before (parquet-reader.ts): the rules (identities.ts, timestamps.ts) are written once, for JSON.
import { canonicalTimestampSql } from "./timestamps.js";
import { identifier, sqlString } from "./sql-text.js";

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
export function typedNamespaces(
  fields: readonly DescribedColumn[],
  entryFields: ReadonlyMap<string, readonly DescribedColumn[]>,
): TypedNamespace[] | undefined {
  const namespaces: TypedNamespace[] = [];
  for (const field of fields) {
    if (!/^STRUCT\(.*\)\[\]$/.test(field.type)) return undefined;
    const entry = entryFields.get(field.name) ?? [];
    // JSON's `$.id` and `$.primary` match the key exactly; a struct's field names are case-insensitive in SQL, so any near-duplicate goes the JSON way.
    if (entry.some((c) => c.name !== "id" && c.name !== "primary" && ["id", "primary"].includes(c.name.toLowerCase()))) return undefined;
    const id = entry.find((c) => c.name === "id");
    const primary = entry.find((c) => c.name === "primary");
    if (id?.type !== "VARCHAR" || (primary !== undefined && primary.type !== "BOOLEAN")) return undefined;
    namespaces.push({ name: field.name, primary: primary !== undefined });
  }
  return namespaces;
}

/**
 * `(rid, identity, marked, ord)` as identitiesSql (identities.ts) gives them from the identityMap's
 * JSON, from `source (rid, identity_map)` whose identity_map is the typed column: namespaces in the
 * STRUCT's order (to_json's order), entries in list order, an entry without an id left out.
 */
export function typedIdentitiesSql(source: string, namespaces: readonly TypedNamespace[]): string {
  if (namespaces.length === 0)
    return "SELECT NULL::BIGINT AS rid, NULL::VARCHAR AS identity, NULL::BOOLEAN AS marked, NULL::BIGINT AS ord LIMIT 0";
  const lists = namespaces.map((ns, i) => {
    const entries = `identity_map.${identifier(ns.name)}`;
    const primary = ns.primary ? `x.${identifier("primary")}` : "NULL::BOOLEAN";
    return `{ns: ${sqlString(ns.name)}, ns_ord: ${i + 1}, ids: list_transform(${entries}, x -> {id: x.id, p: ${primary}})}`;
  });
  return `WITH namespaces AS (
  SELECT rid, unnest([${lists.join(", ")}]) AS n FROM ${source}
), entries AS (
  SELECT rid, n.ns AS ns, n.ns_ord AS ns_ord, unnest(list_transform(n.ids, (x, i) -> {entry: x, ord: i})) AS e
  FROM namespaces WHERE n.ids IS NOT NULL
)
SELECT rid, ns || ':' || e.entry.id AS identity, coalesce(e.entry.p, false) AS marked, ns_ord::BIGINT * 4294967296 + e.ord AS ord
FROM entries WHERE e.entry.id IS NOT NULL`;
}

/**
 * A record's preferred identity, from its typed identityMap `column`, without unnesting it: the
 * first entry marked primary (namespaces in order, then list order), else the first entry with
 * an id; NULL when it has none. The same identity as the first of typedIdentitiesSql's rows by
 * (marked DESC, ord), so a profile's primary identity, and an event's when some profile holds it,
 * need no unnest, sort or group of every record's identities (identities.ts). A list of one
 * entry, the common case, is read without a lambda (list_filter's cost most of this expression's).
 */
export function typedPreferredIdentitySql(column: string, namespaces: readonly TypedNamespace[]): string {
  const first = (ns: TypedNamespace, marked: boolean) => {
    const list = `${column}.${identifier(ns.name)}`;
    const primary = (x: string) => `${x}.${identifier("primary")}`;
    const condition = marked ? `${primary("x")} AND x.id IS NOT NULL` : "x.id IS NOT NULL";
    const single = marked ? `WHEN ${primary(`${list}[1]`)} THEN ${list}[1].id` : `ELSE ${list}[1].id`;
    return `${sqlString(`${ns.name}:`)} || CASE WHEN len(${list}) > 1 THEN list_filter(${list}, x -> ${condition})[1].id ${single} END`;
  };
  const choices = [...namespaces.filter((ns) => ns.primary).map((ns) => first(ns, true)), ...namespaces.map((ns) => first(ns, false))];
  return choices.length === 0 ? "NULL::VARCHAR" : `coalesce(${choices.join(", ")})`;
}

/** How many entries a record's typed identityMap `column` holds, at least its identities: above one, an event whose preferred identity no profile holds may still have an owner. */
export function typedEntryCountSql(column: string, namespaces: readonly TypedNamespace[]): string {
  if (namespaces.length === 0) return "0";
  return namespaces.map((ns) => `coalesce(len(${column}.${identifier(ns.name)}), 0)`).join(" + ");
}

/** The microseconds after 1970 of the last instant to_json writes with a 4-digit year (9999-12-31 23:59:59.999999). */
const LAST_4_DIGIT_YEAR_US = 253402300799999999n;

/**
 * `timestamp_json` and `ts_ms` from a typed `timestamp` column, as canonicalTimestampSql reads
 * to_json's text of it: a TIMESTAMP (read as GMT) or TIMESTAMP WITH TIME ZONE (to_json writes it
 * in UTC) from 1970 to 9999 is its epoch cut to the millisecond, and needs no JSON (NULL). Outside
 * those years (to_json writes no 4-digit year; a negative epoch is cut the other way), and for any
 * other type, the column's JSON (`json`, to_json's text as the JSON formats would give it) decides.
 */
export function typedTimestampSql(column: string, type: string | undefined, json: string): { json: string; tsMs: string } {
  if (type !== "TIMESTAMP" && type !== "TIMESTAMP WITH TIME ZONE") return { json, tsMs: canonicalTimestampSql(json) };
  const typed = `epoch_us(${column}) BETWEEN 0 AND ${LAST_4_DIGIT_YEAR_US}`;
  return {
    json: `CASE WHEN ${typed} THEN NULL ELSE ${json} END`,
    tsMs: `CASE WHEN ${typed} THEN epoch_us(${column}) // 1000 ELSE ${canonicalTimestampSql(json)} END`,
  };
}

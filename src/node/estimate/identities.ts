// Identity resolution, in SQL over the records' `identityMap` (namespace -> [{id, primary}]).
//
// - A record's identities are "NAMESPACE:id" for each entry with a scalar `id`, in document order
//   (namespaces as the object lists them, then each namespace's array).
// - A profile's primary identity is the first one marked `"primary": true`; with none marked, its
//   first identity; with no identity at all, none (primary_id NULL). Profiles with several marked
//   are counted (`multiplePrimaryProfiles`): the first marked one wins.
// - An event belongs to the profile holding its primary identity (chosen by the same rule),
//   else its next identity in document order that some profile holds. Two profiles holding the
//   same identity (counted: `sharedIdentities`): the first of them in the file wins.
// - Events whose identities no profile holds are not in `events`; they are counted (`orphanEvents`).

/**
 * The type an identityMap is read as: a MAP (which keeps the namespaces in document order) of
 * lists of its entries' `id` and `primary` as JSON. json_transform makes an entry that is not an
 * object NULL, a namespace that is not a list NULL, and a map that is not an object (or absent,
 * or JSON null) NULL; DuckDB's typed NDJSON reader refuses the file instead (read-records.ts).
 */
export const IDENTITY_MAP_TYPE = `MAP(VARCHAR, STRUCT(id JSON, "primary" JSON)[])`;

/** The identityMap `json` (its JSON) as IDENTITY_MAP_TYPE, by one json_transform (the type holds no `'`). */
export function identityMapSql(json: string): string {
  return `json_transform(${json}, '${JSON.stringify(IDENTITY_MAP_TYPE)}')`;
}

/**
 * `(rid, identity, marked, ord)` for each identity of each record of `source (rowid, identity_map)`,
 * `ord` its place in document order. identity_map is the record's `identityMap` as JSON (NULL
 * when it has none), read in one json_transform to IDENTITY_MAP_TYPE; or, `typed`, already of
 * that type (NULL when it has none, or when it is no object). A NULL entry or namespace gives no
 * identity, but keeps its place. One transform of the map, where one per namespace's list and a
 * JSON function per entry parsed it piece by piece at twice the cost.
 */
export function identitiesSql(source: string, only = "", typed = false): string {
  const map = typed ? "identity_map" : identityMapSql("identity_map");
  const isMap = typed ? "identity_map IS NOT NULL" : "json_type(identity_map) = 'OBJECT'";
  return `WITH maps AS (
  SELECT rowid AS rid, ${map} AS m
  FROM ${source} WHERE ${isMap}${only && ` AND rowid IN (${only})`}
), entries AS (
  SELECT rid, unnest(flatten(list_transform(map_entries(m), (n, i) -> list_transform(coalesce(n.value, []), (e, j) ->
    {ns: n.key, id: e.id, marked: coalesce(e."primary"::VARCHAR = 'true', false), ord: i::BIGINT * 4294967296 + j})))) AS e
  FROM maps
)
SELECT rid, e.ns || ':' || json_extract_string(e.id, '$') AS identity, e.marked AS marked, e.ord AS ord
FROM entries WHERE json_type(e.id) NOT IN ('OBJECT', 'ARRAY', 'NULL')`;
}

/**
 * `(rid, preferred_identity, entry_count)` for each record of `source (rowid, identity_map)` whose
 * identityMap is an object: the identity identitiesSql's rows put first by (marked DESC, ord), the
 * first entry marked primary else the first with a scalar id (NULL when none has one), and how
 * many entries the map holds, at least its identities. Each record's entries are listed once, in
 * document order, with no unnest: an event whose preferred identity some profile holds is then
 * matched in one hash join (preferredOwnerSql), and only the others with more than one entry need
 * the whole rule (unmatchedEventsSql, eventOwnerSql). The map is read in one json_transform to
 * its entries' `id` and `primary` as JSON (an entry that is not an object reads as NULLs, a
 * namespace that is not a list as NULL: neither gives an identity, as in identitiesSql), and a
 * map of one namespace with one entry, the common case, without a lambda; each JSON function on
 * a piece of the map parses it again, which made reading it piece by piece slower than the unnest.
 * `identity_map` itself is passed through when `withMap` (the events' owners are kept by map).
 */
export function jsonPreferredIdentitySql(source: string, withMap = false): string {
  const map = withMap ? ", identity_map" : "";
  // An entry's id as JSON, kept when scalar: the text identitiesSql takes with `->> 'id'`.
  const identity = (ns: string, id: string) =>
    `CASE WHEN json_type(${id}) NOT IN ('OBJECT', 'ARRAY', 'NULL') THEN ${ns} || ':' || json_extract_string(${id}, '$') END`;
  return `SELECT rid,
  CASE WHEN single THEN ${identity("map_keys(m)[1]", "map_values(m)[1][1].id")}
  ELSE coalesce(list_filter(ids, x -> x.marked AND x.id IS NOT NULL)[1].id, list_filter(ids, x -> x.id IS NOT NULL)[1].id) END AS preferred_identity,
  CASE WHEN single THEN 1 ELSE len(ids) END AS entry_count${map}
FROM (
  SELECT rid${map}, m, single, CASE WHEN NOT single THEN flatten(list_transform(map_entries(m), n ->
    list_transform(coalesce(n.value, []), e -> {id: ${identity("n.key", "e.id")}, marked: coalesce(e."primary"::VARCHAR = 'true', false)}))) END AS ids
  FROM (
    SELECT rid${map}, m, coalesce(cardinality(m) = 1 AND len(map_values(m)[1]) = 1, false) AS single
    FROM (
      SELECT rowid AS rid${map}, ${identityMapSql("identity_map")} AS m
      FROM ${source} WHERE json_type(identity_map) = 'OBJECT'
    )
  )
)`;
}

/** Each profile's primary identity, and whether it marks more than one: `(pid, primary_id, marked)`. */
export function primaryIdentitySql(identities: string): string {
  return `SELECT rid AS pid, first(identity ORDER BY marked DESC, ord) AS primary_id, count(*) FILTER (WHERE marked) AS marked
FROM ${identities} GROUP BY rid`;
}

/**
 * Each identity some profile holds, with the first profile holding it and whether another does
 * too: `(identity, pid, shared)`. Its first and last holders differ exactly when two profiles
 * hold it, which costs less to ask than how many do (a count of distinct profiles).
 */
export function identityHoldersSql(identities: string): string {
  return `SELECT identity, min(rid) AS pid, min(rid) <> max(rid) AS shared FROM ${identities} GROUP BY identity`;
}

/**
 * The events whose preferred identity (the first their rule would try) some profile holds, with
 * that profile, from `events (rowid, preferred_identity)`: `(pid, seq, ...columns)` (`columns`
 * more of the events' columns, as `r.name`). One hash join, where eventOwnerSql unnests, joins
 * and groups every identity of every event.
 */
export function preferredOwnerSql(events: string, holders: string, columns: readonly string[] = []): string {
  const more = columns.map((c) => `, r.${c}`).join("");
  return `SELECT h.pid, r.rowid AS seq${more} FROM ${events} AS r JOIN ${holders} AS h ON h.identity = r.preferred_identity`;
}

/**
 * The events preferredOwnerSql leaves that another identity may still give an owner: more than
 * one identity (entry_count, the entries of its identityMap, counts at least those), and a
 * preferred one no profile holds. `(rid)`, from `events (rowid, preferred_identity,
 * entry_count)`; eventOwnerSql decides them.
 */
export function unmatchedEventsSql(events: string, holders: string): string {
  return `SELECT r.rowid AS rid FROM ${events} AS r
WHERE r.entry_count > 1 AND NOT EXISTS (SELECT 1 FROM ${holders} AS h WHERE h.identity = r.preferred_identity)`;
}

/** Each event's profile: its primary identity's holder, else the holder of its next identity. `(seq, pid)`. */
export function eventOwnerSql(eventIdentities: string, holders: string): string {
  return `SELECT e.rid AS seq, first(h.pid ORDER BY e.marked DESC, e.ord) AS pid
FROM ${eventIdentities} AS e JOIN ${holders} AS h USING (identity) GROUP BY e.rid`;
}

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

/** `(rid, identity, marked, ord)` for each identity of each record of `source (rowid, doc)`. */
export function identitiesSql(source: string): string {
  return `SELECT r.rowid AS rid,
       ns.key || ':' || (entry.value ->> 'id') AS identity,
       coalesce(json_type(entry.value, '$.primary') = 'BOOLEAN' AND (entry.value ->> 'primary') = 'true', false) AS marked,
       row_number() OVER (PARTITION BY r.rowid ORDER BY ns.id, entry.id) AS ord
FROM ${source} AS r, json_each(r.doc, '$.identityMap') AS ns, json_each(ns.value) AS entry
WHERE json_type(r.doc, '$.identityMap') = 'OBJECT' AND ns.type = 'ARRAY' AND entry.type = 'OBJECT'
  AND json_type(entry.value, '$.id') NOT IN ('OBJECT', 'ARRAY', 'NULL')`;
}

/** Each profile's primary identity, and whether it marks more than one: `(pid, primary_id, marked)`. */
export function primaryIdentitySql(identities: string): string {
  return `SELECT rid AS pid, first(identity ORDER BY marked DESC, ord) AS primary_id, count(*) FILTER (WHERE marked) AS marked
FROM ${identities} GROUP BY rid`;
}

/** Each identity some profile holds, with the first profile holding it and how many do: `(identity, pid, holders)`. */
export function identityHoldersSql(identities: string): string {
  return `SELECT identity, min(rid) AS pid, count(DISTINCT rid) AS holders FROM ${identities} GROUP BY identity`;
}

/** Each event's profile: its primary identity's holder, else the holder of its next identity. `(seq, pid)`. */
export function eventOwnerSql(eventIdentities: string, holders: string): string {
  return `SELECT e.rid AS seq, first(h.pid ORDER BY e.marked DESC, e.ord) AS pid
FROM ${eventIdentities} AS e JOIN ${holders} AS h USING (identity) GROUP BY e.rid`;
}

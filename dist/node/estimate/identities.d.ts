/**
 * The type an identityMap is read as: a MAP (which keeps the namespaces in document order) of
 * lists of its entries' `id` and `primary` as JSON. json_transform makes an entry that is not an
 * object NULL, a namespace that is not a list NULL, and a map that is not an object (or absent,
 * or JSON null) NULL; DuckDB's typed NDJSON reader refuses the file instead (read-records.ts).
 */
export declare const IDENTITY_MAP_TYPE = "MAP(VARCHAR, STRUCT(id JSON, \"primary\" JSON)[])";
/** The identityMap `json` (its JSON) as IDENTITY_MAP_TYPE, by one json_transform (the type holds no `'`). */
export declare function identityMapSql(json: string): string;
/**
 * `(rid, identity, marked, ord)` for each identity of each record of `source (rowid, identity_map)`,
 * `ord` its place in document order. identity_map is the record's `identityMap` as JSON (NULL
 * when it has none), read in one json_transform to IDENTITY_MAP_TYPE; or, `typed`, already of
 * that type (NULL when it has none, or when it is no object). A NULL entry or namespace gives no
 * identity, but keeps its place. One transform of the map, where one per namespace's list and a
 * JSON function per entry parsed it piece by piece at twice the cost.
 */
export declare function identitiesSql(source: string, only?: string, typed?: boolean): string;
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
export declare function jsonPreferredIdentitySql(source: string, withMap?: boolean): string;
/** Each profile's primary identity, and whether it marks more than one: `(pid, primary_id, marked)`. */
export declare function primaryIdentitySql(identities: string): string;
/**
 * Each identity some profile holds, with the first profile holding it and whether another does
 * too: `(identity, pid, shared)`. Its first and last holders differ exactly when two profiles
 * hold it, which costs less to ask than how many do (a count of distinct profiles).
 */
export declare function identityHoldersSql(identities: string): string;
/**
 * The events whose preferred identity (the first their rule would try) some profile holds, with
 * that profile, from `events (rowid, preferred_identity)`: `(pid, seq, ...columns)` (`columns`
 * more of the events' columns, as `r.name`). One hash join, where eventOwnerSql unnests, joins
 * and groups every identity of every event.
 */
export declare function preferredOwnerSql(events: string, holders: string, columns?: readonly string[]): string;
/**
 * The events preferredOwnerSql leaves that another identity may still give an owner: more than
 * one identity (entry_count, the entries of its identityMap, counts at least those), and a
 * preferred one no profile holds. `(rid)`, from `events (rowid, preferred_identity,
 * entry_count)`; eventOwnerSql decides them.
 */
export declare function unmatchedEventsSql(events: string, holders: string): string;
/** Each event's profile: its primary identity's holder, else the holder of its next identity. `(seq, pid)`. */
export declare function eventOwnerSql(eventIdentities: string, holders: string): string;

/**
 * `(rid, identity, marked, ord)` for each identity of each record of `source (rowid, identity_map)`
 * (identity_map: the record's `identityMap` as JSON, NULL when it has none), `ord`
 * its place in document order. The identityMap is read as a MAP (json_transform keeps the
 * namespaces in document order), each namespace's list then as JSON elements: ten times faster
 * than walking it with json_each, which on a million events is most of the load.
 */
export declare function identitiesSql(source: string): string;
/** Each profile's primary identity, and whether it marks more than one: `(pid, primary_id, marked)`. */
export declare function primaryIdentitySql(identities: string): string;
/** Each identity some profile holds, with the first profile holding it and how many do: `(identity, pid, holders)`. */
export declare function identityHoldersSql(identities: string): string;
/** Each event's profile: its primary identity's holder, else the holder of its next identity. `(seq, pid)`. */
export declare function eventOwnerSql(eventIdentities: string, holders: string): string;

// The top-level fields of an event's doc a compiled query reads, so that a Parquet file's events
// view (parquet-reader.ts) can make each doc from those columns only: to_json of a whole row, and
// reading every column of it from the file, is most of what an events query costs (docs/performance.md).
// Exact by construction: the narrow doc holds the same members, with the same JSON, for every
// field the query reads, and a query that reads a doc any other way reads the whole one.

/** A member read of the event's doc, as the DuckDB dialect writes it (src/sql/duckdb.ts jsonMember). */
const MEMBER = /\bpql_member\(e\.doc, '((?:[^']|'')*)'\)/g;
const DOC = /\be\.doc\b/g;
const FROM_EVENTS = /\bFROM events AS e\b/g;

/**
 * The fields of `e.doc` the query reads, sorted; undefined when it reads the doc some other way
 * (the whole doc, a list of docs) or not at all (nothing to narrow).
 */
export function eventFieldsRead(sql: string): string[] | undefined {
  const members = [...sql.matchAll(MEMBER)];
  if (members.length === 0 || members.length !== [...sql.matchAll(DOC)].length) return undefined;
  return [...new Set(members.map((m) => m[1]!.replaceAll("''", "'")))].sort();
}

/** The query with its scans of the contract's `events` reading `view` instead. */
export function readingEventsFrom(sql: string, view: string): string {
  return sql.replaceAll(FROM_EVENTS, `FROM ${view} AS e`);
}

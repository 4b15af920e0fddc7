// The top-level fields of an event's doc a compiled query reads, so that a Parquet file's events
// view (parquet-reader.ts) can make each doc from those columns only: to_json of a whole row, and
// reading every column of it from the file, is most of what an events query costs (docs/performance.md).
// Exact by construction: the narrow doc holds the same members, with the same JSON, for every
// field the query reads, and a query that reads a doc any other way reads the whole one. Only the
// SQL's code is read: text inside its string literals and comments (PQL's own strings and
// spans) is never taken for a read nor rewritten.

/** A member read of the event's doc, as the DuckDB dialect writes it (src/sql/duckdb.ts jsonMember). */
const MEMBER = /\bpql_member\(e\.doc, '((?:[^']|'')*)'\)/g;
const DOC = /\be\.doc\b/g;
const FROM_EVENTS = /\bFROM events AS e\b/g;

/** `sql` with the insides of its string literals and comments blanked: the same length, the same places. */
function codeOnly(sql: string): string {
  let out = "";
  let i = 0;
  while (i < sql.length) {
    if (sql[i] === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      out += `'${" ".repeat(Math.max(0, Math.min(j, sql.length) - i - 1))}${j < sql.length ? "'" : ""}`;
      i = j + 1;
    } else if (sql.startsWith("--", i)) {
      const end = sql.indexOf("\n", i);
      const stop = end === -1 ? sql.length : end;
      out += " ".repeat(stop - i);
      i = stop;
    } else out += sql[i++];
  }
  return out;
}

/** The places in the code of `sql` (not in a literal or comment) where `pattern` matches. */
function inCode(sql: string, code: string, pattern: RegExp): RegExpMatchArray[] {
  return [...sql.matchAll(pattern)].filter((m) => code.slice(m.index!, m.index! + m[0].length).startsWith(m[0].split("'")[0]!));
}

/**
 * The fields of `e.doc` the query reads, sorted; undefined when it reads the doc some other way
 * (the whole doc, a list of docs) or not at all (nothing to narrow).
 */
export function eventFieldsRead(sql: string): string[] | undefined {
  const code = codeOnly(sql);
  const members = inCode(sql, code, MEMBER);
  if (members.length === 0 || members.length !== [...code.matchAll(DOC)].length) return undefined;
  return [...new Set(members.map((m) => m[1]!.replaceAll("''", "'")))].sort();
}

/** The query with its scans of the contract's `events` reading `view` instead (in its code only). */
export function readingEventsFrom(sql: string, view: string): string {
  const code = codeOnly(sql);
  let out = "";
  let last = 0;
  for (const m of code.matchAll(FROM_EVENTS)) {
    out += `${sql.slice(last, m.index)}FROM ${view} AS e`;
    last = m.index + m[0].length;
  }
  return out + sql.slice(last);
}

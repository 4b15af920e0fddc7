// PQL values as SQL expressions, with the evaluator's typing (src/evaluate/values.ts). A value
// the compiler knows the type of is typed SQL; a value read from the data is JSON whose type is
// asked at run time. PQL has one null: SQL NULL, never JSON null. A boolean that PQL computes
// (a comparison, `and`, `not`) is never NULL: PQL's logic has two values.
import type { SqlDialect } from "./dialect.js";

export type SqlKind = "bool" | "num" | "str" | "time" | "json";

export interface SqlValue {
  kind: SqlKind;
  sql: string;
  /** When the value is a path of fields from a row's doc (`homeAddress.countryCode`): for scalarSource. */
  path?: DocPath;
  /**
   * A column the caller computed this path's reading as a string, a number or a boolean into
   * (CompileOptions.profileColumn: helpers.string of the doc's member at the path), when it did:
   * read instead of the doc.
   */
  column?: (kind: ScalarKind) => string | undefined;
}

/** The scalar readings a caller may hold in columns (CompileOptions.profileColumn). */
export type ScalarKind = "str" | "num" | "bool";

/** A row's doc (scope.ts's PROFILE or EVENT) and the fields read from it, in order. */
export interface DocPath {
  doc: string;
  keys: readonly string[];
}

/**
 * JSON to read `v` from as a string, a number or a boolean, and as nothing else: for a path of
 * two fields or more, the doc's member at the path (the dialect's memberPath) instead of the field
 * readings one after another. A path through an array reads as an array (paths.ts), never as a
 * scalar, so the value is a scalar only where each step is an object's member, and then it is the
 * member at the path: the same scalar, read with one parse of the doc and none of the steps.
 */
export function scalarSource(d: SqlDialect, v: SqlValue): string {
  return v.path && v.path.keys.length > 1 && d.memberPath ? d.memberPath(v.path.doc, v.path.keys) : v.sql;
}

/** A PQL boolean: SQL TRUE or FALSE, never NULL. */
export const bool = (sql: string): SqlValue => ({ kind: "bool", sql });

const simple = /^[A-Za-z_][\w.]*$/;

/** Fresh lambda parameter names for one compilation. */
export class Names {
  private n = 0;
  next(prefix = "v"): string {
    this.n++;
    return `${prefix}${this.n}`;
  }
}

/** Short enough to write out at each use: a column, a literal, a small computation. */
const CHEAP = 800;

/**
 * Whether the SQL reads a member of a row's doc (scope.ts's PROFILE or EVENT; named here, as
 * scope.ts imports this file). Short as it is, it is not cheap: each read parses the whole
 * document, so a read used more than once is computed once (3-4x faster on profile conditions).
 */
const readsRowDoc = (sql: string): boolean => sql.includes("p.doc") || sql.includes("e.doc");

/** `body(x)` with `x` standing for `sql`, which is computed once (a cheap expression is written out as it is). */
export function bound(d: SqlDialect, names: Names, sql: string, body: (x: string) => string): string {
  if (simple.test(sql) || (sql.length <= CHEAP && !readsRowDoc(sql))) return body(sql);
  const x = names.next("b");
  const text = body(x);
  const uses = text.match(new RegExp(`\\b${x}\\b`, "g"))?.length ?? 0;
  // Read once, and not inside a lambda (run per element, in both dialects `param -> body`):
  // computed at most once where it is written, so it is written there, and the SQL reads as the PQL.
  if (uses <= 1 && !text.includes("->")) return text.replace(new RegExp(`\\b${x}\\b`), () => sql);
  return d.bind(sql, x, text);
}

/** `body(w)` with `w` the same value computed once: what reads an operand more than once shares it. */
export function shared(d: SqlDialect, names: Names, v: SqlValue, body: (w: SqlValue) => string): string {
  return bound(d, names, v.sql, (x) =>
    body({ kind: v.kind, sql: x, ...(v.path ? { path: v.path } : {}), ...(v.column ? { column: v.column } : {}) }),
  );
}

/** The value as JSON (SQL NULL stays NULL). Instants have no JSON form the data could hold: the caller refuses them. */
export function asJson(d: SqlDialect, v: SqlValue): string {
  switch (v.kind) {
    case "json":
      return v.sql;
    case "bool":
      return d.booleanToJson(v.sql);
    case "num":
      return d.numberToJson(v.sql);
    case "str":
      return d.stringToJson(v.sql);
    case "time":
      throw new Error("a timestamp has no JSON form");
  }
}

/** Truthiness as the evaluator reads a condition: `true`, or a non-empty array. */
export function truthy(d: SqlDialect, names: Names, v: SqlValue): string {
  if (v.kind === "bool") return v.sql;
  if (v.kind !== "json") return "FALSE";
  if (d.helpers) return d.helpers.truthy(v.sql);
  return bound(
    d,
    names,
    v.sql,
    (x) =>
      `coalesce(CASE WHEN ${d.jsonIs(x, "BOOLEAN")} THEN ${d.jsonBoolean(x)} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${d.jsonArrayLength(x)} > 0 ELSE FALSE END, FALSE)`,
  );
}

/** The value as a number when it is one, else NULL. */
export function numberOf(d: SqlDialect, names: Names, v: SqlValue): string {
  if (v.kind === "num") return v.sql;
  if (v.kind !== "json") return "CAST(NULL AS DOUBLE)";
  if (d.helpers) return d.helpers.number(v.sql);
  return bound(d, names, v.sql, (x) => `(CASE WHEN ${d.jsonIs(x, "NUMBER")} THEN ${d.jsonNumber(x)} END)`);
}

/** The value as a string when it is one, else NULL. */
export function stringOf(d: SqlDialect, names: Names, v: SqlValue): string {
  if (v.kind === "str") return v.sql;
  if (v.kind !== "json") return "CAST(NULL AS VARCHAR)";
  if (d.helpers) return d.helpers.string(v.sql);
  return bound(d, names, v.sql, (x) => `(CASE WHEN ${d.jsonIs(x, "VARCHAR")} THEN ${d.jsonString(x)} END)`);
}

/** Whether the value is not PQL's null. */
export function notNull(v: SqlValue): string {
  return v.kind === "bool" ? "TRUE" : `(${v.sql} IS NOT NULL)`;
}

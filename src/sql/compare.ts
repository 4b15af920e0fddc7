// `=`, `!=`, `<`, `<=`, `>`, `>=`, `in` and `notIn` with the evaluator's typing (src/evaluate/values.ts
// `equal` and `compare`): values of different types are unequal and do not order; a timestamp
// equals or orders with an ISO-8601 string of the same instant; null compares false, `!=` too.
import type { ComparisonOperator } from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import { parseIsoSql } from "./timestamps.js";
import { bound, numberOf, scalarSource, stringOf, type Names, type SqlValue } from "./values.js";

export const ARRAYS_NOT_COMPARED = "comparing arrays or objects that hold arrays or objects does not compile to SQL yet";
export const STRINGS_NOT_ORDERED =
  "ordering a string with characters beyond U+FFFF against one with characters U+E000 to U+FFFF: JavaScript and SQL order them differently";

const kindName: Record<string, "NUMBER" | "VARCHAR" | "BOOLEAN"> = { num: "NUMBER", str: "VARCHAR", bool: "BOOLEAN" };

/** The value as an instant (epoch ms), NULL when it is none. */
export function instantOf(d: SqlDialect, names: Names, v: SqlValue): string {
  if (v.kind === "time") return v.sql;
  if (v.kind === "str" || v.kind === "json") return parseIsoSql(d, names, stringOf(d, names, v));
  return "CAST(NULL AS BIGINT)";
}

/** The value of a scalar kind, read from JSON of that kind. */
function scalarOf(d: SqlDialect, json: string, kind: string): string {
  return kind === "NUMBER" ? d.jsonNumber(json) : kind === "VARCHAR" ? d.jsonString(json) : d.jsonBoolean(json);
}

/** PQL `=`: a SQL boolean, never NULL. */
export function equalSql(d: SqlDialect, names: Names, a: SqlValue, b: SqlValue): string {
  if (a.kind === "time" || b.kind === "time") return `coalesce(${instantOf(d, names, a)} = ${instantOf(d, names, b)}, FALSE)`;
  if (a.kind !== "json" && b.kind !== "json") return a.kind === b.kind ? `coalesce(${a.sql} = ${b.sql}, FALSE)` : "FALSE";
  if (a.kind !== "json") return equalSql(d, names, b, a);
  if (b.kind !== "json") {
    const k = kindName[b.kind]!;
    // One read of `a` as the type `b` has (NULL for another type), which never equals.
    if (d.helpers) {
      const read = k === "NUMBER" ? d.helpers.number : k === "VARCHAR" ? d.helpers.string : d.helpers.boolean;
      // The same reading from a column the caller computed it into, when it did (values.ts column).
      const column = a.column?.(b.kind as "str" | "num" | "bool");
      return `coalesce(${column ?? read(scalarSource(d, a))} = ${b.sql}, FALSE)`;
    }
    // CASE, not AND: SQL may evaluate both sides of AND, and the cast fails on another type.
    return bound(
      d,
      names,
      a.sql,
      (x) => `coalesce(CASE WHEN ${d.jsonIs(x, k)} THEN ${scalarOf(d, x, k)} = ${b.sql} ELSE FALSE END, FALSE)`,
    );
  }
  return bound(d, names, a.sql, (x) => bound(d, names, b.sql, (y) => jsonEqual(d, names, x, y, 2)));
}

/** Two JSON values equal as the evaluator's `equal`: scalars by type and value, arrays element by element (`depth` levels of arrays). */
function jsonEqual(d: SqlDialect, names: Names, x: string, y: string, depth: number): string {
  const scalars =
    `WHEN ${d.jsonIs(x, "NUMBER")} THEN ${d.jsonNumber(x)} = ${d.jsonNumber(y)} ` +
    `WHEN ${d.jsonIs(x, "VARCHAR")} THEN ${d.jsonString(x)} = ${d.jsonString(y)} ` +
    `WHEN ${d.jsonIs(x, "BOOLEAN")} THEN ${d.jsonBoolean(x)} = ${d.jsonBoolean(y)} `;
  let arrays = "";
  if (depth > 0) {
    const i = names.next("i");
    const [ex, ey] = [`${d.jsonArrayToList(x)}[${i}]`, `${d.jsonArrayToList(y)}[${i}]`];
    const pair = `(CASE WHEN ${ex} IS NULL OR ${ey} IS NULL THEN ${ex} IS NULL AND ${ey} IS NULL ELSE ${jsonEqual(d, names, ex, ey, depth - 1)} END)`;
    // CASE, not AND: the elements are compared only when the lengths (the keys) agree.
    arrays = `WHEN ${d.jsonIs(x, "ARRAY")} THEN CASE WHEN ${d.jsonArrayLength(x)} <> ${d.jsonArrayLength(y)} THEN FALSE ELSE NOT ${d.listAny(d.range(d.jsonArrayLength(x)), i, `NOT ${pair}`)} END `;
    // Objects: the same keys, and the same value at each (JSON null and a missing key are apart here, as in the evaluator).
    const k = names.next("k");
    const [vx, vy] = [d.objectValue(x, k), d.objectValue(y, k)];
    const member = `(CASE WHEN ${vx} IS NULL OR ${vy} IS NULL THEN ${vx} IS NULL AND ${vy} IS NULL ELSE ${jsonEqual(d, names, vx, vy, depth - 1)} END)`;
    arrays += `WHEN ${d.jsonIs(x, "OBJECT")} THEN CASE WHEN ${d.sortedKeys(x)} <> ${d.sortedKeys(y)} THEN FALSE ELSE NOT ${d.listAny(d.sortedKeys(x), k, `NOT ${member}`)} END `;
  }
  // Deeper than that, the same JSON text is the same value; other texts may still be equal (1 and 1.0): SQL stops.
  const deeper = `WHEN ${d.jsonText(x)} = ${d.jsonText(y)} THEN TRUE ELSE CAST(${d.fail(ARRAYS_NOT_COMPARED)} AS BOOLEAN)`;
  return `coalesce(CASE WHEN ${d.jsonKind(x)} <> ${d.jsonKind(y)} THEN FALSE ${scalars}${arrays}${deeper} END, FALSE)`;
}

/** PQL `!=`: both sides present and not equal. */
export function notEqualSql(d: SqlDialect, names: Names, a: SqlValue, b: SqlValue): string {
  const present = [a, b].filter((v) => v.kind !== "bool").map((v) => `${v.sql} IS NOT NULL`);
  // Without the paths: the values are read whole for the null tests, and once is enough.
  const plain = (v: SqlValue): SqlValue => ({ kind: v.kind, sql: v.sql });
  return `(${[...present, `NOT ${equalSql(d, names, plain(a), plain(b))}`].join(" AND ")})`;
}

/** Strings ordered as JavaScript orders them (UTF-16 code units), where SQL orders by code point. */
function stringOrder(d: SqlDialect, names: Names, s: string, t: string, op: string): string {
  const astral = (x: string) => d.regexSearch(x, "[\\x{10000}-\\x{10FFFF}]");
  const high = (x: string) => d.regexSearch(x, "[\\x{E000}-\\x{FFFF}]");
  return bound(d, names, s, (x) =>
    bound(
      d,
      names,
      t,
      (y) =>
        `(CASE WHEN (${astral(x)} AND ${high(y)}) OR (${high(x)} AND ${astral(y)}) THEN CAST(${d.fail(STRINGS_NOT_ORDERED)} AS BOOLEAN) ELSE ${x} ${op} ${y} END)`,
    ),
  );
}

/** PQL `<`, `<=`, `>`, `>=`: two numbers, two strings or two instants; anything else is false. */
export function orderSql(d: SqlDialect, names: Names, op: "<" | "<=" | ">" | ">=", a: SqlValue, b: SqlValue): string {
  if (a.kind === "time" || b.kind === "time") return `coalesce(${instantOf(d, names, a)} ${op} ${instantOf(d, names, b)}, FALSE)`;
  if (a.kind === "bool" || b.kind === "bool") return "FALSE";
  if (a.kind === "num" && b.kind === "num") return `coalesce(${a.sql} ${op} ${b.sql}, FALSE)`;
  if (a.kind === "str" && b.kind === "str") return `coalesce(${stringOrder(d, names, a.sql, b.sql, op)}, FALSE)`;
  if (a.kind !== "json" && b.kind !== "json") return "FALSE";
  // Against a number only numbers order, against a string only strings.
  if (a.kind === "num" || b.kind === "num") return `coalesce(${numberOf(d, names, a)} ${op} ${numberOf(d, names, b)}, FALSE)`;
  if (a.kind === "str" || b.kind === "str")
    return `coalesce(${stringOrder(d, names, stringOf(d, names, a), stringOf(d, names, b), op)}, FALSE)`;
  const numbers = `coalesce(${numberOf(d, names, a)} ${op} ${numberOf(d, names, b)}, FALSE)`;
  const strings = `coalesce(${stringOrder(d, names, stringOf(d, names, a), stringOf(d, names, b), op)}, FALSE)`;
  return `(${numbers} OR ${strings})`;
}

export function comparisonSql(d: SqlDialect, names: Names, op: ComparisonOperator, a: SqlValue, b: SqlValue): string {
  if (op === "=") return equalSql(d, names, a, b);
  if (op === "!=") return notEqualSql(d, names, a, b);
  return orderSql(d, names, op, a, b);
}

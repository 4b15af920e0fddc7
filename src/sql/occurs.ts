// `T occurs ...` and a CHAIN step's WHEN in SQL, as src/evaluate/time-words.ts reads them. Anchors
// fixed by `now` (a time word, a period, a date) are computed here, so the SQL compares a column
// with constants; an anchor read from the data is a SQL expression, and then only units of a
// fixed length (milliseconds to weeks) compile: calendar months would need the calendar in SQL.
import type { ComparisonOperator, TimeUnit } from "../syntax/ast.js";
import { fixedMs, shift } from "../evaluate/time-words.js";
import type { SqlDialect } from "./dialect.js";

/** A bound: a constant (possibly infinite) or a SQL BIGINT expression (NULL when the anchor is missing). */
export type Bound = number | string;

/** An anchor as [start, end): constants, or SQL that may be NULL (a missing attribute). */
export interface AnchorPeriod {
  start: Bound;
  end: Bound;
}

/**
 * What the constraints need of a dialect: its number literals, and its true and false when they
 * are not SQL's TRUE and FALSE (ClickHouse 18.16 has none: clickhouse-time.ts passes 1 and 0).
 */
export type OccursDialect = Pick<SqlDialect, "number"> & { readonly truth?: { true: string; false: string } };

/** `t op b`, with infinite constants folded (every timestamp is later than -Infinity). */
function cmp(d: OccursDialect, t: string, op: "<" | "<=" | ">" | ">=", b: Bound): string {
  const [yes, no] = d.truth ? [d.truth.true, d.truth.false] : ["TRUE", "FALSE"];
  if (typeof b === "number") {
    if (b === Number.NEGATIVE_INFINITY) return op === ">" || op === ">=" ? yes : no;
    if (b === Number.POSITIVE_INFINITY) return op === "<" || op === "<=" ? yes : no;
    return `${t} ${op} ${Math.trunc(b) === b ? String(b) : d.number(b)}`;
  }
  return `${t} ${op} ${b}`;
}

function plus(b: Bound, n: number): Bound {
  return typeof b === "number" ? b + n : `(${b} + ${n})`;
}

/** `b` moved by n units; undefined when it would need the calendar in SQL. */
function shifted(b: Bound, n: number, unit: TimeUnit): Bound | undefined {
  if (typeof b === "number") return shift(b, n, unit);
  const fixed = fixedMs[unit];
  return fixed === undefined ? undefined : `(${b} + ${n * fixed})`;
}

const and = (...parts: string[]) => `(${parts.join(" AND ")})`;

export function occursIn(d: OccursDialect, t: string, a: AnchorPeriod): string {
  return and(cmp(d, t, ">=", a.start), cmp(d, t, "<", a.end));
}

export function occursDirection(d: OccursDialect, t: string, direction: "before" | "after" | "from", a: AnchorPeriod): string {
  if (direction === "before") return cmp(d, t, "<", a.start);
  if (direction === "after") return cmp(d, t, ">=", a.end);
  return cmp(d, t, ">=", a.start);
}

export function occursBetween(d: OccursDialect, t: string, a: AnchorPeriod, b: AnchorPeriod): string {
  return and(cmp(d, t, ">=", a.start), cmp(d, t, "<", b.end));
}

/** `T occurs CMP N UNIT before|after|from A`; undefined when it does not compile. */
export function occursAmount(
  d: OccursDialect,
  t: string,
  op: ComparisonOperator,
  amount: number,
  unit: TimeUnit,
  direction: "before" | "after" | "from",
  a: AnchorPeriod,
): string | undefined {
  if (direction === "before") {
    const ref = a.start;
    const bound = shifted(ref, -amount, unit);
    const further = shifted(ref, -(amount + 1), unit);
    if (bound === undefined || further === undefined) return undefined;
    const nth = and(cmp(d, t, ">", further), cmp(d, t, "<=", bound));
    switch (op) {
      case "<":
        return and(cmp(d, t, ">", bound), cmp(d, t, "<=", ref));
      case "<=":
        return and(cmp(d, t, ">=", bound), cmp(d, t, "<=", ref));
      case ">":
        return cmp(d, t, "<", bound);
      case ">=":
        return cmp(d, t, "<=", bound);
      case "=":
        return nth;
      case "!=":
        return `(NOT ${nth})`;
    }
  }
  const ref = plus(a.end, -1);
  const bound = shifted(ref, amount, unit);
  const further = shifted(ref, amount + 1, unit);
  if (bound === undefined || further === undefined) return undefined;
  const nth = and(cmp(d, t, ">=", bound), cmp(d, t, "<", further));
  switch (op) {
    case "<":
      return and(cmp(d, t, ">=", ref), cmp(d, t, "<", bound));
    case "<=":
      return and(cmp(d, t, ">=", ref), cmp(d, t, "<=", bound));
    case ">":
      return cmp(d, t, ">", bound);
    case ">=":
      return cmp(d, t, ">=", bound);
    case "=":
      return nth;
    case "!=":
      return `(NOT ${nth})`;
  }
}

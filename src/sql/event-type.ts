// The events table's typed column `event_type` (the event's `eventType` when it is a JSON string,
// else NULL: exactly what the doc's `eventType` reads as a string; docs/sql.md) in events parts.
// `eventType = "lit"` and `eventType in ["a", "b"]` hold only for an event whose eventType is one
// of those strings (compare.ts: a string equals only a string of the same text, case included),
// so where such a test is the condition or one operand of its `and`, `event_type IN (...)` is the
// test and the doc is not read for it (fetching an event's doc is most of what an events scan
// costs). ClickHouse's walker reads the same strings (eventTypes) for its PREWHERE.
import type * as A from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import type { Scope } from "./scope.js";

export const EVENT_TYPE = "e.event_type";

/**
 * The condition over the event row `e` as conjuncts: each operand of its `and` (nested ones
 * flattened) that is itself an eventType test, as the typed column's test; the others as
 * `compile` writes them. The conjuncts hold together exactly when the condition does (PQL's
 * `and` of two-valued conditions).
 */
export function eventConditions(d: SqlDialect, condition: A.Expression, scope: Scope, compile: (node: A.Expression) => string): string[] {
  // A variable named eventType would be read instead of the event's field.
  if (scope.vars.has("eventType")) return [compile(condition)];
  const operands = conjuncts(condition);
  const typed = operands.map((o) => (o.kind === "Logical" ? undefined : eventTypes(o)));
  // (eventTypes reads through `and`s only, which are flattened here: a condition none of whose
  // conjuncts is a test has nothing to say of eventType.)
  if (typed.every((t) => t === undefined)) return [compile(condition)];
  const tests = typed.flatMap((values) => (values === undefined ? [] : [typedTest(d, values)]));
  const rest = operands.filter((_, i) => typed[i] === undefined);
  return [...tests, ...rest.map(compile)];
}

/** `node`'s operands when it is an `and` (nested ones flattened), else `node` alone. */
function conjuncts(node: A.Expression): A.Expression[] {
  return node.kind === "Logical" && node.operator === "and" ? node.operands.flatMap(conjuncts) : [node];
}

/** The typed column's test that eventType is one of `values`. */
function typedTest(d: SqlDialect, values: readonly string[]): string {
  if (values.length === 0) return "FALSE";
  return values.length === 1
    ? `${EVENT_TYPE} = ${d.string(values[0]!)}`
    : `${EVENT_TYPE} IN (${values.map((v) => d.string(v)).join(", ")})`;
}

/** The strings eventType must be one of for `node` to hold, when the node says so. */
export function eventTypes(node: A.Expression): string[] | undefined {
  if (node.kind === "Logical" && node.operator === "and") {
    for (const operand of node.operands) {
      const values = eventTypes(operand);
      if (values !== undefined) return values;
    }
    return undefined;
  }
  if (node.kind !== "Binary") return undefined;
  if (node.operator === "=") {
    if (isEventType(node.left) && node.right.kind === "String") return [node.right.value];
    if (isEventType(node.right) && node.left.kind === "String") return [node.left.value];
    return undefined;
  }
  if (node.operator === "in" && isEventType(node.left) && node.right.kind === "Array") {
    const strings = node.right.elements.filter((e): e is A.StringLiteral => e.kind === "String");
    // Another element (a number, a path) could match something other than a string: no pre-filter.
    return strings.length === node.right.elements.length ? [...new Set(strings.map((s) => s.value))] : undefined;
  }
  return undefined;
}

/** The event's own `eventType` (the implicit item's field). */
function isEventType(node: A.Expression): boolean {
  return node.kind === "Path" && node.root.type === "name" && node.segments.length === 1 && node.segments[0]!.name === "eventType";
}

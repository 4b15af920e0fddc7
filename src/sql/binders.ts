// `select`, `exists`, `forall` and `sum ... over` in SQL, as src/evaluate/binders.ts runs them: each
// binding `V from A where C` ranges over A's elements (a missing A is empty; A that is not an array
// gives nothing, and makes `forall` false), each later binding over the combinations before it.
// Over JSON arrays they are nested list lambdas; over xEvent, one binding of `exists` or `forall`
// is an events part (a CTE).
import type * as A from "../syntax/ast.js";
import type { Compiled, Walker } from "./walker.js";
import { EVENT, eventScope, withVariable, type Scope } from "./scope.js";
import { bool, bound, type SqlValue } from "./values.js";

interface Clause {
  variable: A.Name;
  source: A.Expression;
  condition: A.Expression | null;
}

function clausesOf(node: A.Select | A.Quantifier | A.SumOver): Clause[] {
  if (node.kind === "Quantifier") return node.bindings;
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}

/** A source over xEvent: `V from xEvent` at the top level. */
function overEvents(clause: Clause, scope: Scope): boolean {
  const s = clause.source;
  return (
    s.kind === "Path" &&
    s.root.type === "name" &&
    s.segments.length === 1 &&
    s.segments[0]!.name === "xEvent" &&
    scope.items.length === 1 &&
    !scope.vars.has("xEvent")
  );
}

export function compileBinder(c: Walker, node: A.Select | A.Quantifier | A.SumOver, scope: Scope): Compiled {
  const clauses = clausesOf(node);
  const d = c.d;
  // One binding of exists or forall over xEvent: a count of the events (a CTE). Other binders over
  // xEvent read the list of their docs (compile.ts), as the evaluator does.
  if (node.kind === "Quantifier" && clauses.length === 1 && overEvents(clauses[0]!, scope)) {
    const clause = clauses[0]!;
    const inner = withVariable(eventScope(scope), clause.variable.name, { kind: "json", sql: EVENT });
    const condition = clause.condition ? c.condition(clause.condition, inner) : "TRUE";
    const set = { kind: "events" as const, conditions: [node.quantifier === "exists" ? condition : `NOT ${condition}`] };
    const n = c.events.count(node, set);
    return bool(node.quantifier === "exists" ? `(${n} > 0)` : `(${n} = 0)`);
  }

  /** The list of one clause's elements, and the scope of each (the variable bound). */
  const each = (k: number, outer: Scope, body: (list: string, param: string, inner: Scope) => string, onNull: string, onOther: string) => {
    const clause = clauses[k]!;
    const source = c.value(clause.source, outer);
    if (source.kind !== "json") return onOther;
    const param = c.names.next("x");
    const inner = withVariable(outer, clause.variable.name, { kind: "json", sql: param });
    return bound(
      d,
      c.names,
      source.sql,
      (x) =>
        `(CASE WHEN ${x} IS NULL THEN ${onNull} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${body(d.jsonArrayToList(x), param, inner)} ELSE ${onOther} END)`,
    );
  };
  const cond = (k: number, inner: Scope) => (clauses[k]!.condition ? c.condition(clauses[k]!.condition!, inner) : "TRUE");

  if (node.kind === "Quantifier" && node.quantifier === "exists") {
    const exists = (k: number, outer: Scope): string =>
      each(
        k,
        outer,
        (list, x, inner) => d.listAny(list, x, `(${cond(k, inner)} AND ${k + 1 < clauses.length ? exists(k + 1, inner) : "TRUE"})`),
        "FALSE",
        "FALSE",
      );
    return bool(`coalesce(${exists(0, scope)}, FALSE)`);
  }
  if (node.kind === "Quantifier") {
    const forall = (k: number, outer: Scope): string =>
      each(
        k,
        outer,
        (list, x, inner) =>
          `NOT ${d.listAny(list, x, `NOT (${cond(k, inner)} AND ${k + 1 < clauses.length ? forall(k + 1, inner) : "TRUE"})`)}`,
        "TRUE",
        "FALSE",
      );
    return bool(`coalesce(${forall(0, scope)}, FALSE)`);
  }
  // select and sum: a list of JSON, one element per matching combination.
  const empty = d.emptyJsonList();
  const combinations = (k: number, outer: Scope, last: (inner: Scope, param: string) => string): string =>
    each(
      k,
      outer,
      (list, x, inner) => {
        const kept = d.listFilter(list, x, cond(k, inner));
        const y = c.names.next("x");
        const innerY = withVariable(outer, clauses[k]!.variable.name, { kind: "json", sql: y });
        const next = k + 1 < clauses.length ? combinations(k + 1, innerY, last) : last(innerY, y);
        return d.flatten(d.listTransform(kept, y, next));
      },
      empty,
      empty,
    );
  if (node.kind === "Select") {
    const last = clauses[clauses.length - 1]!.variable.name;
    const list = combinations(0, scope, (inner) => d.singletonList((inner.vars.get(last) as SqlValue).sql));
    return { kind: "json", sql: d.listToJson(list) };
  }
  const values = combinations(0, scope, (inner) => d.singletonList(c.json(node.value, inner)));
  const sum = bound(d, c.names, d.listToJson(values), (v) => {
    const all = d.jsonArrayToList(v);
    const x = c.names.next("x");
    const nonNumber = d.listAny(all, x, `${x} IS NOT NULL AND NOT ${d.jsonIs(x, "NUMBER")}`);
    const y = c.names.next("x");
    const numbers = d.listTransform(d.listFilter(all, y, `${y} IS NOT NULL`), y, d.jsonNumber(y));
    return `(CASE WHEN ${nonNumber} THEN NULL ELSE ${d.listSumInOrder(numbers)} END)`;
  });
  return { kind: "num", sql: sum };
}

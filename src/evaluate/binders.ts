// `select`, `exists`, `forall` and `sum ... over`: each takes a list of bindings
// `V from A where C`, every later one ranging over the variables of the earlier ones
// (`exists E from xEvent where ..., I from E.productListItems where ...`); `select` and
// `sum ... over` take the same list (their first binding, then `laterBindings`).
// Each combination visited costs a step of the budget, so bindings over thousands of elements
// stop at the budget instead of running for minutes; `exists` stops at the first match and
// `forall` at the first counterexample.
import type { Expression, Name, Node } from "../syntax/ast.js";
import { lookupVariable, withVariable, type Scope } from "./scope.js";
import { truthy, type Value } from "./values.js";

export interface Clause {
  variable: Name;
  source: Expression;
  condition: Expression | null;
}

export interface BinderHost {
  /** Evaluates an expression for one combination of bindings (not traced: it runs once per element). */
  element(node: Expression, scope: Scope): Value;
  /** The source of a binding as an array (null, or a type problem, when it is not one). */
  array(node: Expression, scope: Scope): Value[] | null;
  /** Counts work at a node (one combination visited). */
  charge(node: Node, units?: number): void;
  /** Checks the size of a value being built at a node. */
  built(node: Node, size: number): void;
}

/**
 * Calls `onMatch` with the scope of each combination of elements that meets every clause's
 * condition, in order, until it returns true (stop). Returns whether it was stopped.
 */
export function eachMatch(clauses: readonly Clause[], scope: Scope, host: BinderHost, onMatch: (scope: Scope) => boolean, k = 0): boolean {
  const clause = clauses[k]!;
  const items = host.array(clause.source, scope);
  if (items === null) return false;
  for (const item of items) {
    host.charge(clause.source);
    const inner = withVariable(scope, clause.variable.name, item);
    if (clause.condition && !truthy(host.element(clause.condition, inner))) continue;
    if (k + 1 < clauses.length ? eachMatch(clauses, inner, host, onMatch, k + 1) : onMatch(inner)) return true;
  }
  return false;
}

/** `exists`: some combination meets every condition (a binding without a condition only needs an element). */
export function exists(clauses: readonly Clause[], scope: Scope, host: BinderHost): boolean {
  return eachMatch(clauses, scope, host, () => true);
}

/** `forall`: every element of each binding meets its condition, for every element of the bindings before it. */
export function forall(clauses: readonly Clause[], scope: Scope, host: BinderHost, k = 0): boolean {
  const clause = clauses[k]!;
  const items = host.array(clause.source, scope);
  if (items === null) return false;
  for (const item of items) {
    host.charge(clause.source);
    const inner = withVariable(scope, clause.variable.name, item);
    if (clause.condition && !truthy(host.element(clause.condition, inner))) return false;
    if (k + 1 < clauses.length && !forall(clauses, inner, host, k + 1)) return false;
  }
  return true;
}

/** `select`: the value of the last binding's variable for each matching combination. */
export function select(clauses: readonly Clause[], scope: Scope, host: BinderHost): Value[] {
  const out: Value[] = [];
  const last = clauses[clauses.length - 1]!;
  eachMatch(clauses, scope, host, (s) => {
    host.built(last.source, out.length + 1);
    out.push(lookupVariable(s, last.variable.name) ?? null);
    return false;
  });
  return out;
}

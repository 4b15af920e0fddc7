// Names and paths in SQL, as src/evaluate/scope.ts reads them: the implicit items (the profile,
// an element inside `a[...]`, an event inside an events part) and the bound variables. Inside an
// events part (a CTE over the events table) the profile and the variables bound outside it are
// out of reach: a condition that reads them does not compile (yet).
import type { SqlValue } from "./values.js";

export interface Scope {
  /** JSON SQL of the implicit items, innermost first; the profile is last. `null`: out of reach here. */
  items: readonly (string | null)[];
  /** Variables of `let`, binders and lambdas; `null`: bound outside the events part being compiled. */
  vars: ReadonlyMap<string, SqlValue | null>;
}

export const PROFILE = "p.doc";
export const EVENT = "e.doc";

export function profileScope(): Scope {
  return { items: [PROFILE], vars: new Map() };
}

export function withItem(scope: Scope, item: string): Scope {
  return { ...scope, items: [item, ...scope.items] };
}

export function withVariable(scope: Scope, name: string, value: SqlValue | null): Scope {
  const vars = new Map(scope.vars);
  vars.set(name, value);
  return { ...scope, vars };
}

/** The scope of one event row (`e`) of the events table: everything outside it is out of reach. */
export function eventScope(scope: Scope): Scope {
  const vars = new Map<string, SqlValue | null>();
  for (const k of scope.vars.keys()) vars.set(k, null);
  return { items: [EVENT, null], vars };
}

// Names and paths: what a bare name, `$1`, `^`, `this` or a bound variable means where it stands.
// Scopes are linked frames, so entering a filter or a method argument for each of a thousand
// events allocates one small object, not a copy of the scope.
import { fromData, isObject, Groups, type Value } from "./values.js";

/** The implicit items, innermost first: an event inside `WHAT(...)`, an element inside `a[...]`. The profile is the last. */
export interface ItemFrame {
  value: Value;
  parent: ItemFrame | null;
}

/** Variables bound by `let`, `select`, `exists`, `forall`, `sum ... over` and lambda parameters. */
export interface VariableFrame {
  name: string;
  value: Value;
  parent: VariableFrame | null;
}

export interface Scope {
  item: ItemFrame;
  variables: VariableFrame | null;
}

export function withItem(scope: Scope, value: Value): Scope {
  return { item: { value, parent: scope.item }, variables: scope.variables };
}

export function withVariable(scope: Scope, name: string, value: Value): Scope {
  return { item: scope.item, variables: { name, value, parent: scope.variables } };
}

/** The value bound to a name, or undefined when no binder binds it. */
export function lookupVariable(scope: Scope, name: string): Value | undefined {
  for (let f = scope.variables; f !== null; f = f.parent) if (f.name === name) return f.value;
  return undefined;
}

/** The item `levels` frames out (`^` is one level); past the profile, null. */
export function itemUp(scope: Scope, levels: number): Value {
  let f: ItemFrame | null = scope.item;
  for (let i = 0; i < levels && f !== null; i++) f = f.parent;
  return f === null ? null : f.value;
}

/**
 * `value.name`. Through an array it projects (`orders.storeId` is every order's store id, nested
 * arrays flattened, missing ones left out); on anything else but an object it is null.
 */
export function field(value: Value, name: string): Value {
  if (isObject(value)) return Object.hasOwn(value, name) ? fromData(value[name]) : null;
  if (Array.isArray(value)) {
    const out: Value[] = [];
    for (const element of value) {
      const v = field(element, name);
      if (v === null) continue;
      if (Array.isArray(v)) for (const x of v) out.push(x);
      else out.push(v);
    }
    return out;
  }
  if (value instanceof Groups) {
    const g = value.entries.get(`s:${name}`);
    return g ? g.items : null;
  }
  return null;
}

// Which names a path can start from, at a point of the tree. Both directions of the conversion
// ask the same questions here, so a tree and its pql/json agree on every path:
//   - in the profile's scope (the top of the expression), a bare field is the profile's: AEP writes
//     it as a lookup on `parameterReference` position 1, the profile;
//   - inside a filter, a method's arguments, a CHAIN step, a lambda or the conditions of a binder,
//     a bare field belongs to the current item: written as a `fieldLookup` with no `object`;
//   - a name bound by `select`/`exists`/`forall`/`sum`, `let` or a lambda is a `varRef`.

export interface Scope {
  /** True where a bare field is the profile's. */
  readonly profile: boolean;
  /** Variables bound by enclosing binders. */
  readonly bound: ReadonlySet<string>;
}

export const profileScope: Scope = { profile: true, bound: new Set() };

/** The scope inside a filter, a method's arguments or a CHAIN step: bare fields are the item's. */
export function itemScope(scope: Scope): Scope {
  return scope.profile ? { profile: false, bound: scope.bound } : scope;
}

/** `scope` with `names` bound (and bare fields the item's: a binder's body ranges over items). */
export function binding(scope: Scope, ...names: string[]): Scope {
  const bound = new Set(scope.bound);
  for (const name of names) bound.add(name);
  return { profile: false, bound };
}

/** `let`: binds a name, leaves bare fields where they were. */
export function letBinding(scope: Scope, name: string): Scope {
  const bound = new Set(scope.bound);
  bound.add(name);
  return { profile: scope.profile, bound };
}

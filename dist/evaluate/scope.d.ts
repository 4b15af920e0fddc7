import { type Value } from "./values.js";
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
export declare function withItem(scope: Scope, value: Value): Scope;
export declare function withVariable(scope: Scope, name: string, value: Value): Scope;
/** The value bound to a name, or undefined when no binder binds it. */
export declare function lookupVariable(scope: Scope, name: string): Value | undefined;
/** The item `levels` frames out (`^` is one level); past the profile, null. */
export declare function itemUp(scope: Scope, levels: number): Value;
/**
 * `value.name`. Through an array it projects (`orders.storeId` is every order's store id, nested
 * arrays flattened, missing ones left out); on anything else but an object it is null.
 */
export declare function field(value: Value, name: string): Value;

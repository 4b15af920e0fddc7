export interface Scope {
    /** True where a bare field is the profile's. */
    readonly profile: boolean;
    /** Variables bound by enclosing binders. */
    readonly bound: ReadonlySet<string>;
}
export declare const profileScope: Scope;
/** The scope inside a filter, a method's arguments or a CHAIN step: bare fields are the item's. */
export declare function itemScope(scope: Scope): Scope;
/** `scope` with `names` bound (and bare fields the item's: a binder's body ranges over items). */
export declare function binding(scope: Scope, ...names: string[]): Scope;
/** `let`: binds a name, leaves bare fields where they were. */
export declare function letBinding(scope: Scope, name: string): Scope;

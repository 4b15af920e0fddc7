import type { SqlValue } from "./values.js";
export interface Scope {
    /** JSON SQL of the implicit items, innermost first; the profile is last. `null`: out of reach here. */
    items: readonly (string | null)[];
    /** Variables of `let`, binders and lambdas; `null`: bound outside the events part being compiled. */
    vars: ReadonlyMap<string, SqlValue | null>;
}
export declare const PROFILE = "p.doc";
export declare const EVENT = "e.doc";
export declare function profileScope(): Scope;
export declare function withItem(scope: Scope, item: string): Scope;
export declare function withVariable(scope: Scope, name: string, value: SqlValue | null): Scope;
/** The scope of one event row (`e`) of the events table: everything outside it is out of reach. */
export declare function eventScope(scope: Scope): Scope;

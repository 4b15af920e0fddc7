import type { Expression, Name, Node } from "../syntax/ast.js";
import { type Scope } from "./scope.js";
import { type Value } from "./values.js";
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
export declare function eachMatch(clauses: readonly Clause[], scope: Scope, host: BinderHost, onMatch: (scope: Scope) => boolean, k?: number): boolean;
/** `exists`: some combination meets every condition (a binding without a condition only needs an element). */
export declare function exists(clauses: readonly Clause[], scope: Scope, host: BinderHost): boolean;
/** `forall`: every element of each binding meets its condition, for every element of the bindings before it. */
export declare function forall(clauses: readonly Clause[], scope: Scope, host: BinderHost, k?: number): boolean;
/** `select`: the value of the last binding's variable for each matching combination. */
export declare function select(clauses: readonly Clause[], scope: Scope, host: BinderHost): Value[];

import type * as A from "../syntax/ast.js";
export interface Clause {
    variable: A.Name;
    source: A.Expression;
    condition: A.Expression | null;
}
/** The clauses of a binder, first to last. */
export declare function clausesOf(node: A.Select | A.SumOver | A.Quantifier): Clause[];
/** What the binders need of the compiler, in the scope of the variables bound so far. */
export interface BinderCompiler {
    /** A value as encoded text (a bool as 'T'/'F'). */
    json(node: A.Expression): string;
    /** A condition: UInt8 0 or 1. */
    condition(node: A.Expression): string;
    /** `body(param)` with the variable bound to a fresh lambda parameter `param`. */
    withVariable<T>(name: string, body: (param: string) => T): T;
}
/** An array's encoded elements; [] for anything else (never a cast error). */
export declare const elementsOf: (x: string) => string;
/** `exists` (or `forall`) of the clauses from k on: UInt8. */
export declare function quantifierSql(c: BinderCompiler, clauses: readonly Clause[], all: boolean, k?: number): string;
/**
 * The encoded values `value` takes over every combination of the clauses from k on that meets
 * each condition, in the evaluator's order (an Array(String)); without `value`, the last
 * variable's (select).
 */
export declare function combinationsSql(c: BinderCompiler, clauses: readonly Clause[], value: A.Expression | undefined, k?: number): string;
/**
 * The sum of a list of encoded values as the evaluator adds them: from 0, in order, the numbers
 * (null skipped); any other value makes the whole null. arraySum adds from the left.
 */
export declare function sumSql(list: string, fresh: () => string): string;
/** The list as the encoding's array value. */
export declare const listValue: (list: string) => string;

import { type Value } from "./values.js";
/** What a method or function gets besides its receiver. Arguments are evaluated on demand. */
export interface Call {
    readonly name: string;
    readonly argCount: number;
    /** Argument `i` in the caller's scope. */
    arg(i: number): Value;
    /** Argument `i` for one element: bare names read the element, a lambda gets it (and `extra`) as parameters. */
    argFor(i: number, element: Value, extra?: Value): Value;
    problem(message: string): void;
    /** Counts work the method does besides evaluating its arguments (comparisons, a regex over the text); over the budget, the evaluation stops. */
    charge(units: number): void;
    readonly now: number;
}
export type Method = (receiver: Value, call: Call) => Value;
export type GlobalFunction = (call: Call) => Value;
export declare const methods: Record<string, Method>;
export declare const functions: Record<string, GlobalFunction>;
/** Methods whose arguments are evaluated for each element (bare names read the element). */
export declare const perElementMethods: Set<string>;
/** Arity per name, for a clear message instead of a wrong answer: [least, most]. */
export declare const arity: Record<string, [number, number]>;

import type * as A from "../syntax/ast.js";
import type { Compiled, Walker } from "./walker.js";
import { type Scope } from "./scope.js";
/** PQL's eight string tests, each as the test it runs and whether it negates it (both dialects read this). */
export declare const stringTests: Record<string, {
    test: "equals" | "startsWith" | "endsWith" | "contains";
    negate: boolean;
}>;
/** Whether `name` is a method the compilers know, called with as many arguments as it takes (both dialects read this). */
export declare function withinArity(name: string, argumentCount: number): boolean;
export declare function compileMethod(c: Walker, node: A.MethodCall, scope: Scope): Compiled;
export declare function compileFunction(c: Walker, node: A.FunctionCall): Compiled;

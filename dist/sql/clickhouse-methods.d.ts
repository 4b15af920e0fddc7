import type * as A from "../syntax/ast.js";
import { type Stop } from "./clickhouse-text.js";
/** What the methods need of the compiler. */
export interface MethodCompiler {
    /** `body(x)` with `x` standing for `value`, computed once. */
    bind(value: string, body: (x: string) => string): string;
    fresh(prefix: string): string;
    /** A value as encoded text; a condition as UInt8. */
    json(node: A.Expression): string;
    condition(node: A.Expression): string;
    /** `body(arg)` with the method's argument read for the element `x`. */
    forElement(arg: A.Expression, x: string, body: (arg: A.Expression) => string): string;
    /** The query's deliberate stop where `cond` holds: 0 elsewhere. */
    stop: Stop;
}
/** Whether the call is one of these methods with as many arguments as it takes. */
export declare function arrayMethodArity(node: A.MethodCall): boolean;
/** The method's value, encoded, on the encoded receiver; undefined for another method. */
export declare function arrayMethodSql(node: A.MethodCall, receiver: string, c: MethodCompiler): string | undefined;

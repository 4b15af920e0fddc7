import type { Node, Span } from "../syntax/ast.js";
export interface Unsupported {
    /** A short name of the construct: "forall over xEvent", "regexGroup", "CHAIN with a timestamp field other than timestamp". */
    construct: string;
    span: Span;
    message: string;
}
export declare class NotCompiled extends Error {
    readonly unsupported: Unsupported;
    constructor(unsupported: Unsupported);
}
/** A construct the DuckDB compiler refuses: `estimate` answers it with the evaluator instead. */
export declare function notCompiled(node: Pick<Node, "span">, construct: string, why?: string): never;
/** A construct the ClickHouse compiler refuses: there no evaluator stands in, so the message says only what. */
export declare function notCompiledToClickHouse(node: Pick<Node, "span">, construct: string, why?: string): never;

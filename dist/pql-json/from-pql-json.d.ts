import type * as A from "../syntax/ast.js";
export interface PqlJsonError {
    /** RFC 6901 pointer into the pql/json value: `/params/1/fieldName`. */
    pointer: string;
    message: string;
    /** Where the pointer's node is, when the caller told (`spanOf`). */
    span?: A.Span;
}
export type FromPqlJsonResult = {
    ok: true;
    ast: A.Expression;
} | {
    ok: false;
    error: PqlJsonError;
};
export interface FromPqlJsonOptions {
    /** The source span of the JSON value at a pointer; the tree's spans and the error's come from it. */
    spanOf?: (pointer: string) => A.Span | undefined;
}
/** Reads a pql/json tree (parsed JSON: an object, not its text) into a PQL expression tree. */
export declare function fromPqlJson(json: unknown, options?: FromPqlJsonOptions): FromPqlJsonResult;

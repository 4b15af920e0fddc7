import type { Expression } from "../syntax/ast.js";
import { type PrintOptions } from "../syntax/print.js";
import { type PqlJsonError } from "./from-pql-json.js";
/**
 * The pql/json text of a tree: compact, as AEP's API returns it, or indented by `indent`
 * spaces (what a YAML audience file holds in a block scalar).
 */
export declare function pqlJsonText(tree: Expression, indent?: number): string;
/**
 * The canonical PQL text of a pql/json text, or where it goes wrong. An API value is one line:
 * pass `{ width: Number.POSITIVE_INFINITY }` (the default breaks a long CHAIN as `fmt` does).
 */
export declare function pqlTextOf(jsonText: string, options?: PrintOptions): {
    ok: true;
    text: string;
} | {
    ok: false;
    error: PqlJsonError;
};

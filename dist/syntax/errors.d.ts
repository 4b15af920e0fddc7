import type { Expression, Span } from "./ast.js";
export type SyntaxRule = "syntax/parse-error" | "syntax/unexpected-character" | "syntax/unclosed-string" | "syntax/invalid-escape" | "syntax/placeholder" | "syntax/too-deep" | "syntax/unknown-function";
/** Stable codes of the syntax rules (the lint rules of category `syntax` carry the same ones). */
export declare const syntaxCodes: Record<SyntaxRule, string>;
/** A syntax error: where, what, and (when we know) what to do. */
export interface ParseError {
    rule: SyntaxRule;
    code: string;
    message: string;
    span: Span;
    /** Text to show under the carets. */
    label?: string;
    hints: string[];
}
export interface ParseResult {
    /** The tree, or null when the input has errors. */
    ast: Expression | null;
    errors: ParseError[];
}
/** Reports a problem between two offsets of the input (the caller turns offsets into positions). */
export type Report = (rule: SyntaxRule, message: string, start: number, end: number, hints?: string[], label?: string) => void;

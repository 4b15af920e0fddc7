import type { Expression, Span } from "./ast.js";
import type { DeclaredRule } from "./rule.js";
/** A syntax error's rule and code, from the rule object the reporting stage imports. */
export declare function ruleIdentity(rule: DeclaredRule): {
    rule: string;
    code: string;
};
/** A syntax error: where, what, and (when we know) what to do. */
export interface ParseError {
    /** The rule's name (`syntax/unclosed-string`) and code (`PQL003`). */
    rule: string;
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
export type Report = (rule: DeclaredRule, message: string, start: number, end: number, hints?: string[], label?: string) => void;

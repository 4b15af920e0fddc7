import type { Span } from "./syntax/ast.js";
import type { PrintOptions } from "./syntax/print.js";
export interface FormatProblem {
    code: string;
    rule: string;
    message: string;
    range: Span;
    label?: string;
    hints: string[];
}
export type SourceFormatResult = {
    ok: true;
    output: string;
    changed: boolean;
} | {
    ok: false;
    errors: FormatProblem[];
};
export declare function formatSource(name: string, text: string, options?: PrintOptions): SourceFormatResult;

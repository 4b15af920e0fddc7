import { type PrintOptions } from "../syntax/print.js";
import type { Expression } from "../syntax/ast.js";
import { type AudienceFileKind, type LoadedAudience } from "./load.js";
import type { AudienceProblem } from "./audience-problem.js";
/** A syntax error of the PQL, with its range already in the audience file. */
export interface FormatError {
    rule: string;
    code?: string;
    message: string;
    range: AudienceProblem["range"];
    label?: string;
    hints: string[];
}
export type AudienceFormatResult = {
    ok: true;
    output: string;
    changed: boolean;
} | {
    ok: false;
    errors: FormatError[];
};
/**
 * Whether an expression as written is already formatted: white space around the whole
 * expression (the line feed a YAML `|` adds, the newline ending a `.pql` file) does not count.
 */
export declare function isFormatted(pql: string, canonical: string): boolean;
/**
 * The canonical text of an expression in a file of this kind. A JSON string cannot hold a line
 * break except as `\n`, so JSON files keep the expression on one line; YAML and `.pql` files
 * break long CHAINs one step per line.
 */
export declare function canonicalExpression(kind: AudienceFileKind, ast: Expression, options?: PrintOptions): string;
export declare function formatAudienceFile(fileName: string, text: string, options?: PrintOptions): AudienceFormatResult;
/** A replacement of part of a file: the range of the original text and what goes there. */
export interface ExpressionEdit {
    range: AudienceProblem["range"];
    text: string;
}
/**
 * The edit that replaces the expression of the audience at `index` (its position in the file)
 * with `pql`, encoded for the file: what an autofix of a PQL-level finding writes. Undefined
 * when the file does not load or no encoding reads back as `pql`.
 */
export declare function replaceExpression(fileName: string, text: string, index: number, pql: string): ExpressionEdit | undefined;
/**
 * replaceExpression for an audience already loaded from `text` (a lint rule has it): the same
 * edit, without loading the file a second time to find the audience again.
 */
export declare function replaceLoadedExpression(fileName: string, text: string, kind: AudienceFileKind, audience: LoadedAudience, pql: string): ExpressionEdit | undefined;

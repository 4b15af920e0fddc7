import type { CodeAction, Range, TextEdit } from "vscode-languageserver";
import type { Diagnostic } from "../lint/diagnostic.js";
import { type PositionAt } from "./diagnostics.js";
export declare const FORMAT_ACTION_KIND = "source.format.pql-audience";
/** What an author replaces: a suppression without a reason has no effect, so one is always written. */
export declare const REASON_PLACEHOLDER = "TODO: say why this is fine";
export interface ActionContext {
    uri: string;
    /** The file's name (its kind follows from it). */
    file: string;
    text: string;
    positionAt: PositionAt;
    uriOf: (file: string) => string;
}
export declare function codeActions(diagnostics: readonly Diagnostic[], range: Range, context: ActionContext): CodeAction[];
/** The edit that silences `d` with a reason to fill in; undefined where the file has no place for one. */
export declare function suppressionEdit(d: Diagnostic, context: Pick<ActionContext, "file" | "text" | "positionAt">): TextEdit | undefined;

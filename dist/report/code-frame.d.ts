import type { Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";
/** lint's severities, and `note` for what explains without being a problem (explain's reasons of a method the file did not ask for). */
export type FrameSeverity = "error" | "warning" | "info" | "note";
/** Another place that explains the diagnostic, drawn with `-` under it. */
export interface FrameRelated {
    file: string;
    range: Span;
    message: string;
}
export interface FrameInput {
    severity: FrameSeverity;
    code?: string;
    rule?: string;
    message: string;
    file: string;
    range: Span;
    label?: string;
    hints?: string[];
    /** A `= fix:` line: what `--fix` would change. */
    fix?: string;
    /** A `= docs:` line, e.g. `pql-audience rules edge/window-too-long`. */
    docs?: string;
    /** Extra `= note:` lines (suppression reasons). */
    notes?: string[];
    /** Drawn as their own snippet when their file's text is known, else as a `= note:` line. */
    related?: FrameRelated[];
}
export interface FrameOptions {
    color?: boolean;
    /** How many source lines of a multi-line span to show before eliding the middle. */
    maxLines?: number;
    /** Terminal width in cells: long source lines are cut around the span to fit. */
    width?: number;
    /** The text of other files, for related locations outside the diagnostic's file. */
    sourceOf?: (file: string) => string | undefined;
}
export declare const ansi: {
    bold: string;
    dim: string;
    red: string;
    green: string;
    yellow: string;
    blue: string;
    cyan: string;
    reset: string;
};
export type Paint = (style: string, text: string) => string;
export declare function painter(color: boolean | undefined): Paint;
export declare function severityWord(severity: FrameSeverity): string;
export declare function severityColor(severity: FrameSeverity): string;
export declare function renderFrame(input: FrameInput, source: string | LineMap, options?: FrameOptions): string;

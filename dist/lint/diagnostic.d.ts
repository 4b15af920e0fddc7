import type { Span } from "../syntax/ast.js";
import type { Severity } from "../syntax/rule.js";
export type { Severity };
/** A text edit that fixes a diagnostic: replace `range` of the file with `text`. */
export interface Fix {
    description: string;
    edits: {
        range: Span;
        text: string;
    }[];
}
/** Another place that explains a diagnostic (the segment a reference points at, the first duplicate). */
export interface RelatedLocation {
    file: string;
    range: Span;
    message: string;
}
/** A suppression that silenced a diagnostic, with the reason the author gave. */
export interface Suppression {
    kind: "inSource" | "external";
    reason: string;
}
export interface Diagnostic {
    /** Stable short code, never reused: `PQL204`. */
    code: string;
    /** Rule name: `edge/window-too-long`. */
    rule: string;
    severity: Severity;
    /** One sentence: what is wrong, in the words of an audience author. */
    message: string;
    /** The file as the user named it (relative to the working directory), or `<stdin>`. */
    file: string;
    /** Where in that file: 1-based line/column, 0-based UTF-16 offsets, end exclusive. */
    range: Span;
    /** Short text printed under the carets ("3 days"). */
    label?: string;
    /** What to do about it, one sentence each. */
    hints: string[];
    fix?: Fix;
    related?: RelatedLocation[];
    /** Set when a suppression silenced this diagnostic; suppressed diagnostics never fail a run. */
    suppressed?: Suppression;
}

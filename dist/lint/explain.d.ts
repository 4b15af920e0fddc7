import { type EventReference } from "../analysis/facts.js";
import type { Verdict } from "../analysis/verdict.js";
import type { Span } from "../syntax/ast.js";
import type { ResolvedConfig } from "./config.js";
import type { Diagnostic } from "./diagnostic.js";
import { type SourceFile } from "./engine.js";
export interface EventFact {
    kind: EventReference["kind"];
    range: Span;
    /** The time constraint as written canonically, e.g. `< 24 hours before now`; null without one. */
    window: string | null;
    /** Whether that window is edge-compatible under the config in force. */
    windowOk: boolean | null;
    count: number | null;
    negated: boolean;
    aggregation: string | null;
}
export interface FactsView {
    events: EventFact[];
    profileAttributes: {
        path: string;
        range: Span;
    }[];
    segments: {
        id: string | null;
        range: Span;
    }[];
    ignoreYear: {
        path: string;
        range: Span;
    }[];
}
export interface AudienceExplanation {
    name: string;
    verdict: Verdict;
    /** Null when the expression does not parse. */
    facts: FactsView | null;
}
/** Explains every audience of one file (or a bare expression, named `<stdin>` or `*.pql`). */
export declare function explain(file: string, text: string, options?: {
    config?: ResolvedConfig;
    others?: SourceFile[];
}): AudienceExplanation[];
/**
 * explain(), with the reasons audiences of the file are missing from it: invalid JSON or YAML,
 * schema errors (with positions, as `lint` reports them).
 */
export declare function explainFile(file: string, text: string, options?: {
    config?: ResolvedConfig;
    others?: SourceFile[];
}): {
    audiences: AudienceExplanation[];
    loadProblems: Diagnostic[];
};

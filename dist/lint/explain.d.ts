import { type EventReference } from "../analysis/facts.js";
import type { MethodDecision, StreamingVerdict, Verdict } from "../analysis/verdict.js";
import type { Span } from "../syntax/ast.js";
import type { ResolvedConfig } from "./resolve-config.js";
import type { Diagnostic } from "./diagnostic.js";
import { type SourceFile } from "./engine.js";
import type { AskedMethods } from "./reported-for.js";
import type { FileResult } from "./lint-result.js";
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
    /** Why streaming is ruled out, when it is (docs/evaluation-methods.md). */
    streaming: StreamingVerdict;
    /** The method AEP evaluates the definition with: edge, else streaming, else batch. */
    method: MethodDecision;
    /**
     * The methods the file asks for (`evaluationInfo`; a bare expression asks for the edge): lint
     * reports a reason of the verdicts only against those (reported-for.ts), and explain shows the
     * others as notes, the reasons the audience is not evaluated faster.
     */
    asked: AskedMethods;
    /** Null when the expression does not parse. */
    facts: FactsView | null;
}
/** Explains every audience of one file (or a bare expression, named `<stdin>` or `*.pql`). */
export declare function explain(file: string, text: string, options?: {
    config?: ResolvedConfig;
    others?: SourceFile[];
}): AudienceExplanation[];
/** What explain says of a file: each audience's verdict and facts, and lint's problems the verdicts do not show. */
export interface FileExplanation {
    audiences: AudienceExplanation[];
    /**
     * lint's findings that are not a reason of a verdict shown: the ones that kept audiences from
     * loading (invalid JSON or YAML, schema errors), and every other error lint fails the file
     * for (bytes that are not UTF-8, a reference to nothing, a duplicate name), with positions as
     * `lint` reports them.
     */
    problems: Diagnostic[];
    /** Whether some of `problems` kept the file, or audiences of it, from loading: `audiences` may be fewer than the file holds. */
    incomplete: boolean;
}
/** explain(), with the problems lint finds in the file besides its verdicts (see FileExplanation). */
export declare function explainFile(file: string, text: string, options?: {
    config?: ResolvedConfig;
    others?: SourceFile[];
}): FileExplanation;
/**
 * explain() of a file lint has checked (its result with its source, and the config that
 * applied): lint's verdicts and codes, whatever context the run gave lint (the project of
 * `lint FILE`: src/node/lint-files.ts lintInput).
 */
export declare function explainLinted(result: FileResult, config: ResolvedConfig | undefined): FileExplanation;

import { type Budget } from "../../evaluate/index.js";
import { type RunnableAudience } from "../../run/evaluate-audiences.js";
import { type OutlineLine } from "../../run/trace-outline.js";
import { type CompileOptions, type Compiled } from "../../sql/index.js";
import type { Expression, Span } from "../../syntax/ast.js";
import type { LoadedData } from "./loaded-data.js";
export interface EstimateAudience extends RunnableAudience {
    file: string;
    /** The audience's PQL: the trace's spans are offsets into it. */
    pql: string;
    /** PQL spans to positions in the file. */
    mapSpan: (span: Span) => Span;
    /** False for an audience of another file computed only because one shown references it. */
    shown: boolean;
}
export type CompileFunction = (ast: Expression, options: CompileOptions) => Compiled;
export interface EstimateOptions {
    now: number;
    /** How many qualifying profiles to show, each with its outline. */
    sample: number;
    compile: CompileFunction;
    budget?: Budget | undefined;
    onProgress?: (message: string) => void;
    /**
     * Each audience's members (pids) and the profiles over its budget, as soon as it is computed,
     * shown or not: what `diff` and `--overlap` compare (estimate-members.ts).
     */
    onMembers?: (index: number, members: ReadonlySet<number>, overBudget: ReadonlySet<number>) => void;
}
export interface SampleProfile {
    primaryId: string | null;
    /** The profile's position in the data (0-based). */
    pid: number;
    /** The evaluator's answer for this profile: true, unless the SQL and the evaluator disagree. */
    qualifies: boolean;
    /** The evaluator went over its budget outlining this profile (the SQL, which has none, qualified it): no outline, no verdict. */
    outlineOverBudget?: true;
    outline: OutlineLine[];
}
export interface Place {
    line: number;
    column: number;
}
export interface AudienceEstimate {
    file: string;
    name: string;
    qualified: number;
    profiles: number;
    /** qualified / profiles (0 with no profiles). */
    share: number;
    /** Profiles whose evaluation went over its budget: neither in nor out, not in `qualified`. */
    overBudget: number;
    /** Where the first of them stopped, in the file. */
    budgetExceeded?: Place & {
        message: string;
    };
    sample: SampleProfile[];
    ms: number;
    method: "sql" | "evaluator";
    /** Why the evaluator answered: the first construct that does not compile yet, in the file. */
    unsupported?: Place & {
        construct: string;
        message: string;
    };
    /** Or: why the compiled query stopped on this data (a value the SQL cannot read exactly). */
    stopped?: string;
}
export declare function estimateAudiences(data: LoadedData, audiences: readonly EstimateAudience[], options: EstimateOptions): Promise<AudienceEstimate[]>;

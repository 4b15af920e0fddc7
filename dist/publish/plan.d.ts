import type { Verdict } from "../analysis/verdict.js";
import { createBody, type AudienceDefinition } from "../audience/audience-definition.js";
import { type EvaluationMethod } from "../lint/budgets.js";
/** What publish needs from each audience of the lint run. */
export interface PublishCandidate {
    file: string;
    /** Which audience of its file (YAML documents, 0-based); where its id is recorded. */
    index?: number;
    definition: AudienceDefinition;
    verdict: Verdict;
    /** Error-level diagnostics of the audience's file (a file with errors is never published). */
    errors: {
        code: string;
        message: string;
        line: number;
    }[];
    /**
     * Segment references in the expression: where the id string stands in `expression.value`, and
     * where the `inSegment` call starts in the file (1-based), for the plan's errors.
     */
    references: {
        id: string;
        start: number;
        end: number;
        at?: {
            line: number;
            column: number;
        };
    }[];
}
/** The fields of a live definition that publish compares and writes. */
export interface LiveDefinition {
    id: string;
    name: string;
    description?: string | null | undefined;
    expression?: {
        type?: string;
        format?: string;
        value?: string;
    } | null | undefined;
    evaluationInfo?: {
        batch?: {
            enabled?: boolean;
        };
        continuous?: {
            enabled?: boolean;
        };
        synchronous?: {
            enabled?: boolean;
        };
    } | null | undefined;
    schema?: {
        name?: string;
    } | null | undefined;
    mergePolicyId?: string | null | undefined;
    ttlInDays?: number | null | undefined;
}
export type StepAction = "create" | "update" | "unchanged" | "refused";
export interface PlanStep {
    action: StepAction;
    file: string;
    name: string;
    /** How AEP evaluates it, as its file states (evaluationInfo). */
    method: EvaluationMethod;
    /** The live definition this step updates or leaves unchanged. */
    remoteId?: string;
    /** Why a step is refused, one sentence each. */
    reasons: string[];
    /** Worth knowing, whatever the action (a recorded id that is not in the sandbox). */
    notes?: string[];
    /** For updates: the fields that differ. */
    changes: string[];
    /** The body to send (create/update); segment aliases are resolved at apply time. */
    body?: ReturnType<typeof createBody>;
    /** Aliases this definition references, which must be published first. */
    dependsOn: string[];
    alias?: string;
}
/** A live definition, as the plan names it. */
export interface DefinitionRef {
    id: string;
    name: string;
}
export interface Plan {
    steps: PlanStep[];
    /**
     * Definitions in the sandbox that no audience file declares (by recorded id or by name), by
     * name: what `publish --prune` deletes. Of every method: publish manages them all.
     */
    orphans: DefinitionRef[];
    /**
     * What makes the plan wrong as a whole (a reference to a definition that would not exist):
     * like Terraform, a plan with an error applies nothing, not even its other steps.
     */
    errors: PlanError[];
}
/** An error in the plan, where it is written. */
export interface PlanError {
    file: string;
    line: number;
    column: number;
    message: string;
    hints: string[];
}
/** pql/json values are the same when their JSON is, whatever the layout (an indented tree in YAML). */
/** The fields where the live definition differs from the body we would send. */
export declare function differences(body: ReturnType<typeof createBody>, live: LiveDefinition): string[];
/**
 * Replaces `inSegment("alias:NAME")` ids with published ids. Returns null and the missing aliases
 * when some alias has no id yet.
 */
export declare function resolveAliases(value: string, references: PublishCandidate["references"], idsByAlias: ReadonlyMap<string, string>): {
    value: string;
    missing: string[];
};
export declare function buildPlan(candidates: readonly PublishCandidate[], live: readonly LiveDefinition[]): Plan;
/** Creates and updates in an order where every alias is published before what references it. */
export declare function applyOrder(plan: Plan): PlanStep[];

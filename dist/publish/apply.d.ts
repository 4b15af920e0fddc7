import type { AepClient } from "../api/http.js";
import { type DefinitionRef, type Plan, type PlanStep, type PublishCandidate } from "./plan.js";
/** `blocked`: waited for an alias whose audience failed to publish in this run. */
export type OutcomeStatus = "created" | "updated" | "unchanged" | "refused" | "failed" | "blocked";
export interface StepOutcome {
    file: string;
    name: string;
    status: OutcomeStatus;
    id?: string;
    /** Why it failed or was refused. */
    detail?: string;
}
/** `blocked`: not deleted because a create or update of the same run failed. */
export interface PruneOutcome extends DefinitionRef {
    status: "deleted" | "failed" | "blocked";
    detail?: string;
}
export interface ApplyReport {
    outcomes: StepOutcome[];
    /** The definitions `prune` asked to delete, in that order. */
    pruned: PruneOutcome[];
    /** Per status; `failed` and `blocked` count deletions too. */
    counts: Record<OutcomeStatus | "deleted", number>;
}
export interface ApplyOptions {
    /** Called before each create/update, for progress on a terminal. */
    onProgress?: (done: number, total: number, step: PlanStep) => void;
    /** Definitions to delete after the creates and updates (the plan's orphans, when asked to prune). */
    prune?: readonly DefinitionRef[];
}
export declare function applyPlan(plan: Plan, candidates: readonly PublishCandidate[], client: AepClient, options?: ApplyOptions): Promise<ApplyReport>;

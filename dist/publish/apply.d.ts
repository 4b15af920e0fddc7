import type { AepClient } from "../api/http.js";
import { type Plan, type PlanStep, type PublishCandidate } from "./plan.js";
/** `blocked`: waited for an alias whose audience failed to publish in this run. */
export type OutcomeStatus = "created" | "updated" | "unchanged" | "refused" | "skipped" | "failed" | "blocked";
export interface StepOutcome {
    file: string;
    name: string;
    status: OutcomeStatus;
    id?: string;
    /** Why it failed, was skipped or refused. */
    detail?: string;
}
export interface ApplyReport {
    outcomes: StepOutcome[];
    counts: Record<OutcomeStatus, number>;
}
export interface ApplyOptions {
    /** Called before each create/update, for progress on a terminal. */
    onProgress?: (done: number, total: number, step: PlanStep) => void;
}
export declare function applyPlan(plan: Plan, candidates: readonly PublishCandidate[], client: AepClient, options?: ApplyOptions): Promise<ApplyReport>;

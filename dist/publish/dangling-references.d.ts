import type { LiveDefinition, PlanError, PlanStep, PublishCandidate } from "./plan.js";
/** The plan's errors for ids no live definition has; the steps that hold them become refused. */
export declare function danglingReferences(candidates: readonly PublishCandidate[], steps: PlanStep[], live: ReadonlyMap<string, LiveDefinition>): PlanError[];

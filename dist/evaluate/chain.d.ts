import type { Chain, ChainStep } from "../syntax/ast.js";
import type { ChainTrace } from "./trace.js";
import { type Value } from "./values.js";
export interface TimedEvent {
    event: Value;
    ms: number;
    index: number;
}
/** Whether one event meets a step (its WHAT, WHERE and WHEN); the caller evaluates the clauses. */
export type StepTest = (step: ChainStep, event: TimedEvent) => boolean;
export declare function matchChain(node: Chain, events: Value[], test: StepTest): ChainTrace;

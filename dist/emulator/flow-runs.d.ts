import { type Stored } from "./flow-store.js";
import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";
/** Errors kept per run (the first ones): enough to see what is wrong, bounded like every list. */
export declare const MAX_RUN_ERRORS = 20;
/** Runs kept in all (the newest). */
export declare const MAX_RUNS = 10000;
export interface RunError {
    code: string;
    message: string;
}
export interface FlowRun {
    id: string;
    flowId: string;
    imsOrgId: string;
    sandboxName: string;
    windowStart: number;
    startedAt: number;
    updatedAt: number;
    input: number;
    output: number;
    failed: number;
    inputBytes: number;
    outputBytes: number;
    errors: RunError[];
}
/** Counts one record the inlet received for `flow`: accepted, or refused with `error`. */
export declare function countRecord(ctx: RouteContext, flow: Stored, bytes: number, error?: RunError): void;
/** The runs of the caller's sandbox, newest first. */
export declare function runsInScope(ctx: RouteContext): FlowRun[];
export declare function runStatus(run: FlowRun, now: number): string;
/** A run as `listFlowRuns` answers it (FlowRunItemDTO of flow-service.yaml, and the monitor tutorial). */
export declare function runView(ctx: RouteContext, run: FlowRun, flow: Stored | undefined): Json;

export type Fault = 
/** Answer with this status (429 and 503 get a gateway-style body and Retry-After if given). */
{
    kind: "status";
    status: number;
    retryAfter?: string;
    body?: unknown;
    headers?: Record<string, string>;
}
/**
 * Destroy the socket without answering: after the request was received ("receive", nothing
 * applied) or after the handler ran and the change was saved ("apply").
 */
 | {
    kind: "drop";
    after?: "receive" | "apply";
}
/** Wait before handling (longer than the client's timeout makes a timeout). */
 | {
    kind: "delay";
    ms: number;
};
export interface ScriptedFault {
    fault: Fault;
    /** Only requests with this method. */
    method?: string;
    /** Only this path; a trailing `*` matches a prefix. */
    path?: string;
    /** How many matching requests get it, default 1. */
    times?: number;
}
export interface FaultOptions {
    /** Share of requests answered 503, 0..1. */
    failRate?: number;
    /** Share of requests answered 429 with Retry-After, 0..1. */
    throttleRate?: number;
    /** Retry-After on random 429s, in seconds (default 1). */
    retryAfterSeconds?: number;
    /** Share of requests whose connection is dropped, 0..1. */
    dropRate?: number;
    /** When random drops happen: before ("receive", default) or after ("apply") the change. */
    dropAfter?: "receive" | "apply";
    /** Added to every request, in ms. */
    latencyMs?: number;
    script?: ScriptedFault[];
    /** Random source in [0, 1); pass a seeded one for reproducible runs. */
    random?: () => number;
    /** Paths that never get random faults (e.g. the IMS token endpoint); prefix match. */
    spare?: string[];
}
export interface FaultStats {
    injected: number;
    byKind: Record<string, number>;
}
export declare class FaultInjector {
    #private;
    readonly stats: FaultStats;
    constructor(options?: FaultOptions);
    get latencyMs(): number;
    /** Queues scripted faults for the next matching requests. */
    add(...faults: ScriptedFault[]): void;
    /** Drops every queued scripted fault. */
    clear(): void;
    /** Scripted faults not used yet. */
    get pending(): number;
    /** The fault for this request, if any; consumes a scripted fault. */
    next(method: string, path: string): Fault | undefined;
}
/** A small seeded PRNG (mulberry32) so a fault run can be replayed with `--fault-seed`. */
export declare function seededRandom(seed: number): () => number;

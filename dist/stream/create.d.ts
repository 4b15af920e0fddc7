import type { AepClient } from "../api/http.js";
import { type ResourceStep, type StepName, type StreamResource } from "./resources.js";
import type { StreamSpec } from "./spec-types.js";
export type StreamEvent = {
    kind: "step";
    step: StepName;
    label: string;
    status: "start";
} | {
    kind: "step";
    step: StepName;
    label: string;
    status: "done" | "reused";
    id?: string;
} | {
    kind: "step";
    step: StepName;
    label: string;
    status: "failed";
    error: unknown;
} | {
    kind: "rollback";
    resource: StreamResource;
    label: string;
    status: "deleted" | "failed" | "kept";
    error?: unknown;
}
/** A resource AEP's API cannot delete (a mapping set): left, with the reason; not a failure. */
 | {
    kind: "rollback";
    resource: StreamResource;
    label: string;
    status: "undeletable";
    reason: string;
};
export type StreamProgress = (event: StreamEvent) => void;
export interface CreateStreamOptions {
    /** On failure, keep what was made and return a resume argument instead of deleting it. */
    keepOnFailure?: boolean;
    /** Ids from an earlier run (`--resume`): those steps are skipped and their ids used. */
    resume?: Partial<Record<ResourceStep, string>>;
}
export interface StreamCreated {
    flowId: string;
    /** Where to POST records; undefined when the service did not give one (yet). */
    inletUrl: string | undefined;
    /** The URL to give the external system: the inlet with `x-adobe-flow-id`. */
    webhookUrl: string | undefined;
    state: string | undefined;
    resources: StreamResource[];
}
export declare class StreamCreateError extends Error {
    readonly failedStep: StepName;
    readonly cause: unknown;
    /** Deleted during rollback. */
    readonly deleted: StreamResource[];
    /** Still there: kept on purpose, or a delete that failed. */
    readonly left: StreamResource[];
    /** The --resume value when resources were kept; undefined otherwise. */
    readonly resume: string | undefined;
    /** Left because AEP's API has no delete for them (mapping sets); never a failed delete. */
    readonly undeletable: StreamResource[];
    name: string;
    constructor(failedStep: StepName, cause: unknown, 
    /** Deleted during rollback. */
    deleted: StreamResource[], 
    /** Still there: kept on purpose, or a delete that failed. */
    left: StreamResource[], 
    /** The --resume value when resources were kept; undefined otherwise. */
    resume: string | undefined, 
    /** Left because AEP's API has no delete for them (mapping sets); never a failed delete. */
    undeletable?: StreamResource[]);
}
export declare function createStream(spec: StreamSpec, client: AepClient, progress?: StreamProgress, options?: CreateStreamOptions): Promise<StreamCreated>;

import type { AepClient } from "../api/http.js";
export declare const RESOURCE_STEPS: readonly ["baseConnection", "sourceConnection", "schema", "dataset", "targetConnection", "mappingSet", "flow"];
export type ResourceStep = (typeof RESOURCE_STEPS)[number];
/** The steps of `createStream`: every resource, then reading the dataflow back. */
export type StepName = ResourceStep | "readBack";
export declare const STEP_LABELS: Record<StepName, string>;
/** The request each step sends, for messages and the rollback matrix. */
export declare const STEP_REQUESTS: Record<StepName, string>;
export interface StreamResource {
    step: ResourceStep;
    id: string;
    /**
     * "created": made by this run; "resumed": made by an earlier run and passed with --resume
     * (both are removed on rollback); "existing": named in the spec, the user's own, never deleted.
     */
    origin: "created" | "resumed" | "existing";
}
/** Whether AEP's API can delete a resource of this step: every one but the mapping set. */
export declare function isDeletable(step: ResourceStep): boolean;
export declare function deleteResource(client: AepClient, resource: StreamResource): Promise<void>;
/** `baseConnection=ID,sourceConnection=ID`: the --resume value that picks up where a run stopped. */
export declare function resumeArgument(resources: StreamResource[]): string;
/** Parses a --resume value; unknown steps are an error naming the valid ones. */
export declare function parseResumeArgument(value: string): Partial<Record<ResourceStep, string>>;

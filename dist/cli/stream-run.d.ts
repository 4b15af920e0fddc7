import { type updateFlow } from "../api/flows.js";
export interface StreamCreateOptions {
    file: string;
    keepOnFailure: boolean;
    resume?: string;
    debug: boolean;
}
export declare function runStreamCreate(options: StreamCreateOptions): Promise<number>;
export interface StreamGetOptions {
    flowId: string;
    format: "text" | "json";
    debug: boolean;
}
export declare function runStreamGet(options: StreamGetOptions): Promise<number>;
export interface StreamRunsOptions {
    flowId: string;
    format: "text" | "json";
    debug: boolean;
}
/** `stream runs FLOW`: the dataflow's runs with their record counts, status, errors and duration. */
export declare function runStreamRuns(options: StreamRunsOptions): Promise<number>;
export interface RenameOptions {
    id: string;
    name?: string;
    description?: string;
    debug: boolean;
}
/** `stream update` and `account update`: PATCH name/description with If-Match, retry once on 412. */
export declare function runRename(kind: "dataflow" | "connection", options: RenameOptions, update: typeof updateFlow): Promise<number>;
export interface StreamDeleteOptions {
    flowId: string;
    keepConnections: boolean;
    debug: boolean;
}
/** Deletes the dataflow, then (unless kept) the source and target connections and mapping set it used. */
export declare function runStreamDelete(options: StreamDeleteOptions): Promise<number>;

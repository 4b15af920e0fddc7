import { ApiError } from "./errors.js";
export interface EtagUpdate<T> {
    /** What is being updated, for messages: "flow 1234". */
    what: string;
    read(): Promise<{
        etag: string;
        item: T;
    }>;
    /** Sends the change; `item` is the fresh read, so the change can be recomputed from it. */
    patch(etag: string, item: T): Promise<{
        etag?: string;
    }>;
}
export interface EtagUpdateResult {
    /** The etag after the update, when the service returned one. */
    etag: string | undefined;
    /** 1, or 2 when the first attempt met a 412. */
    attempts: number;
}
export declare class EtagConflictError extends Error {
    readonly what: string;
    readonly last: ApiError;
    name: string;
    constructor(what: string, last: ApiError);
}
export declare function updateWithEtag<T>(update: EtagUpdate<T>): Promise<EtagUpdateResult>;

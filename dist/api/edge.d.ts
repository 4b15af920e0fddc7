import type { AepClient } from "./http.js";
export declare const DEFAULT_EDGE_URL = "https://server.adobedc.net";
export declare const INTERACT_PATH = "/ee/v2/interact";
export interface EdgeEvent {
    xdm: Record<string, unknown>;
    data?: Record<string, unknown>;
}
export interface EdgeHandle {
    type: string;
    payload: unknown[];
}
export interface InteractResult {
    requestId: string | undefined;
    handle: EdgeHandle[];
    /** The ids of `activation:pull` handles: the audiences the profile is in now. */
    segments: string[];
}
export interface InteractOptions {
    /** The edge host, default DEFAULT_EDGE_URL. */
    edgeUrl?: string;
    datastreamId: string;
    event: EdgeEvent;
    signal?: AbortSignal;
}
export declare function interact(client: AepClient, options: InteractOptions): Promise<InteractResult>;

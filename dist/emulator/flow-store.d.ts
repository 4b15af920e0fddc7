import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";
export type Stored = Json & {
    id: string;
    imsOrgId: string;
    sandboxName: string;
};
export interface StreamStore {
    connections: Stored[];
    sourceConnections: Stored[];
    targetConnections: Stored[];
    flows: Stored[];
    schemas: Stored[];
    dataSets: Stored[];
    mappingSets: Stored[];
    /** Records accepted by inlets, counted per inlet id. */
    received: Record<string, number>;
}
export type Collection = Exclude<keyof StreamStore, "received">;
export declare function streamStore(ctx: Pick<RouteContext, "state">): StreamStore;
/** The caller's org and sandbox; Flow Service uses the default sandbox when none is given. */
export declare function scopeOf(ctx: RouteContext): {
    imsOrgId: string;
    sandboxName: string;
};
export declare function inScope(ctx: RouteContext): (r: Stored) => boolean;
/** Records kept per collection, org and sandbox: each create adds one, so the emulator bounds it. */
export declare const MAX_PER_SANDBOX = 1000;
/** Undefined when a create may add one more record; otherwise the sentence a refusal gives. */
export declare function noRoom(ctx: RouteContext, collection: Collection, noun: string): string | undefined;
export declare function find(ctx: RouteContext, collection: Collection, id: string): Stored | undefined;
/** Etags are quoted strings that change on every write, as Flow Service sends them ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md). */
export declare function newEtag(): string;
/** Flow Service ids are UUIDs; Catalog and Data Prep use 24- and 32-hex ids. */
export declare function hexId(length: number): string;

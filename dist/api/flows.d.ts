import { type EtagUpdateResult } from "./etag-update.js";
import type { ConnectionItem, Created, FlowItem } from "./response-types.js";
import { type AepClient } from "./http.js";
export interface SpecRef {
    id: string;
    version: string;
}
/**
 * One RFC 6902 operation, as Adobe's tutorials send Flow Service PATCH bodies ("Update dataflows
 * using the Flow Service API", https://experienceleague.adobe.com/en/docs/experience-platform/sources/api-tutorials/update-dataflows,
 * and "Update source connections"): an array, `op` in lower case, `value` the new value itself
 * (`{"op": "replace", "path": "/name", "value": "..."}`). flow-service.yaml disagrees with itself:
 * its `PatchInstruction` schema lists `ADD`/`REPLACE`/`REMOVE` and a `value` object with a
 * `description`, and `patchConnection` takes one instruction where `patchFlow` takes an array,
 * while the same operations' prose says `add`, `replace`, `remove`. The tutorials are what AEP is
 * called with, and RFC 6902 (which the prose follows) defines lower case, so this is what is sent;
 * the contract test (test/contract/, specs/flow-service.ts) holds it to that.
 */
export interface PatchOperation {
    op: "add" | "replace" | "remove";
    path: string;
    value?: unknown;
}
export interface BaseConnectionBody {
    name: string;
    description?: string;
    connectionSpec: SpecRef;
    auth: {
        specName: string;
        params: Record<string, unknown>;
    };
}
export interface SourceConnectionBody {
    name: string;
    description?: string;
    baseConnectionId?: string;
    connectionSpec: SpecRef;
    data: {
        format: string;
    };
}
export interface TargetConnectionBody {
    name: string;
    description?: string;
    data: {
        format: string;
        schema: {
            id: string;
            version: string;
        };
    };
    params: {
        dataSetId: string;
    };
    connectionSpec: SpecRef;
}
export interface FlowBody {
    name: string;
    description?: string;
    flowSpec: SpecRef;
    sourceConnectionIds: string[];
    targetConnectionIds: string[];
    transformations?: {
        name: "Mapping";
        params: {
            mappingId: string;
            mappingVersion: number;
        };
    }[];
}
/** The kinds of Flow Service resources, by their collection path. */
export type FlowResource = "connections" | "sourceConnections" | "targetConnections" | "flows";
export declare const createBaseConnection: (client: AepClient, body: BaseConnectionBody) => Promise<Created>;
export declare const createSourceConnection: (client: AepClient, body: SourceConnectionBody) => Promise<Created>;
export declare const createTargetConnection: (client: AepClient, body: TargetConnectionBody) => Promise<Created>;
export declare const createFlow: (client: AepClient, body: FlowBody) => Promise<Created>;
export declare const getConnection: (client: AepClient, id: string) => Promise<ConnectionItem>;
export declare const getFlow: (client: AepClient, id: string) => Promise<FlowItem>;
/**
 * Lists a collection, following `_links.next.href` (parsed as a URL, not split on `=`).
 * `property` filters are ANDed, e.g. `sourceConnectionIds[]==id`.
 */
export declare function listFlowResources(client: AepClient, resource: FlowResource, property?: string[]): Promise<Record<string, unknown>[]>;
/** PATCH a dataflow: read, send with If-Match, on 412 read again and retry once. */
export declare function updateFlow(client: AepClient, id: string, ops: PatchOperation[]): Promise<EtagUpdateResult>;
/** PATCH a base connection, with the same etag discipline as `updateFlow`. */
export declare function updateConnection(client: AepClient, id: string, ops: PatchOperation[]): Promise<EtagUpdateResult>;
/** DELETE answers 204; no If-Match is needed ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md). */
export declare function deleteFlowResource(client: AepClient, resource: FlowResource, id: string): Promise<void>;
/** `replace /name` and `add /description` operations for what is given. */
export declare function renameOperations(change: {
    name?: string;
    description?: string;
}): PatchOperation[];
/** The inlet of a streaming dataflow: `options.inletUrl`, or the base connection's `auth.params.inletUrl`. */
export declare function inletUrlOf(client: AepClient, flow: FlowItem, baseConnectionId?: string): Promise<string | undefined>;
/** The URL to give a webhook sender: the inlet with the flow id (webhook source docs, PRs #183/#184). */
export declare function webhookUrl(inletUrl: string, flowId: string): string;

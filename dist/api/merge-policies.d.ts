import { type AepClient } from "./http.js";
import type { MergePolicy } from "./response-types.js";
import type { CallOptions } from "./segments.js";
export type { MergePolicy } from "./response-types.js";
export interface ListMergePoliciesOptions extends CallOptions {
    /** Ask the server for only the policies active (true) or not active (false) on edge. */
    isActiveOnEdge?: boolean;
    /** Page size asked for, default 20 as the API. */
    limit?: number;
    /** Guard against a cursor that never ends. Default 1000 pages. */
    maxPages?: number;
}
/** Every merge policy, following the next links. */
export declare function listMergePolicies(client: AepClient, options?: ListMergePoliciesOptions): AsyncGenerator<MergePolicy>;
/**
 * The query of a next link. The API writes it as `@/mergePolicies?start=...&limit=2`, a path
 * relative to the service; only its query matters, and it is read with a URL parser, not by
 * splitting on "=" (which breaks on base64 cursors).
 */
export declare function nextQuery(href: string | undefined): URLSearchParams | undefined;
export declare function listAllMergePolicies(client: AepClient, options?: ListMergePoliciesOptions): Promise<MergePolicy[]>;
/** The merge policy active on edge, if the org has one (at most one is allowed). */
export declare function findEdgeMergePolicy(client: AepClient, options?: CallOptions): Promise<MergePolicy | undefined>;
export declare function getMergePolicy(client: AepClient, id: string, options?: CallOptions): Promise<MergePolicy>;

import { type EvaluationMethod } from "../lint/budgets.js";
import { type AepClient } from "./http.js";
import type { SegmentConversion, SegmentDefinition, SegmentDefinitionPage } from "./response-types.js";
export type { SegmentConversion, SegmentDefinition, SegmentDefinitionPage } from "./response-types.js";
/** The create body ("Segment definitions endpoint" in docs/aep-docs.md). Extra fields are sent as given. */
export interface SegmentDefinitionInput {
    name: string;
    description?: string;
    expression: {
        type: "PQL";
        format: "pql/text" | "pql/json";
        value: string;
    };
    schema: {
        name: string;
    };
    evaluationInfo?: {
        batch?: {
            enabled: boolean;
        };
        continuous?: {
            enabled: boolean;
        };
        synchronous?: {
            enabled: boolean;
        };
    };
    mergePolicyId?: string;
    ttlInDays?: number;
    [extra: string]: unknown;
}
export interface CallOptions {
    signal?: AbortSignal;
}
export interface ListSegmentsOptions extends CallOptions {
    /** Only edge (synchronous) definitions; false for only non-edge ones. */
    edge?: boolean;
    /** Only streaming (continuous) definitions; false for only non-streaming ones. */
    continuous?: boolean;
    /** Page size asked for (the server may cap it). Default 100. */
    limit?: number;
    /** `field:asc|desc`, default the server's (creationTime:desc). */
    sort?: string;
    /** Stop after this many pages, a guard against a server that never ends. Default 10 000. */
    maxPages?: number;
    /** Called after each page, e.g. to show progress. */
    onPage?: (fetched: number, totalCount: number | undefined) => void;
}
export declare function createSegmentDefinition(client: AepClient, definition: SegmentDefinitionInput, options?: CallOptions): Promise<SegmentDefinition>;
export declare function getSegmentDefinition(client: AepClient, id: string, options?: CallOptions): Promise<SegmentDefinition>;
/**
 * PATCH overwrites the definition with the object sent (not JSON Patch, "Segment definitions endpoint" in docs/aep-docs.md); send
 * the whole definition, evaluationInfo included.
 */
export declare function updateSegmentDefinition(client: AepClient, id: string, definition: Partial<SegmentDefinitionInput>, options?: CallOptions): Promise<SegmentDefinition>;
export declare function deleteSegmentDefinition(client: AepClient, id: string, options?: CallOptions): Promise<void>;
/** One page of definitions; `page` is 0-based. */
export declare function listSegmentDefinitionsPage(client: AepClient, page: number, options?: ListSegmentsOptions): Promise<SegmentDefinitionPage>;
/**
 * Every definition, page after page: asks for page 0, 1, ... until `page.totalPages` is reached,
 * or a page comes back empty or short ("Segment definitions endpoint" in docs/aep-docs.md), whichever comes first.
 */
export declare function listSegmentDefinitions(client: AepClient, options?: ListSegmentsOptions): AsyncGenerator<SegmentDefinition>;
/** Collects the iterator into an array. */
export declare function listAllSegmentDefinitions(client: AepClient, options?: ListSegmentsOptions): Promise<SegmentDefinition[]>;
/**
 * The definitions with this exact name. Names are unique per sandbox, so this is how a caller
 * resolves an `outcomeUnknown` create: if it is there, the create was applied.
 */
export declare function findSegmentDefinitionsByName(client: AepClient, name: string, options?: CallOptions): Promise<SegmentDefinition[]>;
export interface SafeCreateResult {
    definition: SegmentDefinition;
    /** How many creates had an unknown outcome and were settled by reading back. */
    readBacks: number;
}
/**
 * Creates a definition exactly once even when the connection drops: a create whose outcome is
 * unknown is settled by looking the name up (names are unique per sandbox); only if it is not
 * there is it sent again. A 422 "already exists" right after an unknown outcome means our own
 * create landed, so it is settled the same way. Bounded by `maxAttempts` creates.
 */
export declare function createSegmentDefinitionOnce(client: AepClient, definition: SegmentDefinitionInput, options?: CallOptions & {
    maxAttempts?: number;
}): Promise<SafeCreateResult>;
/** How AEP will evaluate a definition: edge wins over streaming, streaming over batch. */
export declare function evaluationOf(definition: Pick<SegmentDefinition, "evaluationInfo">): EvaluationMethod;
/**
 * Converts a definition's expression between `pql/text` and `pql/json` ("Convert segment
 * definition" in AEP's segment definitions endpoint guide): AEP answers with the other format of
 * the one sent. Nothing is stored.
 */
export declare function convertSegmentDefinition(client: AepClient, definition: Partial<SegmentDefinitionInput> & Pick<SegmentDefinitionInput, "expression">, options?: CallOptions): Promise<SegmentConversion>;
/** How many definitions of each method: what a sandbox's audience budgets count. */
export type CountsByMethod = Record<ReturnType<typeof evaluationOf>, number>;
/**
 * The sandbox's definitions counted by method, every page read: a count by the list's filters
 * and `page.totalCount` would trust the server to apply filters its docs do not promise for
 * combinations (continuous and not synchronous), and a wrong count would pass a budget silently.
 */
export declare function countSegmentDefinitionsByMethod(client: AepClient, options?: ListSegmentsOptions): Promise<CountsByMethod>;

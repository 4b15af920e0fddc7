import { type AppendOptions, type StatePath } from "./state-ops.js";
export type Json = Record<string, unknown>;
/** A stored segment definition: exactly what GET returns. Always has `id`, `name`, `imsOrgId`, `sandbox`. */
export type StoredSegment = Json & {
    id: string;
    name: string;
    imsOrgId: string;
    sandbox: SandboxInfo;
    creationTime: number;
};
export interface SandboxInfo {
    sandboxId: string;
    sandboxName: string;
    type: "production" | "development";
    default: boolean;
}
export interface MergePolicy extends Json {
    id: string;
    name: string;
    isActiveOnEdge: boolean;
    default: boolean;
}
export interface IssuedToken {
    /** sha256 of the token: the file never holds a usable token. */
    hash: string;
    clientId: string;
    expiresAt: number;
    revoked?: boolean;
}
export interface EmulatorData {
    version: 1;
    segments: StoredSegment[];
    mergePolicies: MergePolicy[];
    tokens: IssuedToken[];
    /** Buckets owned by other route modules (quota, flows, ...). */
    buckets: Record<string, unknown>;
}
/** What a seed file may hold: merge policies and ready definitions. */
export interface EmulatorSeed {
    mergePolicies?: MergePolicy[];
    /** Definitions as GET returns them; id, org, sandbox and timestamps may be left out. */
    segments?: Json[];
}
export declare const DEFAULT_MERGE_POLICIES: MergePolicy[];
export { EmulatorStateError, JOURNAL_FILE, STATE_FILE } from "./journal.js";
/** Tokens kept: the newest, so a flood of token requests cannot grow the state without end. */
export declare const MAX_TOKENS = 10000;
export declare class EmulatorState {
    #private;
    data: EmulatorData;
    /** What loading the state found worth saying (a torn last journal line that was ignored). */
    readonly notices: string[];
    constructor(options?: {
        dataDir?: string;
        seed?: EmulatorSeed;
    });
    /** Where state is saved (the snapshot), or undefined when it lives in memory only. */
    get file(): string | undefined;
    /**
     * Marks what changed; the server saves it once the request is handled. Give the paths that
     * changed (`["segments"]`, `["buckets", "profiles", "profiles", key]`): each is journaled with
     * its value at the end of the request, or deleted when it is gone. Without a path the whole
     * state is written (a snapshot): right for a rare change, slow for one on every request.
     */
    changed(...paths: StatePath[]): void;
    /** Appends to the list at `path` (ordered and trimmed as asked) and journals just the new items. */
    append(path: StatePath, values: unknown[], options?: AppendOptions): void;
    /**
     * A named, persisted bucket for a route module's own data. `bytes`, for a bucket of many
     * entries, counts its size incrementally (state-bytes.ts); otherwise a change re-measures it.
     */
    bucket<T>(name: string, init: () => T, bytes?: (bucket: T) => number): T;
    /** Bytes of everything kept, as UTF-8 JSON, as of the last saved request (--max-store-bytes bounds it). */
    get bytes(): number;
    /**
     * Persists what the request changed: one journal line (a single write, before the answer is
     * sent), or a snapshot when the whole state changed or the journal has grown past its ratio.
     */
    save(): void;
    /** Folds everything into the snapshot and empties the journal. */
    compact(): void;
    /** Releases the journal file (after a last save). */
    close(): void;
    newId(): string;
    /** Sandboxes exist on first use; `prod` is the default production sandbox. */
    sandbox(name: string): SandboxInfo;
    issueToken(token: string, clientId: string, expiresAt: number): void;
    findToken(token: string): IssuedToken | undefined;
    /** Makes every issued token invalid (tests use it to force a 401 and a renewal). */
    revokeTokens(): void;
}
export declare function hashToken(token: string): string;

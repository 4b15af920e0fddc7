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
export declare const STATE_FILE = "emulator-state.json";
export declare class EmulatorState {
    #private;
    data: EmulatorData;
    constructor(options?: {
        dataDir?: string;
        seed?: EmulatorSeed;
    });
    /** Where state is saved, or undefined when it lives in memory only. */
    get file(): string | undefined;
    /** Marks the state as changed; the server saves it once the request is handled. */
    changed(): void;
    /** A named, persisted bucket for a route module's own data. */
    bucket<T>(name: string, init: () => T): T;
    /** Writes the state file if anything changed (atomically: temp file then rename). */
    save(): void;
    newId(): string;
    /** Sandboxes exist on first use; `prod` is the default production sandbox. */
    sandbox(name: string): SandboxInfo;
    issueToken(token: string, clientId: string, expiresAt: number): void;
    findToken(token: string): IssuedToken | undefined;
    /** Makes every issued token invalid (tests use it to force a 401 and a renewal). */
    revokeTokens(): void;
}
export declare function hashToken(token: string): string;
/** The state file cannot be used; the message says which file and why. */
export declare class EmulatorStateError extends Error {
    name: string;
}

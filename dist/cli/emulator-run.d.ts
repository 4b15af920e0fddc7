export interface EmulatorArgs {
    port: number;
    host: string;
    data?: string;
    seed?: string;
    "client-id"?: string;
    "client-secret"?: string;
    "token-ttl"?: number;
    "fail-rate": number;
    "throttle-rate": number;
    "retry-after": number;
    "drop-rate": number;
    "drop-after-apply": boolean;
    latency: number;
    faults?: string;
    /** Data Lifecycle entitlement limits, e.g. `datasetExpirationQuota=100,dailyConsumerDeleteIdentitiesQuota=5000`. */
    quota?: string;
    "fault-seed"?: number;
    "edge-ineligible": "reject" | "downgrade";
    /** Profiles kept; default 100,000 (src/emulator/profiles.ts). */
    "max-profiles"?: number;
    "max-store-bytes"?: number;
    quiet: boolean;
}
/** What another command adds to the emulator (`portal`: the local audience files it shows, and a banner line). */
export interface EmulatorExtras {
    localAudiences?: readonly unknown[];
    notes?: string[];
}
export declare function runEmulator(args: EmulatorArgs, signals?: NodeJS.Signals[], extras?: EmulatorExtras): Promise<number>;

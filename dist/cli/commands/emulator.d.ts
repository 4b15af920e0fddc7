import type { CommandModule } from "yargs";
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
    quiet: boolean;
}
export declare const emulatorCommand: CommandModule<object, EmulatorArgs>;

import { FaultInjector } from "./faults.js";
import type { EmulatorOptions, ResolvedEmulatorOptions } from "./options.js";
import { EmulatorState } from "./state.js";
export type { EmulatorOptions } from "./options.js";
export interface EmulatorStats {
    requests: number;
    byStatus: Record<number, number>;
    /** Connections destroyed on purpose. */
    dropped: number;
}
export interface Emulator {
    /** `http://127.0.0.1:PORT`: both AEP_BASE_URL and AEP_IMS_URL. */
    url: string;
    port: number;
    state: EmulatorState;
    faults: FaultInjector;
    stats: EmulatorStats;
    options: ResolvedEmulatorOptions;
    /**
     * A token the gateway accepts, as if IMS had issued it to `clientId` (default: the --client-id,
     * else "emulator"): for tests and scripts that want a ready AEP_ACCESS_TOKEN.
     */
    issueToken(clientId?: string): string;
    /** Stops listening, drops open connections and saves state. */
    close(): Promise<void>;
}
export declare function startEmulator(options?: EmulatorOptions): Promise<Emulator>;

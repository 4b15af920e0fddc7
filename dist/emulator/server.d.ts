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
    /** Stops listening, drops open connections and saves state. */
    close(): Promise<void>;
}
export declare function startEmulator(options?: EmulatorOptions): Promise<Emulator>;

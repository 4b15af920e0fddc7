import type { FaultOptions } from "./faults.js";
import type { EdgeJudge, IneligibleEdgePolicy } from "./resolved-options.js";
import type { Route } from "./router.js";
import type { EmulatorSeed } from "./state.js";
export type { EdgeJudge, IneligibleEdgePolicy, JudgeReason, ResolvedEmulatorOptions } from "./resolved-options.js";
export interface EmulatorOptions {
    /** Default 0: an ephemeral port. */
    port?: number;
    /** Default 127.0.0.1. */
    host?: string;
    /** Persist state to `{dataDir}/emulator-state.json` and load it at start. */
    dataDir?: string;
    /** Initial merge policies and definitions; used only when no persisted state exists. */
    seed?: EmulatorSeed;
    /** With both set, IMS issues tokens only for these. AEP routes accept only tokens it issued, in every mode. */
    clientId?: string;
    clientSecret?: string;
    /** Lifetime of issued tokens, default 86399 s as IMS. */
    tokenTtlSeconds?: number;
    /** The emulator's clock (ms since epoch); default Date.now. */
    clock?: {
        now(): number;
    };
    faults?: FaultOptions;
    judge?: EdgeJudge;
    ineligibleEdge?: IneligibleEdgePolicy;
    /** Audiences of local files the portal shows read-only (`pql-audience portal PATHS`); never published. */
    localAudiences?: readonly unknown[];
    /** Profiles the store keeps (default 100,000); an event or record for a new identity past it is refused (507). */
    maxProfiles?: number;
    /** Bytes of state kept, profiles and everything else (default 256 MiB); a change past it is refused (507). */
    maxStoreBytes?: number;
    /** Extra routes, tried after the built-in ones. */
    routes?: Route[];
    /** One line per request (method, path, status, time). */
    log?: (line: string) => void;
}

import type { FaultOptions } from "./faults.js";
import type { Route } from "./router.js";
import type { EmulatorSeed } from "./state.js";
/** One reason a definition is not edge-eligible, as the project's analyzer reports it. */
export interface JudgeReason {
    rule: string;
    message: string;
}
/**
 * An edge analyzer to use instead of the linter's eligibility errors (the default), run on every definition created or updated with
 * `evaluationInfo.synchronous.enabled: true`. `eligible: null` means only an unresolved segment
 * reference stands in the way; the emulator accepts those (the real service resolves references
 * itself and we cannot second-guess it).
 */
export type EdgeJudge = (pqlText: string, definition: Record<string, unknown>) => {
    eligible: boolean | null;
    reasons: JudgeReason[];
};
/**
 * What to do with a definition asking for edge evaluation that is not eligible:
 * - "reject" (default): 400 with a problem body listing the reasons, as AEP refuses it; refusing
 *   it loudly is what a CI dry run wants, since a silent downgrade is exactly the surprise
 *   pql-audience exists to prevent.
 * - "downgrade": accept it and turn `synchronous` off and `continuous` on, the behaviour the docs
 *   suggest for the real service ("Getting started with Experience Platform APIs" in docs/aep-docs.md).
 */
export type IneligibleEdgePolicy = "reject" | "downgrade";
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
    /** Extra routes, tried after the built-in ones. */
    routes?: Route[];
    /** One line per request (method, path, status, time). */
    log?: (line: string) => void;
}
export interface ResolvedEmulatorOptions {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** True when started with a client id and secret. */
    strictAuth: boolean;
    tokenTtlSeconds: number;
    judge: EdgeJudge | undefined;
    ineligibleEdge: IneligibleEdgePolicy;
    localAudiences: readonly unknown[];
    maxProfiles: number;
}

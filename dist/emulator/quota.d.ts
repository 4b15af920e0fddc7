import { type QuotaType } from "../text/quota-names.js";
import { type Route, type RouteContext } from "./router.js";
import type { EmulatorState } from "./state.js";
/** The documented `quotaType` values, the client's own list: a legacy name is refused here as there. */
export declare const QUOTA_NAMES: readonly ["datasetExpirationQuota", "dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota", "monthlyUpdatedFieldIdentitiesQuota"];
export type EmulatedQuota = QuotaType;
export declare const DEFAULT_QUOTA_LIMITS: Record<EmulatedQuota, number>;
export interface DatasetExpiration {
    ttlId: string;
    datasetId: string;
    expiry: string;
    status: "pending" | "cancelled";
    displayName?: string;
    description?: string;
    createdAt: string;
    updatedAt?: string;
    /** Absent in state saved before expirations had one: the default sandbox. */
    sandboxName?: string;
}
/** An accepted work order; `identities` is what it counted against the quotas. */
export interface WorkOrder {
    workorderId: string;
    action: string;
    identities: number;
    createdAt: string;
    updatedAt?: string;
    sandboxName?: string;
    datasetId?: string;
    status?: string;
    createdBy?: string;
    displayName?: string;
    description?: string;
}
interface OrgQuota {
    /** Per-period counters; a counter whose period is not the current one reads as 0. */
    counters: Partial<Record<EmulatedQuota, {
        period: string;
        consumed: number;
    }>>;
    expirations: DatasetExpiration[];
    workOrders: WorkOrder[];
}
/** Sets the entitlement limits (the emulator's `--quota` option); unnamed quotas keep theirs. */
export declare function configureQuota(state: EmulatorState, limits: Partial<Record<EmulatedQuota, number>>): void;
/** `datasetExpirationQuota=100,dailyConsumerDeleteIdentitiesQuota=5000` -> limits; throws on a bad entry. */
export declare function parseQuotaLimits(text: string): Partial<Record<EmulatedQuota, number>>;
export declare function orgQuota(ctx: Pick<RouteContext, "state" | "caller">): OrgQuota;
export declare function limitOf(ctx: Pick<RouteContext, "state">, name: EmulatedQuota): number;
/** Expirations still waiting to run: pending and not yet past their expiry. */
export declare function pendingExpirations(org: OrgQuota, now: number): DatasetExpiration[];
export declare function consumed(ctx: Pick<RouteContext, "state" | "caller" | "now">, name: EmulatedQuota): number;
/** Adds accepted work to a periodic counter, starting it afresh in a new period. */
export declare function count(ctx: Pick<RouteContext, "state" | "caller" | "now">, name: EmulatedQuota, amount: number): void;
export declare const quotaRoute: Route;
export {};

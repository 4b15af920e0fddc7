import { type AepClient } from "./http.js";
import { type QuotaType } from "../text/quota-names.js";
/** Names Adobe documents today, then the older names some orgs still return (read, never sent). */
export declare const KNOWN_QUOTA_NAMES: readonly ["datasetExpirationQuota", "dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota", "monthlyUpdatedFieldIdentitiesQuota", "expirationDatasetQuota", "deleteIdentityWorkOrderDatasetQuota"];
export type KnownQuotaName = (typeof KNOWN_QUOTA_NAMES)[number];
/** A known name, or any other string the service returns. */
export type QuotaName = KnownQuotaName | (string & {});
export declare function isKnownQuotaName(name: string): name is KnownQuotaName;
/** One quota of the org; fields the service adds are kept (test/package/types.test.ts holds this to QuotaSchema). */
export interface Quota {
    name: QuotaName;
    description?: string;
    consumed: number;
    quota: number;
    [key: string]: unknown;
}
export interface GetQuotasOptions {
    /** One quota only: one of the four documented names (`quota --type` offers no other). */
    quotaType?: QuotaType;
    signal?: AbortSignal;
}
export declare const QUOTA_PATH: string;
export declare function getQuotas(client: AepClient, options?: GetQuotasOptions): Promise<Quota[]>;

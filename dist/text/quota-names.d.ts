export declare const QUOTA_TYPES: readonly ["datasetExpirationQuota", "dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota", "monthlyUpdatedFieldIdentitiesQuota"];
export type QuotaType = (typeof QUOTA_TYPES)[number];
export declare const LEGACY_QUOTA_NAMES: readonly ["expirationDatasetQuota", "deleteIdentityWorkOrderDatasetQuota"];

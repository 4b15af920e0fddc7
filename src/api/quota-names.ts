// The names of the Data Lifecycle quotas, with no dependency, so the command line can offer them
// as the choices of `quota --type` without loading the client.
// `QUOTA_TYPES`: the `quotaType` values the Quota endpoint guide documents (data-hygiene.yaml's
// `listQuotas` enum has the first three; the guide adds monthlyUpdatedFieldIdentitiesQuota), the
// only ones the client sends and the emulator takes. `LEGACY_QUOTA_NAMES`: older names the guide's
// response table still lists; an org may answer with them, so they are read in answers, but
// neither the client nor the emulator takes them as a `quotaType`.
export const QUOTA_TYPES = [
  "datasetExpirationQuota",
  "dailyConsumerDeleteIdentitiesQuota",
  "monthlyConsumerDeleteIdentitiesQuota",
  "monthlyUpdatedFieldIdentitiesQuota",
] as const;
export type QuotaType = (typeof QUOTA_TYPES)[number];

export const LEGACY_QUOTA_NAMES = ["expirationDatasetQuota", "deleteIdentityWorkOrderDatasetQuota"] as const;

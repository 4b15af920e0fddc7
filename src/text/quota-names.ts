// The names of the Data Lifecycle quotas, with no dependency, in the lowest stage: the client
// (src/api/quota.ts), the emulator and the command line all read this one list, and the command
// line offers it as the choices of `quota --type` when yargs builds every command, so it must not
// sit in src/api/ (a lint would load the client's stage for it: test/cli/lazy-commands.test.ts).
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

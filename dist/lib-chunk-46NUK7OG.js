// src/api/quota-period.ts
var CONCURRENT = /* @__PURE__ */ new Set(["datasetExpirationQuota", "expirationDatasetQuota"]);
function quotaPeriod(name) {
  if (CONCURRENT.has(name)) return "concurrent";
  if (/^daily/i.test(name)) return "daily";
  if (/^monthly/i.test(name)) return "monthly";
  return "unknown";
}
function nextGmtMidnight(now) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
function nextGmtMonthStart(now) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
function nextReset(name, now) {
  switch (quotaPeriod(name)) {
    case "daily":
      return nextGmtMidnight(now);
    case "monthly":
      return nextGmtMonthStart(now);
    default:
      return void 0;
  }
}
function periodKey(period, now) {
  const iso = new Date(now).toISOString();
  if (period === "daily") return iso.slice(0, 10);
  if (period === "monthly") return iso.slice(0, 7);
  return "all";
}
function percentUsed(quota) {
  if (quota.quota <= 0) return quota.consumed > 0 ? 100 : 0;
  return quota.consumed / quota.quota * 100;
}
function quotaUsage(quota, now) {
  const reset = nextReset(quota.name, now);
  return {
    name: quota.name,
    ...quota.description ? { description: quota.description } : {},
    consumed: quota.consumed,
    quota: quota.quota,
    percentUsed: percentUsed(quota),
    period: quotaPeriod(quota.name),
    resetsAt: reset === void 0 ? null : new Date(reset).toISOString()
  };
}

// src/text/is-object.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/text/quota-names.ts
var QUOTA_TYPES = [
  "datasetExpirationQuota",
  "dailyConsumerDeleteIdentitiesQuota",
  "monthlyConsumerDeleteIdentitiesQuota",
  "monthlyUpdatedFieldIdentitiesQuota"
];
var LEGACY_QUOTA_NAMES = ["expirationDatasetQuota", "deleteIdentityWorkOrderDatasetQuota"];

export {
  isObject,
  QUOTA_TYPES,
  LEGACY_QUOTA_NAMES,
  quotaPeriod,
  nextGmtMidnight,
  nextGmtMonthStart,
  nextReset,
  periodKey,
  percentUsed,
  quotaUsage
};

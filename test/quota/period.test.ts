// When each quota resets and how much of it is used: pure functions, one case per line.
import { describe, expect, it } from "vitest";
import { nextReset, percentUsed, periodKey, quotaPeriod, quotaUsage } from "../../src/api/quota-period.js";

const t = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe("quotaPeriod", () => {
  it.each([
    ["datasetExpirationQuota", "concurrent"],
    ["expirationDatasetQuota", "concurrent"],
    ["dailyConsumerDeleteIdentitiesQuota", "daily"],
    ["monthlyConsumerDeleteIdentitiesQuota", "monthly"],
    ["monthlyUpdatedFieldIdentitiesQuota", "monthly"],
    ["deleteIdentityWorkOrderDatasetQuota", "unknown"],
    ["someFutureQuota", "unknown"],
  ])("%s is %s", (name, period) => expect(quotaPeriod(name)).toBe(period));
});

describe("nextReset (GMT)", () => {
  it.each([
    ["dailyConsumerDeleteIdentitiesQuota", "2026-11-21T23:59:59.999Z", "2026-11-22T00:00:00.000Z"],
    ["dailyConsumerDeleteIdentitiesQuota", "2026-11-22T00:00:00.000Z", "2026-11-23T00:00:00.000Z"],
    ["dailyConsumerDeleteIdentitiesQuota", "2026-12-31T12:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    ["monthlyConsumerDeleteIdentitiesQuota", "2026-11-21T10:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["monthlyConsumerDeleteIdentitiesQuota", "2026-12-31T23:59:59.000Z", "2027-01-01T00:00:00.000Z"],
    ["monthlyUpdatedFieldIdentitiesQuota", "2028-02-29T08:00:00.000Z", "2028-03-01T00:00:00.000Z"],
    ["datasetExpirationQuota", "2026-11-21T10:00:00.000Z", undefined],
    ["deleteIdentityWorkOrderDatasetQuota", "2026-11-21T10:00:00.000Z", undefined],
  ])("%s at %s -> %s", (name, now, expected) => expect(iso(nextReset(name, t(now)))).toBe(expected));
});

describe("percentUsed", () => {
  it.each([
    [0, 50, 0],
    [12, 50, 24],
    [50, 50, 100],
    [60, 50, 120],
    [0, 0, 0],
    [3, 0, 100],
  ])("%i of %i is %f %", (consumed, quota, pct) => expect(percentUsed({ consumed, quota })).toBe(pct));
});

describe("periodKey", () => {
  it.each([
    ["daily", "2026-11-21T23:59:59Z", "2026-11-21"],
    ["monthly", "2026-11-30T23:59:59Z", "2026-11"],
    ["concurrent", "2026-11-30T23:59:59Z", "all"],
  ] as const)("%s at %s is %s", (period, now, key) => expect(periodKey(period, t(now))).toBe(key));
});

it("quotaUsage passes an unknown quota through with its numbers", () => {
  expect(quotaUsage({ name: "brandNewQuota", consumed: 5, quota: 10, extra: true } as never, t("2026-11-21T10:00:00Z"))).toEqual({
    name: "brandNewQuota",
    consumed: 5,
    quota: 10,
    percentUsed: 50,
    period: "unknown",
    resetsAt: null,
  });
});

// The quota table as people see it: a snapshot of the exact text, bars, and colour rules.
import { describe, expect, it } from "vitest";
import { quotaUsage } from "../../src/api/quota-period.js";
import { bar, duration, formatPercent, quotaSummary, renderQuotaTable } from "../../src/report/quota-table.js";

const NOW = Date.parse("2026-11-21T20:48:00Z");
const USAGES = [
  { name: "datasetExpirationQuota", consumed: 12, quota: 50 },
  { name: "dailyConsumerDeleteIdentitiesQuota", consumed: 570_000, quota: 600_000 },
  { name: "monthlyConsumerDeleteIdentitiesQuota", consumed: 841, quota: 600_000 },
  { name: "monthlyUpdatedFieldIdentitiesQuota", consumed: 0, quota: 600_000 },
  { name: "deleteIdentityWorkOrderDatasetQuota", consumed: 3, quota: 4 },
].map((q) => quotaUsage(q, NOW));

describe("renderQuotaTable", () => {
  it("aligns the columns, draws bars and says when each quota resets", () => {
    expect(renderQuotaTable(USAGES, { now: NOW })).toMatchInlineSnapshot(`
      "QUOTA                                 CONSUMED    LIMIT                 %  RESETS
      datasetExpirationQuota                      12       50  ██░░░░░░░░  24.0  does not reset (pending at once)
      dailyConsumerDeleteIdentitiesQuota     570,000  600,000  ██████████  95.0  2026-11-22 00:00 GMT (in 3 h 12 min)
      monthlyConsumerDeleteIdentitiesQuota       841  600,000  ░░░░░░░░░░   0.1  2026-12-01 00:00 GMT (in 9 days)
      monthlyUpdatedFieldIdentitiesQuota           0  600,000  ░░░░░░░░░░   0.0  2026-12-01 00:00 GMT (in 9 days)
      deleteIdentityWorkOrderDatasetQuota          3        4  ████████░░  75.0  not stated
      "
    `);
  });

  it("colours only the bars, and only when asked: green, yellow from 75 %, red from 90 % or above --fail-above", () => {
    const plain = renderQuotaTable(USAGES, { now: NOW });
    expect(plain).not.toMatch(/\u001b/);
    const coloured = renderQuotaTable(USAGES, { now: NOW, color: true, failAbove: 20 });
    const bars = [...coloured.matchAll(/\u001b\[(\d+)m[█░]+\u001b\[39m/g)].map((m) => m[1]);
    expect(bars).toEqual(["31", "31", "32", "32", "31"]);
  });
});

describe("pieces", () => {
  it.each([
    [0, "░░░░░░░░░░"],
    [4, "░░░░░░░░░░"],
    [5, "█░░░░░░░░░"],
    [24, "██░░░░░░░░"],
    [95, "██████████"],
    [150, "██████████"],
  ])("bar(%f) is %s", (pct, expected) => expect(bar(pct)).toBe(expected));

  it.each([
    [0, "0.0"],
    [0.05, "<0.1"],
    [24, "24.0"],
    [99.96, "100.0"],
  ])("formatPercent(%f) is %s", (pct, expected) => expect(formatPercent(pct)).toBe(expected));

  it.each([
    [30_000, "1 min"],
    [45 * 60_000, "45 min"],
    [3 * 3_600_000, "3 h"],
    [(3 * 60 + 12) * 60_000, "3 h 12 min"],
    [9 * 86_400_000, "9 days"],
  ])("duration(%i) is %s", (ms, expected) => expect(duration(ms)).toBe(expected));

  it.each([
    [undefined, "5 quotas; highest dailyConsumerDeleteIdentitiesQuota at 95.0 %"],
    [90, "5 quotas; highest dailyConsumerDeleteIdentitiesQuota at 95.0 %; 1 above 90 %: dailyConsumerDeleteIdentitiesQuota"],
    [95, "5 quotas; highest dailyConsumerDeleteIdentitiesQuota at 95.0 %; no quota above 95 %"],
  ])("summary with --fail-above %s", (failAbove, expected) => expect(quotaSummary(USAGES, failAbove)).toBe(expected));
});

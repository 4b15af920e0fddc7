// Laws of the GMT reset times, for any instant from 1970 to 2200.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextReset, periodKey } from "../../src/api/quota-period.js";

const instant = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });
const isGmtMidnight = (ms: number) => ms % 86_400_000 === 0;

describe("reset laws", () => {
  it("a daily reset is the first GMT midnight after now, within 24 h", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const reset = nextReset("dailyConsumerDeleteIdentitiesQuota", now)!;
        expect(reset > now && reset - now <= 86_400_000 && isGmtMidnight(reset)).toBe(true);
        // Just before the reset is the same day; at the reset a new one begins.
        expect(periodKey("daily", reset - 1)).toBe(periodKey("daily", now));
        expect(periodKey("daily", reset)).not.toBe(periodKey("daily", now));
      }),
    );
  });

  it("a monthly reset is the 1st at 00:00 GMT after now, within 31 days, and the month key changes exactly there", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const reset = nextReset("monthlyConsumerDeleteIdentitiesQuota", now)!;
        expect(reset > now && reset - now <= 31 * 86_400_000 && isGmtMidnight(reset) && new Date(reset).getUTCDate() === 1).toBe(true);
        expect(periodKey("monthly", reset - 1)).toBe(periodKey("monthly", now));
        expect(periodKey("monthly", reset)).not.toBe(periodKey("monthly", now));
      }),
    );
  });
});

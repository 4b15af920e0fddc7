// Time words and every `occurs` form, in GMT, at Wednesday 15 May 2024 12:00 GMT.
// Expression | the timestamp it is asked about | expected.
import { describe, expect, it } from "vitest";
import { valueOf } from "./helpers.js";

describe("occurs", () => {
  it.each<[string, string | null, boolean]>([
    ["t occurs today", "2024-05-15T00:00:00Z", true],
    ["t occurs today", "2024-05-14T23:59:59Z", false],
    ["t occurs on today", "2024-05-15T23:59:59Z", true],
    ["t occurs yesterday", "2024-05-14T01:00:00Z", true],
    ["t occurs tomorrow", "2024-05-16T01:00:00Z", true],
    ["t occurs this week", "2024-05-13T00:00:00Z", true], // Monday
    ["t occurs this week", "2024-05-12T23:59:59Z", false], // Sunday before
    ["t occurs this week", "2024-05-19T23:59:59Z", true], // Sunday after
    ["t occurs last week", "2024-05-06T00:00:00Z", true],
    ["t occurs next week", "2024-05-20T00:00:00Z", true],
    ["t occurs this month", "2024-05-01T00:00:00Z", true],
    ["t occurs last month", "2024-04-30T23:59:59Z", true],
    ["t occurs this year", "2024-01-01T00:00:00Z", true],
    ["t occurs last year", "2023-06-01T00:00:00Z", true],
    ["t occurs this hour", "2024-05-15T12:30:00Z", true],
    ["t occurs last hour", "2024-05-15T11:30:00Z", true],
    ["t occurs this decade", "2020-01-01T00:00:00Z", true],
    ["t occurs this century", "2000-01-01T00:00:00Z", true],
    ["t occurs on date(2024, 5, 1)", "2024-05-01T18:00:00Z", true],
    ["t occurs date(2024, 5, 1)", "2024-05-02T00:00:00Z", false],
    ["t occurs before today", "2024-05-14T23:00:00Z", true],
    ["t occurs before today", "2024-05-15T00:00:00Z", false],
    ["t occurs after today", "2024-05-16T00:00:00Z", true],
    ["t occurs after today", "2024-05-15T23:00:00Z", false],
    ["t occurs from today", "2024-05-15T00:00:00Z", true],
    ["t occurs after date(1981, 1, 1)", "1981-01-02T00:00:00Z", true],
    ["t occurs after date(1981, 1, 1)", "1981-01-01T10:00:00Z", false],
    ["t occurs before now", "2024-05-15T11:59:59Z", true],
    ["t occurs between date(2015, 1, 8) and date(2017, 7, 1)", "2017-07-01T20:00:00Z", true],
    ["t occurs between date(2015, 1, 8) and date(2017, 7, 1)", "2015-01-07T20:00:00Z", false],
    ["t occurs between yesterday and today", "2024-05-14T00:00:00Z", true],
    ["t occurs < 24 hours before now", "2024-05-14T12:00:01Z", true],
    ["t occurs < 24 hours before now", "2024-05-14T12:00:00Z", false],
    ["t occurs <= 24 hours before now", "2024-05-14T12:00:00Z", true],
    ["t occurs < 24 hours before now", "2024-05-15T12:00:01Z", false], // in the future
    ["t occurs < 3 days before now", "2024-05-13T00:00:00Z", true],
    ["t occurs > 3 days before now", "2024-05-12T11:00:00Z", true],
    ["t occurs > 3 days before now", "2024-05-13T11:00:00Z", false],
    ["t occurs >= 3 days before now", "2024-05-12T12:00:00Z", true],
    ["t occurs = 3 hours before now", "2024-05-15T08:30:00Z", true],
    ["t occurs = 3 hours before now", "2024-05-15T09:30:00Z", false],
    ["t occurs != 3 hours before now", "2024-05-15T09:30:00Z", true],
    ["t occurs < 1 month before now", "2024-04-15T12:00:01Z", true],
    ["t occurs < 1 month before now", "2024-04-15T11:59:59Z", false],
    ["t occurs <= 24 hours after now", "2024-05-16T12:00:00Z", true],
    ["t occurs <= 24 hours after now", "2024-05-16T12:00:01Z", false],
    ["t occurs < 2 days from now", "2024-05-16T12:00:00Z", true],
    ["t occurs < 2 days before today", "2024-05-13T12:00:00Z", true],
    ["t occurs today", "2024-05-15T14:00:00+02:00", true],
    ["t occurs today", "2024-05-15T01:00:00+02:00", false],
    ["t occurs today", "2024-05-15T10:00:00", true],
    ["t occurs today", null, false],
    ["t occurs today", "not a date", false],
  ])("%s, t = %s -> %s", (text, t, expected) => {
    expect(valueOf(text, { profile: { t } })).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ["t occurs on d", "2024-05-01T18:00:00Z", true], // a plain date in the data is its whole day
    ["t occurs before d", "2024-04-30T18:00:00Z", true],
    ["t occurs after d", "2024-05-01T18:00:00Z", false],
  ])("%s, t = %s, d = 2024-05-01 -> %s", (text, t, expected) => {
    expect(valueOf(text, { profile: { t, d: "2024-05-01" } })).toBe(expected);
  });

  it("months keep the day, or take the month's last one", () => {
    expect(valueOf("t occurs < 1 month before now", { profile: { t: "2024-02-29T12:00:01Z" }, now: "2024-03-31T12:00:00Z" })).toBe(true);
    expect(valueOf("t occurs < 1 month before now", { profile: { t: "2024-02-29T11:59:59Z" }, now: "2024-03-31T12:00:00Z" })).toBe(false);
  });

  it("`now` may be a Date, milliseconds or an ISO string; an invalid one makes time constraints false", () => {
    const t = { t: "2024-05-15T08:00:00Z" };
    expect(valueOf("t occurs today", { profile: t, now: new Date("2024-05-15T09:00:00Z") })).toBe(true);
    expect(valueOf("t occurs today", { profile: t, now: Date.parse("2024-05-15T09:00:00Z") })).toBe(true);
    expect(valueOf("t occurs today", { profile: t, now: "yesterday-ish" })).toBe(false);
  });
});

// The edge rules of docs/evaluation-methods.md, one case per line: the expression, then the verdict and every
// reason the analyzer must give.
import { describe, expect, it } from "vitest";
import { explainText } from "../../src/analysis/index.js";

const step = (when: string) => `CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") ${when}])`;
const rules = (q: string, boundary: "exclusive" | "inclusive" = "exclusive") =>
  explainText(q, { windowBoundary: boundary })
    .verdict.reasons.filter((r) => r.severity === "error")
    .map((r) => r.rule);

describe("time windows of event references", () => {
  it.each([
    // edge-compatible: relative to now, containing now, shorter than 24 hours
    ["WHEN(today)", []],
    ["WHEN(this day)", []],
    ["WHEN(this hour)", []],
    ["WHEN(this minute)", []],
    ["WHEN(< 24 hours before now)", []],
    ["WHEN(< 1 day before now)", []],
    ["WHEN(< 1440 minutes before now)", []],
    ["WHEN(<= 23 hours before now)", []],
    ["WHEN(<= 90 minutes before now)", []],
    // exactly 24 hours inclusive
    ["WHEN(<= 24 hours before now)", ["edge/window-boundary"]],
    ["WHEN(<= 1 day before now)", ["edge/window-boundary"]],
    ["WHEN(<= 1440 minutes before now)", ["edge/window-boundary"]],
    // longer
    ["WHEN(< 2 days before now)", ["edge/window-too-long"]],
    ["WHEN(<= 25 hours before now)", ["edge/window-too-long"]],
    ["WHEN(< 1441 minutes before now)", ["edge/window-too-long"]],
    ["WHEN(this week)", ["edge/window-too-long"]],
    ["WHEN(this month)", ["edge/window-too-long"]],
    ["WHEN(< 1 month before now)", ["edge/window-too-long"]],
    // absolute
    ["WHEN(on date(2024, 1, 1))", ["edge/window-absolute"]],
    ["WHEN(between date(2024, 1, 1) and date(2024, 1, 2))", ["edge/window-absolute"]],
    ["WHEN(after date(2024, 1, 1))", ["edge/window-absolute"]],
    // relative but not containing now
    ["WHEN(yesterday)", ["edge/window-not-current"]],
    ["WHEN(last hour)", ["edge/window-not-current"]],
    ["WHEN(last week)", ["edge/window-not-current"]],
    ["WHEN(> 2 hours before now)", ["edge/window-not-current"]],
    ["WHEN(before today)", ["edge/window-not-current"]],
    // any other form
    ["WHEN(= 3 hours before now)", ["edge/window-not-current"]],
    ["WHEN(tomorrow)", ["edge/window-not-current"]],
    ["WHEN(next hour)", ["edge/window-not-current"]],
    ["WHEN(after now)", ["edge/window-not-current"]],
    ["WHEN(< 2 hours after now)", ["edge/window-not-current"]],
    ["WHEN(< 2 hours before person.lastVisit)", ["edge/window-not-current"]],
    // no window at all
    ["", ["edge/no-time-window"]],
  ])("%s", (when, expected) => {
    expect(rules(step(when))).toEqual(expected);
  });

  it("accepts exactly 24 hours with windowBoundary inclusive", () => {
    expect(rules(step("WHEN(<= 24 hours before now)"), "inclusive")).toEqual([]);
    expect(rules(step("WHEN(<= 25 hours before now)"), "inclusive")).toEqual(["edge/window-too-long"]);
  });

  it.each([
    ['select X from xEvent where X.eventType = "x" and X.timestamp occurs < 2 hours before now', []],
    ['select X from xEvent where X.eventType = "x" and X.timestamp occurs < 3 days before now', ["edge/window-too-long"]],
    ["exists X from xEvent where X.timestamp occurs today", []],
    ['xEvent[(timestamp occurs < 7 days before now) and eventType = "download"]', ["edge/window-too-long"]],
    ['xEvent[timestamp occurs today and eventType = "download"]', []],
    ['select X from xEvent where X.eventType = "x"', ["edge/no-time-window"]],
  ])("windows inside select, exists and filters: %s", (q, expected) => {
    expect(rules(q)).toEqual(expected);
  });

  it("does not judge occurs on a profile attribute as a window", () => {
    expect(explainText("person.birthDate occurs < 18 years before now").verdict).toMatchObject({ eligible: true, type: "profile-only" });
  });
});

describe("classification", () => {
  it.each([
    [step("WHEN(today)"), "single-event"],
    ['homeAddress.country.equals("US", false)', "profile-only"],
    [`workAddress.country.equals("US", false) and ${step("WHEN(today)")}`, "event-with-profile"],
    ['inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")', "segment-of-segments"],
    ['homeAddress.countryCode = "US" and inSegment("existing segment")', "segment-of-segments"],
    ['segmentMembership.get("ups").get("a730ed3f").status in ["realized", "existing"]', "segment-of-segments"],
    ["(Profile) => Profile.homeAddress.stateProvince = Profile.workAddress.stateProvince", "profile-only"],
    [`$1.homeAddress.countryCode = "US" and ${step("WHEN(today)")}`, "event-with-profile"],
    [`homeAddress.countryCode = "US" or ${step("WHEN(today)")}`, "event-with-profile"],
  ])("%s is %s", (q, type) => {
    expect(explainText(q).verdict).toMatchObject({ eligible: true, type });
  });

  it.each([
    ['not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)]))', ["edge/negated-event"]],
    ['!(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)]))', ["edge/negated-event"]],
    ['xEvent[eventType = "x" and timestamp occurs today].count() > 3', ["edge/event-aggregation"]],
    [
      "let S = (sum X.commerce.order.priceTotal over X from xEvent where X.timestamp occurs today) in (S > 100)",
      ["edge/event-aggregation"],
    ],
    ['CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])', ["edge/multiple-events"]],
    [`${step("WHEN(today)")} and ${step("WHEN(today)")}`, ["edge/multiple-events"]],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 24 hours before now) COUNT(5)])', ["edge/multiple-events"]],
    ["true", ["edge/no-criteria"]],
    ["1 = 1", ["edge/no-criteria"]],
  ])("%s is not eligible", (q, expected) => {
    const verdict = explainText(q).verdict;
    expect(verdict.eligible).toBe(false);
    expect(verdict.type).toBeNull();
    expect(verdict.reasons.filter((r) => r.severity === "error").map((r) => r.rule)).toEqual(expected);
  });

  it("reports every reason, not just the first", () => {
    const q = `not(${step("WHEN(< 3 days before now)")}) and person.birthDate.getMonth() = 6`;
    expect(rules(q).sort()).toEqual(["edge/ignore-year", "edge/negated-event", "edge/window-too-long"]);
  });

  it("an event with an unresolved segment is unknown, with a warning", () => {
    const verdict = explainText(`inSegment("e3be6d7f") and ${step("WHEN(today)")}`).verdict;
    expect(verdict.eligible).toBeNull();
    expect(verdict.reasons.map((r) => [r.rule, r.severity])).toEqual([["edge/unresolved-segment", "warning"]]);
  });

  it.each([
    [true, []],
    [false, ["edge/event-with-segment"]],
  ])("an event with a resolved segment (profile-only: %s)", (profileOnly, expected) => {
    const verdict = explainText(`inSegment("s1") and ${step("WHEN(today)")}`, {
      resolveSegment: () => ({ profileOnly, name: "S", type: profileOnly ? "profile-only" : "single-event" }),
    }).verdict;
    expect(verdict.reasons.filter((r) => r.severity === "error").map((r) => r.rule)).toEqual(expected);
    expect(verdict.eligible).toBe(expected.length === 0);
  });

  it("gives infos for profile-only and segment-of-segments audiences", () => {
    expect(explainText("person.age > 21").verdict.reasons.map((r) => [r.rule, r.severity])).toEqual([["edge/profile-only-daily", "info"]]);
    expect(explainText('inSegment("a")').verdict.reasons.map((r) => [r.rule, r.severity])).toEqual([
      ["edge/segment-disqualification", "info"],
    ]);
  });

  it("upper-case AND/OR/NOT parse like the lower-case words", () => {
    expect(explainText(`homeAddress.countryCode = "US" AND ${step("WHEN(today)")}`).verdict).toMatchObject({
      eligible: true,
      type: "event-with-profile",
    });
  });

  it("a syntax error is not eligible, with its syntax reasons", () => {
    const verdict = explainText("person.age >").verdict;
    expect(verdict).toMatchObject({ eligible: false, type: null });
    expect(verdict.reasons[0]!.rule).toBe("syntax/parse-error");
  });
});

describe("ignore-year", () => {
  it.each([
    ["person.birthDate.getMonth() = 6", 1],
    ["person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()", 2],
    ["person.birthDate.getMonth() in [3, 6, 9]", 1],
    ["person.birthDate.getDayOfMonth() <= 15", 1],
    // the year, or the date itself, is constrained too: not ignore-year
    ["person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990", 0],
    ["person.birthDate.getMonth() = 6 and person.birthDate occurs < 30 years before now", 0],
    ["person.birthMonth = currentMonth()", 0],
    ["person.birthDate.getMonth() = person.anniversary.getMonth()", 0],
  ])("%s: %i constraint(s)", (q, n) => {
    expect(rules(q).filter((r) => r === "edge/ignore-year")).toHaveLength(n);
  });
});

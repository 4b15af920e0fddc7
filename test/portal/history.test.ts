// The Profiles over time card's numbers: new qualifications per UTC hour or day, and who is in
// each audience now, from the emulator's evaluation history.
import { describe, expect, it } from "vitest";
import { type MembershipChange, newQualifications, qualifiedNow } from "../../src/portal/history.js";

const NOW = Date.parse("2026-11-25T10:30:00Z");
const change = (time: string, profile = "ECID:a", status: "realized" | "exited" = "realized", segmentId = "s1"): MembershipChange => ({
  segmentId,
  profile,
  status,
  time,
});

describe("newQualifications", () => {
  it.each([
    // range, changes, the counts (newest last, only the non-zero tail shown after the zeros)
    ["24h", [change("2026-11-25T10:29:59Z")], { length: 24, last: [0, 1] }],
    ["24h", [change("2026-11-25T10:00:00Z"), change("2026-11-25T09:59:59Z", "ECID:b")], { length: 24, last: [1, 1] }],
    ["24h", [change("2026-11-24T10:59:59Z")], { length: 24, last: [] }], // the hour 24 hours back
    ["24h", [change("2026-11-24T11:00:00Z")], { length: 24, first: 1 }], // the oldest bucket
    ["24h", [change("2026-11-25T10:10:00Z", "ECID:a", "exited")], { length: 24, last: [] }], // exits do not count
    ["24h", [change("2026-11-25T11:00:00Z")], { length: 24, last: [] }], // after now's hour
    ["7d", [change("2026-11-25T00:00:00Z"), change("2026-11-24T23:59:59Z", "ECID:b")], { length: 7, last: [1, 1] }],
    ["7d", [change("2026-11-19T00:00:00Z")], { length: 7, first: 1 }],
    ["30d", [change("2026-10-27T00:00:00Z"), change("2026-11-25T10:00:00Z")], { length: 30, first: 1, last: [1] }],
    ["30d", [change("2026-10-26T23:59:59Z")], { length: 30, last: [] }],
  ] as const)("%s %j -> %j", (range, changes, expected) => {
    const buckets = newQualifications(changes, NOW, range);
    const counts = buckets.map((b) => b.count);
    expect(counts).toHaveLength(expected.length);
    const tail = "last" in expected ? expected.last : [];
    if (tail.length > 0) expect(counts.slice(-tail.length)).toEqual(tail);
    expect(counts[0]).toBe("first" in expected ? expected.first : 0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(
      tail.reduce((a: number, b: number) => a + b, 0) + ("first" in expected ? expected.first : 0),
    );
  });

  it("buckets are whole UTC hours ending with the hour now is in", () => {
    const buckets = newQualifications([], NOW, "24h");
    expect(new Date(buckets[23]!.start).toISOString()).toBe("2026-11-25T10:00:00.000Z");
    expect(new Date(buckets[0]!.start).toISOString()).toBe("2026-11-24T11:00:00.000Z");
    expect(new Date(newQualifications([], NOW, "7d")[6]!.start).toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });
});

describe("qualifiedNow", () => {
  it.each([
    ["one qualification", [change("t1")], { s1: 1 }],
    ["two profiles", [change("t1"), change("t2", "ECID:b")], { s1: 2 }],
    ["qualified then exited", [change("t1"), change("t2", "ECID:a", "exited")], {}],
    ["exited then qualified again", [change("t1", "ECID:a", "exited"), change("t2")], { s1: 1 }],
    ["two audiences", [change("t1"), change("t2", "ECID:a", "realized", "s2")], { s1: 1, s2: 1 }],
  ] as const)("%s", (_, changes, expected) => {
    expect(Object.fromEntries(qualifiedNow(changes))).toEqual(expected);
  });
});

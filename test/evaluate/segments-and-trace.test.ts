// inSegment, the caller's membership, and what the trace reports.
import { describe, expect, it } from "vitest";
import type { Membership } from "../../src/evaluate/index.js";
import { run } from "./helpers.js";

const profile = {
  homeAddress: { countryCode: "US" },
  segmentMembership: { ups: { realized: { status: "realized" }, existing: { status: "existing" }, exited: { status: "exited" } } },
};

describe("inSegment", () => {
  it.each<[string, Membership | undefined, boolean]>([
    ['inSegment("realized")', undefined, true],
    ['inSegment("existing")', undefined, true],
    ['inSegment("exited")', undefined, false],
    ['inSegment("unknown")', undefined, false],
    ['inSegment("unknown")', ["unknown"], true],
    ['inSegment("unknown")', { unknown: true }, true],
    ['inSegment("unknown")', { unknown: false }, false],
    ['inSegment("unknown")', (id) => id === "unknown", true],
    ['inSegment("realized") and inSegment("other")', ["other"], true],
  ])("%s with membership %j -> %s", (text, membership, expected) => {
    expect(run(text, { profile, ...(membership ? { membership } : {}) }).qualifies).toBe(expected);
  });

  it("a profile without segmentMembership is in no segment", () => {
    expect(run('inSegment("realized")', { profile: {} }).qualifies).toBe(false);
  });
});

describe("trace", () => {
  it("reports the top node and each boolean sub-expression with its value and span", () => {
    const text = 'homeAddress.countryCode = "US" and not inSegment("exited")';
    const r = run(text, { profile });
    expect(r.trace.nodes.map((n) => [n.kind, text.slice(n.span.start.offset, n.span.end.offset), n.value])).toEqual([
      ["Logical", text, true],
      ["Binary", 'homeAddress.countryCode = "US"', true],
      ["SegmentReference", 'inSegment("exited")', false],
      ["Unary", 'not inSegment("exited")', true],
    ]);
  });

  it("a type error sets the value to null in the trace's top node and says why", () => {
    const r = run("homeAddress.countryCode.count()", { profile });
    expect(r.value).toBe(null);
    expect(r.trace.nodes[0]!.value).toBe(null);
    expect(r.trace.problems).toEqual([{ span: expect.anything(), message: "`count` needs an array, got a string" }]);
  });

  it("conditions evaluated per element are not listed, only their result", () => {
    const events = Array.from({ length: 50 }, (_, i) => ({ eventType: i % 2 ? "a" : "b", timestamp: "2024-05-15T10:00:00Z" }));
    const r = run('xEvent[eventType = "a"].count() > 3', { events });
    expect(r.trace.nodes.map((n) => n.kind)).toEqual(["Binary"]);
  });
});

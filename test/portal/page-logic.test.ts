// The portal's pure parts, without a browser: evaluation methods, list rows (filter, search, sort,
// pages of 100), the checks the create page runs, the chart's drawing and the test events.
import { describe, expect, it } from "vitest";
import type { Bucket } from "../../src/portal/history.js";
import { bucketLabel, escapeXml, lineChart, valueTicks } from "../../src/portal/chart.js";
import { checkPql, edgeAllowed, portalHint, reportedChecks, saveBlocker, verdictText } from "../../src/portal/check.js";
import { evaluationInfoFor, evaluationMethod } from "../../src/portal/evaluation.js";
import { type AudienceRow, definitionRow, type ListView, localRow, PAGE_SIZE, visibleRows } from "../../src/portal/rows.js";
import { eventToSend, sampleEvents, storedEventTime, withIdentity } from "../../src/portal/test-events.js";

describe("evaluation methods", () => {
  it.each([
    [{ synchronous: { enabled: true }, continuous: { enabled: true } }, "Edge"],
    [{ continuous: { enabled: true } }, "Streaming"],
    [{ batch: { enabled: true } }, "Batch"],
    [undefined, "Batch"],
    [{ synchronous: { enabled: "yes" } }, "Batch"],
  ])("%j is %s", (info, method) => {
    expect(evaluationMethod(info)).toBe(method);
  });

  it.each(["Edge", "Streaming", "Batch"] as const)("%s round-trips through evaluationInfo", (method) => {
    expect(evaluationMethod(evaluationInfoFor(method))).toBe(method);
  });
});

const row = (name: string, method: AudienceRow["method"], qualified = 0, updated = 0): AudienceRow => ({
  href: `#/audience/${name}`,
  name,
  method,
  edgeType: null,
  qualified,
  updated,
});
const view = (v: Partial<ListView>): ListView => ({ method: "All", search: "", sort: "name", descending: false, page: 0, ...v });

describe("the list's rows", () => {
  const rows = [row("b", "Edge", 5, 2), row("A", "Batch", 1, 3), row("c", "Streaming", 9, 1), row("ab", "Edge", 0, 4)];
  it.each([
    ["all, by name", view({}), ["A", "ab", "b", "c"]],
    ["Edge only", view({ method: "Edge" }), ["ab", "b"]],
    ["search, any case", view({ search: "A" }), ["A", "ab"]],
    ["by qualified, most first", view({ sort: "qualified", descending: true }), ["c", "b", "A", "ab"]],
    ["by last updated", view({ sort: "updated" }), ["c", "b", "A", "ab"]],
    ["by method", view({ sort: "method" }), ["A", "ab", "b", "c"]],
  ])("%s", (_, v, names) => {
    expect(visibleRows(rows, v).rows.map((r) => r.name)).toEqual(names);
  });

  it("pages past the Segmentation API's 100", () => {
    const many = Array.from({ length: 250 }, (_, i) => row(`n${String(i).padStart(3, "0")}`, "Batch"));
    expect(PAGE_SIZE).toBe(100);
    expect(visibleRows(many, view({ page: 2 }))).toMatchObject({ matched: 250, pages: 3 });
    expect(visibleRows(many, view({ page: 2 })).rows.map((r) => r.name)).toEqual(many.slice(200).map((r) => r.name));
    expect(visibleRows(many, view({ page: 9 })).rows).toHaveLength(50); // past the end: the last page
  });

  it("an org definition and a local file become rows; edge types only for Edge", () => {
    const pql = 'select X from xEvent where X.eventType = "a" and X.timestamp occurs < 1 hours before now';
    const edge = { id: "x", name: "N", expression: { value: pql }, evaluationInfo: { synchronous: { enabled: true } }, updateTime: 7 };
    expect(definitionRow(edge, new Map([["x", 3]]))).toMatchObject({ method: "Edge", edgeType: "single-event", qualified: 3, updated: 7 });
    expect(definitionRow({ ...edge, evaluationInfo: {} }, new Map())).toMatchObject({ method: "Batch", edgeType: null, qualified: 0 });
    expect(
      localRow({ file: "a.pql", name: "A", pql: 'homeAddress.countryCode = "US"', evaluationInfo: { synchronous: { enabled: true } } }, 2),
    ).toMatchObject({
      href: "#/local/2",
      edgeType: "profile-only",
      qualified: undefined,
      file: "a.pql",
    });
  });

  // `portal examples` serves a bare .pql without evaluationInfo; lint checks such a file as an
  // edge audience, so the list says Edge and its edge type, not Batch and "—".
  it.each([
    ["examples/lives-in-us.pql", undefined, "Edge", "profile-only"],
    ["examples/checkout-today.pql", undefined, "Edge", "single-event"],
    ["us.audience.json", undefined, "Batch", null],
    ["us.audience.yaml", { continuous: { enabled: true } }, "Streaming", null],
  ] as const)("a local %s (evaluationInfo %j): %s, edge type %s, as lint checks it", (file, evaluationInfo, method, edgeType) => {
    const pql = file.includes("checkout")
      ? 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)])'
      : 'homeAddress.country.equals("US", false)';
    expect(localRow({ file, name: file, pql, ...(evaluationInfo ? { evaluationInfo } : {}) }, 0)).toMatchObject({ method, edgeType });
  });
});

describe("the create page's checks (the core, as the browser runs it)", () => {
  it.each([
    ['select X from xEvent where X.eventType = "a" and X.timestamp occurs < 8 hours before now', true, "single-event", []],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 3 days before now)])', false, null, ["PQL204"]],
    ['homeAddress.countryCode = "US" and', false, null, ["PQL001"]],
  ] as const)("%s: edge %s", (pql, allowed, type, errors) => {
    const check = checkPql(pql);
    expect(edgeAllowed(check)).toBe(allowed);
    expect(check.verdict.type).toBe(type);
    expect(check.diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toEqual(errors);
    expect(check.canonical === undefined).toBe(errors.includes("PQL001" as never));
  });
});

describe("the create page's Checks list lint's findings as lint reports them for the method chosen", () => {
  // A 3-day window: only Batch is allowed. PQL204 is an error for Edge, and for Batch no problem
  // but the reason Edge is not available (listed there), as lint says of a batch audience file.
  const check = checkPql('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 3 days before now)])');
  it.each([
    ["Edge", ["PQL204"]],
    ["Batch", []],
  ] as const)("%s: %j", (method, codes) => {
    expect(reportedChecks(check, method).map((d) => d.code)).toEqual(codes);
  });

  it("PQL204's help to evaluate in batch is the page's control", () => {
    expect(check.diagnostics[0]!.hints.map(portalHint)).toEqual([
      "use a window under 24 hours, e.g. `WHEN(< 24 hours before now)`",
      "choose Batch (or Streaming, when it is allowed) as the evaluation method",
    ]);
  });
});

describe("the create page never shows an expression with errors as edge-eligible, nor saves it", () => {
  it.each([
    // expression, verdict shown, edge allowed, why Save is disabled
    ['homeAddress.countryCode = "US"', "Edge-eligible (profile-only)", true, undefined],
    ["person.age.fooBar(3)", "Not edge-eligible: the expression has errors", false, "Fix the error in the rules to save (PQL007 at 1:12)."],
    [
      'homeAddress.countryCode = "US" and',
      "Not edge-eligible: the expression has errors",
      false,
      "Fix the error in the rules to save (PQL001 at 1:35).",
    ],
    ['CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 3 days before now)])', "Not edge-eligible", false, undefined],
    ['inSegment("abc")', "Edge-eligible (segment-of-segments)", true, undefined],
  ] as const)("%s: %s", (pql, shown, allowed, blocker) => {
    const check = checkPql(pql);
    expect(verdictText(check)).toBe(shown);
    expect(edgeAllowed(check)).toBe(allowed);
    expect(saveBlocker(check)).toBe(blocker);
  });
});

describe("the chart", () => {
  const bucket = (start: string, count: number): Bucket => ({ start: Date.parse(start), end: Date.parse(start) + 3_600_000, count });
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [2, [0, 1, 2]],
    [7, [0, 2, 4, 6, 8]],
    [40, [0, 10, 20, 30, 40]],
    [1234, [0, 500, 1000, 1500]],
  ])("ticks for a largest count of %i: %j", (max, ticks) => {
    expect(valueTicks(max)).toEqual(ticks);
  });

  it.each([
    ["2026-11-25T09:00:00Z", "24h", "09:00"],
    ["2026-11-25T00:00:00Z", "7d", "25 Nov"],
    ["2026-01-03T00:00:00Z", "30d", "3 Jan"],
  ] as const)("%s is labelled %s -> %s", (time, range, label) => {
    expect(bucketLabel(Date.parse(time), range)).toBe(label);
  });

  it("one point per bucket, the count on each, a line through them, the title as its label", () => {
    const svg = lineChart(
      [bucket("2026-11-25T08:00:00Z", 0), bucket("2026-11-25T09:00:00Z", 2)],
      "24h",
      { width: 200, height: 100 },
      'New "x" <y>',
    );
    expect([...svg.matchAll(/data-count="(\d+)"/g)].map((m) => m[1])).toEqual(["0", "2"]);
    expect(svg).toContain('aria-label="New &quot;x&quot; &lt;y&gt;"');
    expect(svg).toMatch(/<path class="line" d="M36,72 L188,12"\/>/);
    expect(svg).toContain(">08:00</text>");
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
  });
});

describe("test events", () => {
  it("offers the event types the PQL names, then a page view", () => {
    const pql =
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType.equals("commerce.checkouts", false))]) or select X from xEvent where X.eventType = "b"';
    expect(sampleEvents(pql, 0).map((s) => s.label)).toEqual(["commerce.checkouts", "b", "web.webpagedetails.pageViews"]);
  });

  it("stamps each preset with the time given (the default event has a timestamp)", () => {
    const at = Date.parse("2024-05-15T12:00:00Z");
    expect(sampleEvents('eventType = "a"', at).map((s) => s.xdm)).toEqual([
      { eventType: "a", timestamp: "2024-05-15T12:00:00.000Z" },
      { eventType: "web.webpagedetails.pageViews", timestamp: "2024-05-15T12:00:00.000Z" },
    ]);
  });

  it.each([
    // The event's own _id is kept; one without gets the id given.
    [{ eventType: "a" }, "new-id", "new-id"],
    [{ eventType: "a", _id: "mine" }, "new-id", "mine"],
    [{ eventType: "a", _id: "" }, "new-id", "new-id"],
  ])("sends %j with an _id (%s given): %s", (xdm, given, expected) => {
    const sent = eventToSend(xdm, "ECID", "v1", given);
    expect(sent).toEqual({ xdm: { ...xdm, _id: expected, identityMap: { ECID: [{ id: "v1", primary: true }] } }, eventId: expected });
  });

  it.each([
    // The time the emulator stored the event with: found by its _id, the newest when repeated.
    [[{ _id: "e", timestamp: "2024-05-15T12:00:01.500Z" }], "e", Date.parse("2024-05-15T12:00:01.500Z")],
    [
      [
        { _id: "e", timestamp: "2024-05-15T12:00:00Z" },
        { _id: "f", timestamp: "2024-05-15T13:00:00Z" },
        { _id: "e", timestamp: "2024-05-15T12:30:00Z" },
      ],
      "e",
      Date.parse("2024-05-15T12:30:00Z"),
    ],
    [[{ _id: "f", timestamp: "2024-05-15T12:00:00Z" }, null, "x", { _id: "e" }], "e", undefined],
  ])("the stored time of %j's %s: %s", (events, id, expected) => {
    expect(storedEventTime(events, id)).toBe(expected);
  });

  it("sets one primary identity", () => {
    expect(withIdentity({ eventType: "a", identityMap: { Email: [{ id: "x", primary: true }] } }, "ECID", "v1")).toEqual({
      eventType: "a",
      identityMap: { ECID: [{ id: "v1", primary: true }] },
    });
  });
});

// The evaluation method of docs/evaluation-methods.md, over AEP's own examples: each row is an
// expression from one of AEP's pages (its URL), the method the analyzer decides, its edge or
// streaming type, and the rules that ruled the faster methods out. Segments resolve through the
// lookup below, as the audiences of AEP's tables describe them.
import { describe, expect, it } from "vitest";
import { explainText, type SegmentLookup } from "../../src/analysis/index.js";

const edgePage = "https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/methods/edge-segmentation";
const streamingPage = "https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/methods/streaming-segmentation";
const batchPage = "https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/methods/batch-segmentation";

// The audiences of the streaming page's tables: California Residents (profile, batch), Recent
// checkouts (event, streaming), Recent abandons (event, batch).
const audiences: Record<string, { profileOnly: boolean; name: string }> = {
  "e3be6d7f-1727-401f-a41e-c296b45f607a": { profileOnly: true, name: "California Residents" },
  "9e1646bb-57ff-4309-ba59-17d6c5bab6a1": { profileOnly: false, name: "Recent checkouts" },
  "7deb246a-49b4-4687-95f9-6316df049948": { profileOnly: false, name: "Recent abandons" },
};
const resolveSegment: SegmentLookup = (id) => {
  const a = audiences[id];
  return a ? { profileOnly: a.profileOnly, name: a.name, type: a.profileOnly ? "profile-only" : null } : null;
};

const checkouts = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)])';

type Row = [source: string, expression: string, method: "edge" | "streaming" | "batch", type: string | null, ruledOut: string[]];

const rows: Row[] = [
  // The edge page's query types (the four pql-audience takes as edge).
  [edgePage, checkouts, "edge", "single-event", []],
  [edgePage, 'homeAddress.country.equals("US", false)', "edge", "profile-only", []],
  [edgePage, `workAddress.country.equals("US", false) and ${checkouts}`, "edge", "event-with-profile", []],
  [
    edgePage,
    'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")',
    "edge",
    "segment-of-segments",
    [],
  ],
  // The edge page lists "multiple events with a profile attribute" too; the streaming page and
  // pql-audience's edge rules do not: streaming (docs/evaluation-methods.md, the choices).
  [
    streamingPage,
    'workAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("directMarketing.emailClicked", false)) WHEN(today), C1: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)])',
    "streaming",
    "multiple-events",
    ["edge/multiple-events"],
  ],
  // The May 2025 update's combination: a streaming event and a batch profile audience. Its window
  // is `<= 24 hours`, which the update calls streaming: edge/window-boundary rules edge out.
  [
    streamingPage,
    'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(<= 24 hours before now)])',
    "streaming",
    "event-with-profile",
    ["edge/window-boundary"],
  ],
  // Two event audiences combined by a third (the update's second example).
  [
    streamingPage,
    'inSegment("7deb246a-49b4-4687-95f9-6316df049948") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")',
    "edge",
    "segment-of-segments",
    [],
  ],
  // The update's ruleset: a single event longer than 24 hours, or with no window, is batch.
  [
    streamingPage,
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "web.webpagedetails.pageViews") WHEN(< 3 days before now)])',
    "batch",
    null,
    ["edge/window-too-long", "streaming/window-too-long"],
  ],
  [
    streamingPage,
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "web.webpagedetails.pageViews")])',
    "batch",
    null,
    ["edge/no-time-window", "streaming/no-time-window"],
  ],
  // An event with an event audience: not streaming (the page's "not eligible" list).
  [
    streamingPage,
    'inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)])',
    "batch",
    null,
    ["edge/event-with-segment", "streaming/event-with-segment"],
  ],
  // Ignore year: neither edge nor streaming.
  [
    streamingPage,
    "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()",
    "batch",
    null,
    ["edge/ignore-year", "streaming/ignore-year"],
  ],
  // Query with event history: a negated event next to another is supported, the whole event cannot be a negation.
  [
    streamingPage,
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(today), B: WHAT(eventType = "commerce.purchases") WHEN(today)]) and not(CHAIN(xEvent, timestamp, [C: WHAT(eventType = "commerce.productListRemovals") WHEN(today)]))',
    "streaming",
    "multiple-events",
    ["edge/multiple-events", "edge/negated-event"],
  ],
  [
    streamingPage,
    'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))',
    "batch",
    null,
    ["edge/negated-event", "streaming/negated-event"],
  ],
  // A strict time order must exist between the events: two separate CHAINs have none.
  [
    streamingPage,
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today)]) and CHAIN(xEvent, timestamp, [B: WHAT(eventType = "b") WHEN(today)])',
    "batch",
    null,
    ["edge/multiple-events", "streaming/event-order"],
  ],
  // The lookback window is limited to one day, for every event of a sequence.
  [
    streamingPage,
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "b") WHEN(< 2 days before now)])',
    "batch",
    null,
    ["edge/multiple-events", "edge/window-too-long", "streaming/window-too-long"],
  ],
  // The batch page: every query is batch-eligible, e.g. an aggregation over the event history.
  [
    batchPage,
    'xEvent[eventType = "commerce.purchases" and timestamp occurs < 30 days before now].count() > 3',
    "batch",
    null,
    ["edge/event-aggregation", "edge/window-too-long", "streaming/event-aggregation", "streaming/window-too-long"],
  ],
];

describe("the evaluation method of AEP's examples", () => {
  it.each(rows)("%s: %s", (_, expression, method, type, ruledOut) => {
    const e = explainText(expression, { resolveSegment });
    expect(e.errors).toEqual([]);
    expect(e.method.method).toBe(method);
    expect(method === "edge" ? e.method.edgeType : e.method.streamingType).toBe(type);
    const errors = [...e.verdict.reasons, ...e.streaming.reasons].filter((r) => r.severity === "error").map((r) => r.rule);
    expect([...new Set(errors)].sort()).toEqual(ruledOut);
  });
});

describe("choices where AEP's pages disagree (docs/evaluation-methods.md)", () => {
  it("`<= 24 hours` is streaming, not edge (the edge rule says shorter than 24 hours; the streaming update calls its own `<=` example streaming)", () => {
    const e = explainText('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])');
    expect([e.method.method, e.method.streamingType]).toEqual(["streaming", "single-event"]);
    expect(
      explainText('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])', { windowBoundary: "inclusive" })
        .method.method,
    ).toBe("edge");
  });
  it("multiple events in one CHAIN are streaming, not edge (the edge page lists them; the four edge types do not)", () => {
    expect(
      explainText('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "b") WHEN(today)])').method,
    ).toEqual({
      method: "streaming",
      edgeType: null,
      streamingType: "multiple-events",
    });
  });
  it("`COUNT(n)` in a CHAIN step is a sequence of n events: streaming", () => {
    expect(explainText('CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today) COUNT(3)])').method.method).toBe("streaming");
  });
  it("an event with an inSegment(...) nobody could resolve is batch until it is resolved, with a warning for each method", () => {
    const e = explainText(
      'inSegment("00000000-0000-0000-0000-000000000000") and CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today)])',
    );
    expect(e.method.method).toBe("batch");
    expect([e.verdict.eligible, e.streaming.eligible]).toEqual([null, null]);
    expect(e.streaming.reasons.map((r) => r.rule)).toEqual(["streaming/unresolved-segment"]);
  });
  it("a definition that does not parse is batch, with its syntax reasons in the edge verdict", () => {
    const e = explainText("person.age >");
    expect(e.method.method).toBe("batch");
    expect(e.verdict.reasons.length).toBeGreaterThan(0);
  });
});

// CHAIN: steps in time order with strictly increasing timestamps, WHAT / WHERE / WHEN / COUNT.
// Expression | events (type@hour on 15 May 2024, GMT) | expected | the events each step matched.
import { describe, expect, it } from "vitest";
import { run } from "./helpers.js";

/** `"view@10"` is a `view` event at 10:00 GMT on 15 May 2024, with `_id` `e<index>`. */
function events(spec: string): object[] {
  return spec
    .split(" ")
    .filter(Boolean)
    .map((s, i) => {
      const [eventType, hour] = s.split("@");
      const day = Number(hour) < 0 ? "14" : "15";
      const h = String(Math.abs(Number(hour))).padStart(2, "0");
      return { _id: `e${i}`, eventType, timestamp: `2024-05-${day}T${h}:00:00Z`, web: { page: eventType === "view" ? "home" : "other" } };
    });
}

const single = (what: string, rest = "") => `CHAIN(xEvent, timestamp, [C0: WHAT(${what})${rest}])`;
const two = `CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "view"), C1: WHAT(eventType = "cart")])`;

describe("CHAIN", () => {
  it.each<[string, string, boolean, (string | number)[][]]>([
    [single('eventType = "cart"'), "view@9 cart@10", true, [["e1"]]],
    [single('eventType = "cart"'), "view@9", false, [[]]],
    [single('eventType.equals("CART", false)'), "cart@10", true, [["e0"]]],
    [single('eventType = "cart"', " WHEN(today)"), "cart@-10 cart@8", true, [["e1"]]],
    [single('eventType = "cart"', " WHEN(today)"), "cart@-10", false, [[]]],
    [single('eventType = "cart"', " WHEN(< 1 hours before now)"), "cart@10", false, [[]]],
    [single('eventType = "cart"', " WHEN(< 3 hours before now)"), "cart@10", true, [["e0"]]],
    [single('eventType = "view"', ' WHERE(web.page = "home")'), "view@10", true, [["e0"]]],
    [single('eventType = "view"', ' WHERE(web.page = "other")'), "view@10", false, [[]]],
    [single('eventType = "view"', " COUNT(2)"), "view@8 cart@9 view@10 view@11", true, [["e0", "e2"]]],
    [single('eventType = "view"', " COUNT(3)"), "view@8 cart@9 view@10", false, [["e0", "e2"]]],
    [single('eventType = "view"', " COUNT(2)"), "view@8 view@8", true, [["e0", "e1"]]], // events of one step may share a time
    [two, "view@8 cart@9", true, [["e0"], ["e1"]]],
    [two, "cart@8 view@9", false, [["e1"], []]],
    [two, "cart@9 view@8", true, [["e1"], ["e0"]]], // order is by timestamp, not by position
    [two, "view@9 cart@9", false, [["e0"], []]], // strictly later
    [two, "view@7 cart@6 view@8 cart@10", true, [["e0"], ["e3"]]],
    [
      `CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view") COUNT(2), B: WHAT(eventType = "cart")])`,
      "view@7 cart@8 view@9 cart@10",
      true,
      [["e0", "e2"], ["e3"]],
    ],
    [
      `CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view") COUNT(2), B: WHAT(eventType = "cart")])`,
      "view@7 view@9 cart@8",
      false,
      [["e0", "e1"], []],
    ],
    [`not(${single('eventType = "cart"')})`, "view@9", true, [[]]],
  ])("%s with %s -> %s", (text, spec, expected, matched) => {
    const r = run(text, { events: events(spec) });
    expect(r.qualifies).toBe(expected);
    expect(r.trace.chains[0]!.steps.map((s) => s.matched)).toEqual(matched);
  });

  it("events without `_id` are named by their index; events without a readable timestamp are skipped", () => {
    const r = run(single('eventType = "cart"'), {
      events: [{ eventType: "cart" }, { eventType: "cart", timestamp: "2024-05-15T10:00:00Z" }],
    });
    expect(r.trace.chains[0]!.steps[0]!.matched).toEqual([1]);
  });

  it("the trace does not grow with the number of events", () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ eventType: "view", timestamp: new Date(Date.UTC(2024, 4, 15, 0, 0, i)).toISOString() }));
    const text = `${single('eventType = "view"', " WHEN(today) COUNT(3)")} and xEvent[eventType = "view"].count() > 1`;
    const small = JSON.stringify(run(text, { events: many(10) }).trace).length;
    const large = JSON.stringify(run(text, { events: many(5_000) }).trace).length;
    expect(large).toBe(small);
  });
});

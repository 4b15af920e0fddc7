// Facts and verdicts of `select` / `sum ... over` with several bindings: later bindings range over
// earlier ones (`B from A.productListItems` reads A's items, not the profile), the value of a sum
// is read in the scope of all of them, and an event binding's window may be written in a later
// binding's condition. One case per row: the expression, then what the analyzer must find.
import { describe, expect, it } from "vitest";
import { explainText } from "../../src/analysis/index.js";

const facts = (q: string) => {
  const { facts, errors } = explainText(q);
  expect(errors).toEqual([]);
  return facts!;
};
const errorRules = (q: string) =>
  explainText(q)
    .verdict.reasons.filter((r) => r.severity === "error")
    .map((r) => r.rule);

describe("events and profile attributes", () => {
  it.each([
    // expression, [event kind, window kind][], profile attributes
    ['select A from xEvent where A.eventType = "x", B from A.productListItems where B.SKU = "PS"', [["select", null]], []],
    [
      'select A from xEvent, B from A.productListItems where B.SKU = "PS" and A.timestamp occurs today',
      [["select", "PointConstraint"]],
      [],
    ],
    [
      "select A from xEvent where A.timestamp occurs today, B from A.productListItems where B.timestamp occurs yesterday",
      [["select", "PointConstraint"]],
      [],
    ],
    [
      "select A from xEvent, B from xEvent where B.timestamp occurs today",
      [
        ["select", null],
        ["select", "PointConstraint"],
      ],
      [],
    ],
    [
      "sum B.priceTotal over A from xEvent where A.timestamp occurs today, B from A.productListItems",
      [["sum-over", "PointConstraint"]],
      [],
    ],
    ['select A from person.orders, B from A.items where B.sku = "x" and tier = 1', [], ["person.orders", "tier"]],
    ["exists A from xEvent, B from A.items where A.timestamp occurs today", [["exists", "PointConstraint"]], []],
  ])("%s", (q, events, attributes) => {
    const f = facts(q);
    expect(f.events.map((e) => [e.kind, e.window?.kind ?? null])).toEqual(events);
    expect(f.profileAttributes.map((p) => p.path)).toEqual(attributes);
  });
});

describe("edge verdicts", () => {
  it.each([
    ['select A from xEvent where A.timestamp occurs < 2 hours before now, B from A.productListItems where B.SKU = "PS"', []],
    ['select A from xEvent, B from A.productListItems where B.SKU = "PS" and A.timestamp occurs < 2 hours before now', []],
    ['select A from xEvent, B from A.productListItems where B.SKU = "PS"', ["edge/no-time-window"]],
    [
      'select A from xEvent where A.timestamp occurs < 3 days before now, B from A.productListItems where B.SKU = "PS"',
      ["edge/window-too-long"],
    ],
    ["sum B.priceTotal over A from xEvent where A.timestamp occurs today, B from A.productListItems", ["edge/event-aggregation"]],
    // a later binding over xEvent itself reads a second event
    ["select A from xEvent where A.timestamp occurs today, B from xEvent where B.timestamp occurs today", ["edge/multiple-events"]],
    ["exists A from xEvent where A.timestamp occurs today, B from xEvent where B.timestamp occurs today", ["edge/multiple-events"]],
  ])("%s", (q, expected) => {
    expect(errorRules(q)).toEqual(expected);
  });
});

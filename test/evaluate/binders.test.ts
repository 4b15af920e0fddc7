// `select`, `exists`, `forall`, `sum ... over` and `let`. Expression | expected value.
import { describe, expect, it } from "vitest";
import { valueOf } from "./helpers.js";

const events = [
  {
    _id: "e1",
    eventType: "order",
    timestamp: "2024-05-15T10:00:00Z",
    commerce: { order: { priceTotal: 60, currencyCode: "USD" } },
    productListItems: [{ SKU: "PS", price: 60 }],
  },
  {
    _id: "e2",
    eventType: "order",
    timestamp: "2024-05-15T11:00:00Z",
    commerce: { order: { priceTotal: 500, currencyCode: "USD" } },
    productListItems: [
      { SKU: "XB", price: 300 },
      { SKU: "PS", price: 200 },
    ],
  },
  {
    _id: "e3",
    eventType: "order",
    timestamp: "2024-05-14T11:00:00Z",
    commerce: { order: { priceTotal: 70, currencyCode: "EUR" } },
    productListItems: [],
  },
  { _id: "e4", eventType: "view", timestamp: "2024-05-15T09:00:00Z", web: { isHomePage: true } },
];

describe("binders", () => {
  it.each<[string, unknown]>([
    ['(select X from xEvent where X.eventType = "view")._id', ["e4"]],
    ["select X from xEvent where X.web.isHomePage = true", [events[3]]],
    ["select X from xEvent where X.web.isHomePage = false", []],
    ["(select X from xEvent)._id", ["e1", "e2", "e3", "e4"]],
    ['(select X from xEvent where X.commerce.order.currencyCode = "EUR").head().commerce.order.priceTotal', 70],
    ['exists X from xEvent where X.eventType = "view"', true],
    ['exists X from xEvent : X.eventType = "click"', false],
    ["exists X from xEvent", true],
    ['exists E from xEvent where E.commerce.order.priceTotal > 50, I from E.productListItems where I.SKU = "XB"', true],
    ['exists E from xEvent where E.commerce.order.priceTotal < 100, I from E.productListItems where I.SKU = "XB"', false],
    ["forall X from xEvent where X.timestamp occurs before now", true],
    ['forall X from xEvent : X.eventType = "order"', false],
    ["forall X from missing : X = 1", true],
    ["forall E from xEvent, I from E.productListItems where I.price > 50", true],
    ["forall E from xEvent, I from E.productListItems where I.price > 100", false],
    ['sum X.commerce.order.priceTotal over X from xEvent where X.commerce.order.currencyCode = "USD"', 560],
    ["sum X.commerce.order.priceTotal over X from xEvent", 630],
    ['sum X.commerce.order.priceTotal over X from xEvent where X.eventType = "click"', 0],
    [
      'let S = (sum X.commerce.order.priceTotal over X from xEvent where X.commerce.order.currencyCode = "USD") in (S > 100 and S < 1000)',
      true,
    ],
    ["sum X.eventType over X from xEvent", null],
    ['(select E from xEvent where E.commerce.order.priceTotal > 50, I from E.productListItems where I.SKU = "PS").price', [60, 200]],
    ['(select E from xEvent where E.commerce.order.priceTotal > 100, I from E.productListItems where I.SKU = "PS").price', [200]],
    ['select E from xEvent where E.eventType = "view", I from E.productListItems', []],
    ["sum I.price over E from xEvent, I from E.productListItems", 560],
    ['sum I.price over E from xEvent where E.commerce.order.currencyCode = "USD", I from E.productListItems where I.SKU = "PS"', 260],
    // Once per matching combination, as a join would: e2 has two items of 60 or more.
    ["sum E.commerce.order.priceTotal over E from xEvent, I from E.productListItems where I.price >= 60", 1060],
    ['xEvent[(timestamp occurs < 7 days before now) and eventType = "view"].count()', 1],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { events })).toEqual(expected);
  });

  it("`select` in boolean context is true when at least one element matches", () => {
    expect(valueOf('(select X from xEvent where X.eventType = "view") and true', { events })).toBe(true);
    expect(valueOf('(select X from xEvent where X.eventType = "click") or false', { events })).toBe(false);
  });
});

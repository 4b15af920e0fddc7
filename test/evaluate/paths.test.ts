// Names and paths: implicit and explicit profile, `$1`, lambdas, `this`, filters with `^`,
// projection through arrays, `let`. Expression | expected value, on one profile and its events.
import { describe, expect, it } from "vitest";
import { valueOf } from "./helpers.js";

const profile = {
  homeAddress: { stateProvince: "CA", countryCode: "US" },
  workAddress: { stateProvince: "CA" },
  person: {
    gender: "female",
    orders: [
      { storeId: 1, price: 10, items: [{ sku: "a" }] },
      { storeId: 2, price: 30, items: [{ sku: "b" }, { sku: "c" }] },
      { storeId: 1, price: 5 },
    ],
  },
  favoriteColors: ["red", "blue"],
};
const events = [
  { _id: "e1", eventType: "view", timestamp: "2024-05-15T10:00:00Z", productListItems: [{ SKU: "PS" }] },
  { _id: "e2", eventType: "cart", timestamp: "2024-05-15T11:00:00Z", productListItems: [{ SKU: "XB" }] },
];

describe("paths and scopes", () => {
  it.each<[string, unknown]>([
    ["homeAddress.stateProvince", "CA"],
    ["$1.homeAddress.stateProvince", "CA"],
    ["(Profile) => Profile.homeAddress.stateProvince = Profile.workAddress.stateProvince", true],
    ["(P) => P.homeAddress.countryCode", "US"],
    ["homeAddress.missing.deeper", null],
    ["person.orders.storeId", [1, 2, 1]],
    ["person.orders.items.sku", ["a", "b", "c"]],
    ["person.orders[price > 8].storeId", [1, 2]],
    ["person.orders[price > 100]", []],
    ['person.orders[items[sku = "c"]].storeId', [2]],
    ['xEvent[productListItems[SKU = "PS"]]._id', ["e1"]],
    ['xEvent[productListItems[SKU = "XB" or ^^.person.gender = "female"]]._id', ["e1", "e2"]],
    ['xEvent[productListItems[SKU = "XB" or ^^.person.gender = "male"]]._id', ["e2"]],
    ['xEvent[^.homeAddress.countryCode = "US"]._id', ["e1", "e2"]],
    ['xEvent[eventType = "cart"].count()', 1],
    ["xEvent.eventType", ["view", "cart"]],
    ['xEvent.eventType = "view"', false], // an array is not compared element by element
    ['"view" in xEvent.eventType', true],
    ['favoriteColors[this = "red"]', ["red"]],
    ["let x = person.orders.count() in x * 2", 6],
    ["let homeAddress = 1 in homeAddress", 1],
    ["^.homeAddress", null], // past the profile
    ["person.orders.filter(price >= 10).count()", 2],
    ["person.orders.map((o) => o.price * 2)", [20, 60, 10]],
    ["(person.orders).head().storeId", 1],
    ["xEvent.count()", 2],
    ["person.orders[xEvent.count() > 0].count()", 0], // inside a filter over profile data, a bare name is the element's field
    ["person.orders.exists(xEvent.isNotNull())", false],
    ["CHAIN(xEvent, timestamp, [A: WHAT(xEvent.isNull())])", true],
    ["(P) => P.xEvent", null],
    ["select X from person.orders where xEvent.count() = 2", profile.person.orders],
  ])("%s -> %j", (text, expected) => {
    expect(valueOf(text, { profile, events })).toEqual(expected);
  });
});

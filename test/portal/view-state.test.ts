// The list's view in the URL and the org/sandbox choice, without a browser: each query names a
// view; the defaults are left out of the query; what is unknown keeps the default.
import { describe, expect, it } from "vitest";
import { chosenScope, DEFAULT_VIEW, listViewQuery, parseListView, scopeQuery } from "../../src/portal/view-state.js";

describe("the list's view in the URL", () => {
  it.each([
    ["", DEFAULT_VIEW],
    ["method=Edge", { ...DEFAULT_VIEW, method: "Edge" }],
    ["search=cart%20adds", { ...DEFAULT_VIEW, search: "cart adds" }],
    ["sort=name", { ...DEFAULT_VIEW, sort: "name", descending: false }],
    ["sort=name&order=desc", { ...DEFAULT_VIEW, sort: "name", descending: true }],
    ["order=asc", { ...DEFAULT_VIEW, descending: false }],
    ["page=3", { ...DEFAULT_VIEW, page: 2 }],
    ["method=Nope&sort=size&page=-1&order=up", DEFAULT_VIEW],
  ])("%j", (query, view) => {
    expect(parseListView(query)).toEqual(view);
    // Written back, it reads the same.
    expect(parseListView(listViewQuery(parseListView(query)))).toEqual(view);
  });

  it("the default view has an empty query", () => {
    expect(listViewQuery(DEFAULT_VIEW)).toBe("");
    expect(listViewQuery({ method: "Batch", search: "a b", sort: "qualified", descending: false, page: 1 })).toBe(
      "method=Batch&search=a+b&sort=qualified&order=asc&page=2",
    );
  });
});

describe("the org and sandbox in the URL", () => {
  const scopes = [
    { orgId: "EMULATOR@AdobeOrg", sandbox: "prod" },
    { orgId: "OTHER@AdobeOrg", sandbox: "dev" },
  ];
  it.each([
    [scopeQuery(scopes[1]!), scopes[1]],
    ["?org=OTHER%40AdobeOrg&sandbox=prod", undefined],
    ["", undefined],
  ])("%j", (search, scope) => {
    expect(chosenScope(search, scopes)).toEqual(scope);
  });
});

// The list's view in the location's hash (`#/?method=Edge&search=cart&sort=name&order=asc&page=2`),
// so a reload or a shared link shows the same view; and the org and sandbox the page works in, in
// the location's query (`/portal?org=ORG&sandbox=NAME`), kept by every page of the portal since
// its links change only the hash. Pure: parsed and written without a browser.
import type { Scope } from "./api.js";
import { EVALUATION_METHODS } from "./evaluation.js";
import type { Column, ListView } from "./rows.js";

const COLUMNS: readonly Column[] = ["name", "method", "edgeType", "qualified", "updated"];

export const DEFAULT_VIEW: Readonly<ListView> = { method: "All", search: "", sort: "updated", descending: true, page: 0 };

/** The view a query names; anything it does not name, or names wrongly, keeps the default. */
export function parseListView(query: string): ListView {
  const q = new URLSearchParams(query);
  const method = q.get("method");
  const sort = q.get("sort");
  const order = q.get("order");
  const page = Number(q.get("page"));
  const column = COLUMNS.find((c) => c === sort) ?? DEFAULT_VIEW.sort;
  return {
    method: EVALUATION_METHODS.find((m) => m === method) ?? "All",
    search: q.get("search") ?? "",
    sort: column,
    descending: order === "asc" ? false : order === "desc" ? true : defaultDescending(column),
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

/** The query of a view, without the parts that are the default (`""` for the default view). */
export function listViewQuery(view: ListView): string {
  const q = new URLSearchParams();
  if (view.method !== "All") q.set("method", view.method);
  if (view.search) q.set("search", view.search);
  if (view.sort !== DEFAULT_VIEW.sort) q.set("sort", view.sort);
  if (view.descending !== defaultDescending(view.sort)) q.set("order", view.descending ? "desc" : "asc");
  if (view.page > 0) q.set("page", String(view.page + 1));
  return q.toString();
}

/** Numbers and times sort largest first on the first click, text from A. */
export function defaultDescending(column: Column): boolean {
  return column === "qualified" || column === "updated";
}

/** The org and sandbox the location's query names, when it names one the emulator holds. */
export function chosenScope(search: string, scopes: readonly Scope[]): Scope | undefined {
  const q = new URLSearchParams(search);
  return scopes.find((s) => s.orgId === q.get("org") && s.sandbox === q.get("sandbox"));
}

export function scopeQuery(scope: Scope): string {
  return `?${new URLSearchParams({ org: scope.orgId, sandbox: scope.sandbox }).toString()}`;
}

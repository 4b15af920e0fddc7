// The audiences list: name, evaluation method, edge type, qualified profiles and last update;
// filtered by evaluation method, searched by name, sorted by any column, 100 rows a page.
import type { PortalApi } from "./api.js";
import { append, fill, h } from "./dom.js";
import { EVALUATION_METHODS } from "./evaluation.js";
import { qualifiedNow } from "./history.js";
import { type AudienceRow, type Column, definitionRow, type ListView, localRow, visibleRows } from "./rows.js";
import { defaultDescending, listViewQuery, parseListView } from "./view-state.js";

/** Where the last view's query is kept for the tab: "Back to audiences" (`#/`) returns to it, after a reload too. */
const LAST_VIEW = "pql-portal-list-view";

/**
 * The columns, in order. On a narrow window (CSS, `.wide-only`) only the first priority shows:
 * name, method and qualified profiles fit 390 px without sideways scrolling.
 */
const COLUMNS: { column: Column; label: string; wideOnly: boolean }[] = [
  { column: "name", label: "Name", wideOnly: false },
  { column: "method", label: "Evaluation method", wideOnly: false },
  { column: "edgeType", label: "Edge type", wideOnly: true },
  { column: "qualified", label: "Qualified profiles", wideOnly: false },
  { column: "updated", label: "Last updated", wideOnly: true },
];
const wide = (column: Column) => (COLUMNS.find((c) => c.column === column)!.wideOnly ? "wide-only" : undefined);

/** `query` is the hash's part after `#/?`: the view to show ("" returns to the last one). */
export async function listPage(main: HTMLElement, api: PortalApi, query: string): Promise<void> {
  const view = parseListView(query || (sessionStorage.getItem(LAST_VIEW) ?? ""));
  const [definitions, evaluations, local] = await Promise.all([api.definitions(), api.history(), api.localAudiences()]);
  const qualified = qualifiedNow(evaluations.changes);
  const byId = new Map(definitions.map((d) => [d.id, definitionRow(d, qualified)]));
  const rows = [...byId.values(), ...local.map(localRow)];

  const status = h("p", { class: "count", role: "status", "aria-live": "polite" });
  // Focusable from script only: a page change moves the focus to the top of the table.
  const table = h("table", { class: "audiences", tabindex: -1 });
  const pager = h("nav", { class: "pager", "aria-label": "Pages" });
  const search = h("input", {
    id: "search",
    type: "search",
    value: view.search,
    placeholder: "Search by name",
    oninput: () => {
      view.search = search.value;
      view.page = 0;
      render();
    },
  });
  const method = h(
    "select",
    {
      id: "method-filter",
      onchange: () => {
        view.method = method.value as ListView["method"];
        view.page = 0;
        render();
      },
    },
    h("option", { value: "All" }, "All"),
    ...EVALUATION_METHODS.map((m) => h("option", { value: m }, m)),
  );
  method.value = view.method;

  function render(): void {
    const shown = visibleRows(rows, view);
    view.page = Math.min(view.page, shown.pages - 1);
    // The view goes into the URL without a new history entry or a hashchange (which would redraw).
    const shownQuery = listViewQuery(view);
    sessionStorage.setItem(LAST_VIEW, shownQuery);
    window.history.replaceState(null, "", `${location.pathname}${location.search}#/${shownQuery ? `?${shownQuery}` : ""}`);
    const local = rows.filter((r) => r.file).length;
    status.textContent = `${shown.matched} of ${rows.length} audiences${local ? ` (${local} from local files, read-only)` : ""}`;
    fill(
      table,
      h("caption", { class: "visually-hidden" }, `Audiences, page ${view.page + 1} of ${shown.pages}`),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ...COLUMNS.map(({ column, label }) => {
            const sorted = view.sort === column;
            return h(
              "th",
              { scope: "col", class: wide(column), "aria-sort": sorted ? (view.descending ? "descending" : "ascending") : undefined },
              h(
                "button",
                {
                  type: "button",
                  class: "sort",
                  "data-column": column,
                  onclick: () => {
                    view.descending = sorted ? !view.descending : defaultDescending(column);
                    view.sort = column;
                    render();
                    // The header was drawn anew: the focus stays on the control that sorted.
                    table.querySelector<HTMLButtonElement>(`button.sort[data-column="${column}"]`)?.focus();
                  },
                },
                label,
                h("span", { "aria-hidden": "true" }, sorted ? (view.descending ? " ▼" : " ▲") : ""),
              ),
            );
          }),
        ),
      ),
      h("tbody", {}, ...shown.rows.map(row)),
    );
    if (shown.rows.length === 0)
      table.tBodies[0]!.append(
        h(
          "tr",
          {},
          h(
            "td",
            { colspan: COLUMNS.length, class: "empty" },
            rows.length === 0 ? "No audiences yet: create one, or publish with `pql-audience publish`." : "No audience matches.",
          ),
        ),
      );
    fill(
      pager,
      h("button", { type: "button", disabled: view.page === 0, onclick: () => turn(-1) }, "Previous"),
      h("span", {}, `Page ${view.page + 1} of ${shown.pages}`),
      h("button", { type: "button", disabled: view.page >= shown.pages - 1, onclick: () => turn(1) }, "Next"),
    );
  }
  function turn(by: number): void {
    view.page += by;
    render();
    // The new page's rows start at the table's top: the focus goes there (its caption names it).
    table.focus();
  }

  fill(
    main,
    h("div", { class: "title" }, h("h1", {}, "Audiences"), h("a", { class: "button primary", href: "#/new" }, "Create audience")),
    h(
      "div",
      { class: "filters" },
      h("label", { for: "search" }, "Search"),
      search,
      h("label", { for: "method-filter" }, "Evaluation method"),
      method,
    ),
    status,
  );
  append(main, [h("div", { class: "table-scroll" }, table), pager]);
  render();
  watchQualified(table, api, byId);
}

/**
 * Live: the qualified column follows the emulator's history (polled every 2 s while the list is on
 * the page and the tab visible, as the details card is; docs/portal.md says why polling). A
 * changed count is written into its cell in place, so focus, sort and page stay as they are; the
 * rows keep the new count for the next sort.
 */
function watchQualified(table: HTMLTableElement, api: PortalApi, byId: Map<string, AudienceRow>): void {
  const timer = window.setInterval(async () => {
    if (!table.isConnected) {
      window.clearInterval(timer);
      return;
    }
    if (document.hidden) return;
    try {
      const counts = qualifiedNow((await api.history()).changes);
      for (const [id, r] of byId) {
        const now = counts.get(id) ?? 0;
        if (now === r.qualified) continue;
        r.qualified = now;
        const cell = table.querySelector(`tr[data-audience="${CSS.escape(r.href)}"] td[data-field="qualified"]`);
        if (cell) cell.textContent = now.toLocaleString("en-US");
      }
    } catch {
      // A failed poll (the emulator restarting) is tried again on the next tick.
    }
  }, 2000);
}

function row(r: AudienceRow): HTMLTableRowElement {
  return h(
    "tr",
    { "data-method": r.method, "data-audience": r.href },
    h(
      "td",
      { "data-field": "name" },
      h("a", { href: r.href }, r.name),
      r.file ? h("span", { class: "badge local", title: r.file }, "local file") : null,
    ),
    h("td", { "data-field": "method" }, h("span", { class: `badge method-${r.method.toLowerCase()}` }, r.method)),
    h("td", { "data-field": "edgeType", class: wide("edgeType") }, r.edgeType ?? (r.method === "Edge" ? "not eligible" : "—")),
    h("td", { "data-field": "qualified", class: "number" }, r.qualified === undefined ? "—" : r.qualified.toLocaleString("en-US")),
    h("td", { "data-field": "updated", class: wide("updated") }, r.updated === undefined ? "—" : formatTime(r.updated)),
  );
}

export function formatTime(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").slice(0, 16);
}

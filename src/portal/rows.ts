// One row of the audiences list, from an org definition or a local file, and the list's
// filter, search, sort and paging: pure, so the rules are tested without a browser.
import { explainExpression, type EdgeType } from "../index.js";
import type { Definition, LocalAudience } from "./api.js";
import { definitionMethod, type EvaluationMethod, localMethod } from "./evaluation.js";

export interface AudienceRow {
  /** `#/audience/ID` or `#/local/N`. */
  href: string;
  name: string;
  method: EvaluationMethod;
  /** Only for edge audiences whose PQL parses and is eligible. */
  edgeType: EdgeType | null;
  /** Undefined for local files (never evaluated by the emulator). */
  qualified: number | undefined;
  /** ms; undefined for local files. */
  updated: number | undefined;
  /** The file, for local audiences. */
  file?: string;
}

export type Column = "name" | "method" | "edgeType" | "qualified" | "updated";
export interface ListView {
  method: EvaluationMethod | "All";
  search: string;
  sort: Column;
  descending: boolean;
  page: number;
}

/** The Segmentation API's page limit, and the list's page size. */
export const PAGE_SIZE = 100;

const edgeTypes = new Map<string, EdgeType | null>();
function edgeTypeOf(pql: string | undefined): EdgeType | null {
  if (pql === undefined) return null;
  if (!edgeTypes.has(pql)) edgeTypes.set(pql, explainExpression(pql).verdict.type);
  return edgeTypes.get(pql)!;
}

export function definitionRow(d: Definition, qualified: Map<string, number>): AudienceRow {
  const method = definitionMethod(d);
  return {
    href: `#/audience/${encodeURIComponent(d.id)}`,
    name: d.name,
    method,
    edgeType: method === "Edge" ? edgeTypeOf(d.expression?.value) : null,
    qualified: qualified.get(d.id) ?? 0,
    updated: d.updateTime ?? d.creationTime,
  };
}

export function localRow(a: LocalAudience, index: number): AudienceRow {
  const method = localMethod(a);
  return {
    href: `#/local/${index}`,
    name: a.name,
    method,
    edgeType: method === "Edge" ? edgeTypeOf(a.pql) : null,
    qualified: undefined,
    updated: undefined,
    file: a.file,
  };
}

function compare(a: AudienceRow, b: AudienceRow, column: Column): number {
  const x = a[column];
  const y = b[column];
  if (typeof x === "number" && typeof y === "number") return x - y;
  if (x === undefined || x === null) return y === undefined || y === null ? 0 : 1;
  if (y === undefined || y === null) return -1;
  return String(x).localeCompare(String(y), undefined, { sensitivity: "base" });
}

/** The rows the view shows, and how many matched in all. */
export function visibleRows(rows: readonly AudienceRow[], view: ListView): { rows: AudienceRow[]; matched: number; pages: number } {
  const needle = view.search.trim().toLowerCase();
  const matching = rows
    .filter((r) => (view.method === "All" || r.method === view.method) && (!needle || r.name.toLowerCase().includes(needle)))
    .sort((a, b) => (view.descending ? -1 : 1) * compare(a, b, view.sort) || a.name.localeCompare(b.name));
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(view.page, pages - 1);
  return { rows: matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE), matched: matching.length, pages };
}

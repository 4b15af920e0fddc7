// Profile merge policies (`/data/core/ups/config/mergePolicies`, "Merge policies endpoint" in docs/aep-docs.md): the list,
// followed through `_links.next.href` (a cursor, "" on the last page), with `isActiveOnEdge`
// so the linter can check an org has a merge policy active on edge.
import { SERVICE_PATHS, type AepClient } from "./http.js";
import type { MergePolicy } from "./response-types.js";
import { MergePolicy as MergePolicySchema, MergePolicyPage, parseResponse } from "./merge-policy-schemas.js";
import type { CallOptions } from "./segments.js";

export type { MergePolicy } from "./response-types.js";

const BASE = `${SERVICE_PATHS.profile}/config/mergePolicies`;

export interface ListMergePoliciesOptions extends CallOptions {
  /** Ask the server for only the policies active (true) or not active (false) on edge. */
  isActiveOnEdge?: boolean;
  /** Page size asked for, default 20 as the API. */
  limit?: number;
  /** Guard against a cursor that never ends. Default 1000 pages. */
  maxPages?: number;
}

/** Every merge policy, following the next links. */
export async function* listMergePolicies(client: AepClient, options: ListMergePoliciesOptions = {}): AsyncGenerator<MergePolicy> {
  let query: Record<string, string | number | boolean | undefined> = { limit: options.limit, isActiveOnEdge: options.isActiveOnEdge };
  const seen = new Set<string>();
  for (let page = 0; page < (options.maxPages ?? 1000); page++) {
    const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
    const result = parseResponse(MergePolicyPage, response, "GET", BASE);
    yield* result.children;
    const next = nextQuery(result._links?.next?.href);
    // A missing or empty href ends the list; so does a cursor we have already followed.
    if (!next || seen.has(next.toString()) || result.children.length === 0) return;
    seen.add(next.toString());
    query = Object.fromEntries(next);
  }
}

/**
 * The query of a next link. The API writes it as `@/mergePolicies?start=...&limit=2`, a path
 * relative to the service; only its query matters, and it is read with a URL parser, not by
 * splitting on "=" (which breaks on base64 cursors).
 */
export function nextQuery(href: string | undefined): URLSearchParams | undefined {
  if (!href) return undefined;
  const q = href.indexOf("?");
  if (q < 0) return undefined;
  const params = new URLSearchParams(href.slice(q + 1));
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  return [...params.keys()].length > 0 ? params : undefined;
}

export async function listAllMergePolicies(client: AepClient, options: ListMergePoliciesOptions = {}): Promise<MergePolicy[]> {
  const all: MergePolicy[] = [];
  for await (const p of listMergePolicies(client, options)) all.push(p);
  return all;
}

/** The merge policy active on edge, if the org has one (at most one is allowed). */
export async function findEdgeMergePolicy(client: AepClient, options: CallOptions = {}): Promise<MergePolicy | undefined> {
  for await (const p of listMergePolicies(client, { ...options })) if (p.isActiveOnEdge) return p;
  return undefined;
}

export async function getMergePolicy(client: AepClient, id: string, options: CallOptions = {}): Promise<MergePolicy> {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  return parseResponse(MergePolicySchema, await client.request({ method: "GET", path, signal: options.signal }), "GET", path);
}

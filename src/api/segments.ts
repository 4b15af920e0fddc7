// Segment definitions (`/data/core/ups/segment/definitions`, "Segment definitions endpoint" in docs/aep-docs.md): create, list (all
// pages, optionally edge only), get, update (PATCH with the whole object), delete, and counts by method. Responses
// are checked with zod loose objects: fields we do not know are kept, never rejected.
import { statedMethod, type EvaluationMethod } from "../lint/budgets.js";
import { ApiError } from "./errors.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";
import type { SegmentConversion, SegmentDefinition, SegmentDefinitionPage } from "./response-types.js";
import * as schemas from "./segment-schemas.js";

export type { SegmentConversion, SegmentDefinition, SegmentDefinitionPage } from "./response-types.js";

const BASE = `${SERVICE_PATHS.segmentation}/segment/definitions`;

/** The create body ("Segment definitions endpoint" in docs/aep-docs.md). Extra fields are sent as given. */
export interface SegmentDefinitionInput {
  name: string;
  description?: string;
  expression: { type: "PQL"; format: "pql/text" | "pql/json"; value: string };
  schema: { name: string };
  evaluationInfo?: { batch?: { enabled: boolean }; continuous?: { enabled: boolean }; synchronous?: { enabled: boolean } };
  mergePolicyId?: string;
  ttlInDays?: number;
  [extra: string]: unknown;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ListSegmentsOptions extends CallOptions {
  /** Only edge (synchronous) definitions; false for only non-edge ones. */
  edge?: boolean;
  /** Only streaming (continuous) definitions; false for only non-streaming ones. */
  continuous?: boolean;
  /** Page size asked for (the server may cap it). Default 100. */
  limit?: number;
  /** `field:asc|desc`, default the server's (creationTime:desc). */
  sort?: string;
  /** Stop after this many pages, a guard against a server that never ends. Default 10 000. */
  maxPages?: number;
  /** Called after each page, e.g. to show progress. */
  onPage?: (fetched: number, totalCount: number | undefined) => void;
}

export async function createSegmentDefinition(
  client: AepClient,
  definition: SegmentDefinitionInput,
  options: CallOptions = {},
): Promise<SegmentDefinition> {
  const response = await client.request({ method: "POST", path: BASE, json: definition, signal: options.signal });
  return schemas.parseResponse(schemas.SegmentDefinition, response, "POST", BASE);
}

export async function getSegmentDefinition(client: AepClient, id: string, options: CallOptions = {}): Promise<SegmentDefinition> {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  return schemas.parseResponse(
    schemas.SegmentDefinition,
    await client.request({ method: "GET", path, signal: options.signal }),
    "GET",
    path,
  );
}

/**
 * PATCH overwrites the definition with the object sent (not JSON Patch, "Segment definitions endpoint" in docs/aep-docs.md); send
 * the whole definition, evaluationInfo included.
 */
export async function updateSegmentDefinition(
  client: AepClient,
  id: string,
  definition: Partial<SegmentDefinitionInput>,
  options: CallOptions = {},
): Promise<SegmentDefinition> {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path, json: definition, signal: options.signal });
  return schemas.parseResponse(schemas.SegmentDefinition, response, "PATCH", path);
}

export async function deleteSegmentDefinition(client: AepClient, id: string, options: CallOptions = {}): Promise<void> {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}`, signal: options.signal });
}

/** One page of definitions; `page` is 0-based. */
export async function listSegmentDefinitionsPage(
  client: AepClient,
  page: number,
  options: ListSegmentsOptions = {},
): Promise<SegmentDefinitionPage> {
  const query: Record<string, string | number | boolean | undefined> = { page, limit: options.limit ?? 100, sort: options.sort };
  if (options.edge !== undefined) query["evaluationInfo.synchronous.enabled"] = options.edge;
  if (options.continuous !== undefined) query["evaluationInfo.continuous.enabled"] = options.continuous;
  const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
  return schemas.parseResponse(schemas.SegmentDefinitionPage, response, "GET", BASE);
}

/**
 * Every definition, page after page: asks for page 0, 1, ... until `page.totalPages` is reached,
 * or a page comes back empty or short ("Segment definitions endpoint" in docs/aep-docs.md), whichever comes first.
 */
export async function* listSegmentDefinitions(client: AepClient, options: ListSegmentsOptions = {}): AsyncGenerator<SegmentDefinition> {
  const maxPages = options.maxPages ?? 10_000;
  let fetched = 0;
  for (let page = 0; page < maxPages; page++) {
    const result = await listSegmentDefinitionsPage(client, page, options);
    fetched += result.segments.length;
    options.onPage?.(fetched, result.page?.totalCount);
    yield* result.segments;
    const limit = result.page?.limit ?? options.limit ?? 100;
    const totalPages = result.page?.totalPages;
    if (result.segments.length === 0 || result.segments.length < limit) return;
    if (totalPages !== undefined && page + 1 >= totalPages) return;
  }
}

/** Collects the iterator into an array. */
export async function listAllSegmentDefinitions(client: AepClient, options: ListSegmentsOptions = {}): Promise<SegmentDefinition[]> {
  const all: SegmentDefinition[] = [];
  for await (const s of listSegmentDefinitions(client, options)) all.push(s);
  return all;
}

/**
 * The definitions with this exact name. Names are unique per sandbox, so this is how a caller
 * resolves an `outcomeUnknown` create: if it is there, the create was applied.
 */
export async function findSegmentDefinitionsByName(
  client: AepClient,
  name: string,
  options: CallOptions = {},
): Promise<SegmentDefinition[]> {
  const found: SegmentDefinition[] = [];
  for await (const s of listSegmentDefinitions(client, { signal: options.signal })) if (s.name === name) found.push(s);
  return found;
}

export interface SafeCreateResult {
  definition: SegmentDefinition;
  /** How many creates had an unknown outcome and were settled by reading back. */
  readBacks: number;
}

/**
 * Creates a definition exactly once even when the connection drops: a create whose outcome is
 * unknown is settled by looking the name up (names are unique per sandbox); only if it is not
 * there is it sent again. A 422 "already exists" right after an unknown outcome means our own
 * create landed, so it is settled the same way. Bounded by `maxAttempts` creates.
 */
export async function createSegmentDefinitionOnce(
  client: AepClient,
  definition: SegmentDefinitionInput,
  options: CallOptions & { maxAttempts?: number } = {},
): Promise<SafeCreateResult> {
  let readBacks = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return { definition: await createSegmentDefinition(client, definition, options), readBacks };
    } catch (e) {
      const unknown = e instanceof ApiError && e.outcomeUnknown;
      const ourDuplicate = e instanceof ApiError && e.status === 422 && readBacks > 0 && /already exists/i.test(`${e.title} ${e.detail}`);
      if (!unknown && !ourDuplicate) throw e;
      readBacks++;
      const [found] = await findSegmentDefinitionsByName(client, definition.name, options);
      if (found) return { definition: found, readBacks };
      if (attempt >= (options.maxAttempts ?? 3)) throw e;
    }
  }
}

/** How AEP will evaluate a definition: edge wins over streaming, streaming over batch. */
export function evaluationOf(definition: Pick<SegmentDefinition, "evaluationInfo">): EvaluationMethod {
  return statedMethod(definition.evaluationInfo);
}

const CONVERSION = `${SERVICE_PATHS.segmentation}/segment/conversion`;

/**
 * Converts a definition's expression between `pql/text` and `pql/json` ("Convert segment
 * definition" in AEP's segment definitions endpoint guide): AEP answers with the other format of
 * the one sent. Nothing is stored.
 */
export async function convertSegmentDefinition(
  client: AepClient,
  definition: Partial<SegmentDefinitionInput> & Pick<SegmentDefinitionInput, "expression">,
  options: CallOptions = {},
): Promise<SegmentConversion> {
  const response = await client.request({ method: "POST", path: CONVERSION, json: definition, signal: options.signal });
  return schemas.parseResponse(schemas.SegmentConversion, response, "POST", CONVERSION);
}

/** How many definitions of each method: what a sandbox's audience budgets count. */
export type CountsByMethod = Record<ReturnType<typeof evaluationOf>, number>;

/**
 * The sandbox's definitions counted by method, every page read: a count by the list's filters
 * and `page.totalCount` would trust the server to apply filters its docs do not promise for
 * combinations (continuous and not synchronous), and a wrong count would pass a budget silently.
 */
export async function countSegmentDefinitionsByMethod(client: AepClient, options: ListSegmentsOptions = {}): Promise<CountsByMethod> {
  const counts: CountsByMethod = { edge: 0, streaming: 0, batch: 0 };
  for await (const d of listSegmentDefinitions(client, options)) counts[evaluationOf(d)]++;
  return counts;
}

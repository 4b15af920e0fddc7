// Response shapes of the Flow Service, checked with zod and tolerant of extra fields: Adobe adds
// and drops optional fields (aepp#42), so only what the caller relies on is required.
import * as z from "zod";
import { ApiError } from "./errors.js";
import type { ApiResponse } from "./http.js";

// The types the library hands out are response-types.ts's interfaces, equal to what these infer
// (test/package/types.test.ts): flows.ts and the stream name those, not these.

/** `{id, etag}`: every Flow Service create and PATCH answers this. */
export const Created = z.looseObject({ id: z.string().min(1), etag: z.string().optional() });

export const ConnectionItem = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  etag: z.string(),
  state: z.string().optional(),
  baseConnectionId: z.string().optional(),
  connectionSpec: z.looseObject({ id: z.string(), version: z.string().optional() }).optional(),
  auth: z.looseObject({ specName: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() }).optional(),
});

const Status = z.looseObject({ value: z.string().optional(), errors: z.array(z.unknown()).optional() });

export const FlowItem = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  state: z.string().optional(),
  etag: z.string(),
  flowSpec: z.looseObject({ id: z.string(), version: z.string().optional() }).optional(),
  sourceConnectionIds: z.array(z.string()).default([]),
  targetConnectionIds: z.array(z.string()).default([]),
  transformations: z.array(z.looseObject({ name: z.string(), params: z.record(z.string(), z.unknown()).optional() })).optional(),
  options: z.looseObject({ inletUrl: z.string().optional() }).optional(),
  lastOperation: z
    .looseObject({
      operation: z.string().optional(),
      started: z.number().optional(),
      updated: z.number().optional(),
      status: Status.optional(),
    })
    .optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});

/** `{items:[...]}`: a GET by id answers an array of one. */
export function itemsOf<T extends z.ZodType>(schema: T) {
  return z.looseObject({ items: z.array(schema) });
}

/** Parses a 2xx body or throws an `invalid-response` ApiError naming what was wrong. */
export function parseResponse<T extends z.ZodType>(
  schema: T,
  response: ApiResponse,
  method: string,
  path: string,
  expected: string,
): z.infer<T> {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `expected ${expected}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
    requestId: response.requestId,
  });
}

// The zod schemas that check the Segmentation API's answers (segments.ts, merge-policies.ts and
// previews.ts call parseResponse with them). Loose objects: fields we do not know are kept, never
// rejected. The types the library hands out are response-types.ts's plain interfaces, equal to
// what these infer (test/package/types.test.ts); only this file's importers see zod.
import * as z from "zod";
import { ApiError } from "./errors.js";
import type { ApiResponse } from "./http.js";

const Toggle = z.looseObject({ enabled: z.boolean() });

export const EvaluationInfo = z.looseObject({
  batch: Toggle.optional(),
  continuous: Toggle.optional(),
  synchronous: Toggle.optional(),
});

export const Expression = z.looseObject({
  type: z.string(),
  format: z.string(),
  value: z.string(),
});

export const SegmentDefinition = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  expression: Expression,
  schema: z.looseObject({ name: z.string() }),
  evaluationInfo: EvaluationInfo.optional(),
  mergePolicyId: z.string().nullish(),
  profileInstanceId: z.string().optional(),
  imsOrgId: z.string().optional(),
  sandbox: z
    .looseObject({
      sandboxId: z.string().optional(),
      sandboxName: z.string().optional(),
      type: z.string().optional(),
      default: z.boolean().optional(),
    })
    .optional(),
  dataGovernancePolicy: z.looseObject({ excludeOptOut: z.boolean().optional() }).optional(),
  ttlInDays: z.number().optional(),
  creationTime: z.number().optional(),
  updateTime: z.number().optional(),
  updateEpoch: z.number().optional(),
});

export const SegmentDefinitionPage = z.looseObject({
  segments: z.array(SegmentDefinition),
  page: z
    .looseObject({
      totalCount: z.number().optional(),
      totalPages: z.number().optional(),
      sortField: z.string().optional(),
      sort: z.string().optional(),
      pageSize: z.number().optional(),
      limit: z.number().optional(),
    })
    .optional(),
  link: z.looseObject({ next: z.string().optional() }).optional(),
});

/** What `POST /segment/conversion` answers: the definition sent, its expression in the other format. */
export const SegmentConversion = z.looseObject({ expression: Expression });

/** Checks a response body; a mismatch is an ApiError of kind "invalid-response". */
export function parseResponse<T>(schema: z.ZodType<T>, response: ApiResponse, method: string, path: string): T {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `${where}: ${issue?.message ?? "not the expected shape"}`,
    requestId: response.requestId,
  });
}

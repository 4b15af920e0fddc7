// The zod schemas that check the previews' and estimates' answers (previews.ts). The types the
// library hands out are response-types.ts's PreviewJob and Estimate, equal to what these infer
// (test/package/types.test.ts).
import * as z from "zod";

export { parseResponse } from "./segment-schemas.js";

export const PreviewJob = z.looseObject({
  previewId: z.string().min(1),
  state: z.string().optional(),
  previewQueryId: z.string().optional(),
});

/** `state` is RUNNING until the job is RESULT_READY or FAILED (NEW right after creation). */
export const Estimate = z.looseObject({
  state: z.string(),
  estimatedSize: z.number().default(0),
  profilesReadSoFar: z.number().default(0),
  profilesMatchedSoFar: z.number().default(0),
  totalRows: z.number().default(0),
  numRowsToRead: z.number().optional(),
  standardError: z.number().default(0),
  /** AEP's confidence level, e.g. "95%" (the interval itself is `intervalOf`). */
  confidenceInterval: z.string().default("95%"),
  estimatedNamespaceDistribution: z
    .array(z.looseObject({ namespaceId: z.union([z.string(), z.number()]).transform(String), profilesMatchedSoFar: z.number() }))
    .default([]),
  error: z.looseObject({ description: z.string().optional(), traceback: z.string().optional() }).optional(),
});

export const PreviewPageBody = z.looseObject({
  results: z.array(z.record(z.string(), z.unknown())).default([]),
  state: z.string().optional(),
  links: z.looseObject({ next: z.string().optional() }).optional(),
  page: z.looseObject({ offset: z.number().optional(), size: z.number().optional(), totalCount: z.number().optional() }).optional(),
});

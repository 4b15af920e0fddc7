// The zod schemas that check the merge policies' answers (merge-policies.ts). The type the library
// hands out is response-types.ts's MergePolicy, equal to what MergePolicy infers
// (test/package/types.test.ts).
import * as z from "zod";

export { parseResponse } from "./segment-schemas.js";

// One doc example sends the flag as the string "false"; read both.
const Flag = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean());

export const MergePolicy = z.looseObject({
  id: z.string(),
  name: z.string(),
  imsOrgId: z.string().optional(),
  schema: z.looseObject({ name: z.string() }).optional(),
  version: z.number().optional(),
  identityGraph: z.looseObject({ type: z.string() }).optional(),
  attributeMerge: z.looseObject({ type: z.string() }).optional(),
  isActiveOnEdge: Flag.optional().default(false),
  default: Flag.optional().default(false),
  updateEpoch: z.number().optional(),
});

export const MergePolicyPage = z.looseObject({
  children: z.array(MergePolicy),
  _page: z.looseObject({ totalCount: z.number().optional(), pageSize: z.number().optional() }).optional(),
  _links: z.looseObject({ next: z.looseObject({ href: z.string().optional() }).optional() }).optional(),
});

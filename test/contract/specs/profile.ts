// profile.yaml, merge policies (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/profile.yaml).
import * as z from "zod";
import { type Operation, PLATFORM_HEADERS } from "./operation.js";

const BASE = "/data/core/ups/config/mergePolicies";
/** MergePolicy (PostMergePolicy plus id and version); isActiveOnEdge as the merge policies guide names it. */
const MergePolicy = z.looseObject({
  id: z.string(),
  name: z.string(),
  imsOrgId: z.string(),
  schema: z.looseObject({ name: z.string() }),
  version: z.number().int(),
  identityGraph: z.looseObject({ type: z.enum(["none", "pdg"]) }),
  attributeMerge: z.looseObject({ type: z.string() }),
  default: z.boolean(),
  isActiveOnEdge: z.boolean(),
});

export const profile: Operation[] = [
  {
    spec: "profile.yaml",
    operationId: "getMany",
    method: "GET",
    path: BASE,
    headers: PLATFORM_HEADERS,
    // MergePoliciesResponse: `_page` (Page: `count` required, `next`) and `children` required.
    responses: {
      200: z.looseObject({
        _page: z.looseObject({ count: z.number(), next: z.string().optional() }),
        children: z.array(MergePolicy),
        _links: z.looseObject({ next: z.looseObject({ href: z.string() }) }).optional(),
      }),
    },
  },
  {
    spec: "profile.yaml",
    operationId: "retrieveMergePolicy",
    method: "GET",
    path: `${BASE}/:id`,
    headers: PLATFORM_HEADERS,
    responses: { 200: MergePolicy },
  },
];

// segmentation.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/segmentation.yaml).
import * as z from "zod";
import { type Operation, PLATFORM_HEADERS } from "./operation.js";

const BASE = "/data/core/ups";
const Toggle = z.looseObject({ enabled: z.boolean() });
/** SegmentDefinition's expression (createSegmentDefinition): `type` PQL, format pql/text or pql/json. */
const Expression = z.looseObject({ type: z.enum(["PQL", "ARL"]), format: z.enum(["pql/text", "pql/json"]), value: z.string() });
const EvaluationInfo = z.looseObject({ batch: Toggle.optional(), continuous: Toggle.optional(), synchronous: Toggle.optional() });
/** createSegmentDefinition's body: `name`, `schema`, `expression` required. */
const SegmentInput = z.looseObject({
  name: z.string(), // createSegmentDefinition: required
  description: z.string().optional(),
  schema: z.looseObject({ name: z.string() }), // required
  expression: Expression, // required
  evaluationInfo: EvaluationInfo.optional(),
  mergePolicyId: z.string().optional(),
  ttlInDays: z.number().optional(),
});
/** SegmentDefinition, as the create, get and patch operations answer it. */
const Segment = SegmentInput.extend({
  id: z.string(),
  imsOrgId: z.string(),
  sandbox: z.looseObject({ sandboxId: z.string(), sandboxName: z.string() }),
  creationTime: z.number(),
  updateTime: z.number(),
  updateEpoch: z.number(),
});

export const segmentation: Operation[] = [
  {
    spec: "segmentation.yaml",
    operationId: "listSegmentDefinitions",
    method: "GET",
    path: `${BASE}/segment/definitions`,
    headers: PLATFORM_HEADERS,
    // start, limit, page (integers), sort, and the evaluationInfo.*.enabled filters of the guide.
    query: z.looseObject({ limit: z.string().regex(/^\d+$/).optional(), page: z.string().regex(/^\d+$/).optional() }),
    responses: {
      200: z.looseObject({
        segments: z.array(Segment),
        page: z.looseObject({ totalCount: z.number(), totalPages: z.number(), pageSize: z.number(), limit: z.number() }),
        link: z.looseObject({}),
      }),
    },
  },
  {
    spec: "segmentation.yaml",
    operationId: "createSegmentDefinition",
    method: "POST",
    path: `${BASE}/segment/definitions`,
    headers: [...PLATFORM_HEADERS, "content-type"],
    body: SegmentInput,
    responses: { 200: Segment },
  },
  {
    spec: "segmentation.yaml",
    operationId: "retrieveSegmentDefinitionById",
    method: "GET",
    path: `${BASE}/segment/definitions/:id`,
    headers: PLATFORM_HEADERS,
    responses: { 200: Segment },
  },
  {
    spec: "segmentation.yaml",
    operationId: "patchSegmentDefinition",
    method: "PATCH",
    path: `${BASE}/segment/definitions/:id`,
    headers: [...PLATFORM_HEADERS, "content-type"],
    body: SegmentInput.partial(),
    responses: { 200: Segment },
  },
  {
    spec: "segmentation.yaml",
    operationId: "deleteSegmentDefinition",
    method: "DELETE",
    path: `${BASE}/segment/definitions/:id`,
    headers: PLATFORM_HEADERS,
    // MessageResponse: status and message required.
    responses: { 200: z.looseObject({ status: z.boolean(), message: z.string() }) },
  },
  {
    spec: "segmentation.yaml",
    operationId: "convertSegmentDefinition",
    method: "POST",
    path: `${BASE}/segment/conversion`,
    headers: [...PLATFORM_HEADERS, "content-type"],
    body: z.looseObject({ expression: Expression }),
    responses: { 200: z.looseObject({ expression: Expression }) },
  },
  {
    spec: "segmentation.yaml",
    operationId: "createPreview",
    method: "POST",
    path: `${BASE}/preview`,
    headers: [...PLATFORM_HEADERS, "content-type"],
    // predicateExpression, predicateType, predicateModel (the preview guide); graphType none|pdg.
    body: z.looseObject({
      predicateExpression: z.string(),
      predicateType: z.literal("pql/text"),
      predicateModel: z.string(),
      graphType: z.enum(["none", "pdg"]).optional(),
    }),
    responses: { 201: z.looseObject({ state: z.string(), previewId: z.string(), previewQueryId: z.string().optional() }) },
  },
  {
    spec: "segmentation.yaml",
    operationId: "retrievePreview",
    method: "GET",
    path: `${BASE}/preview/:id`,
    headers: PLATFORM_HEADERS,
    responses: {
      200: z.looseObject({
        state: z.string(),
        results: z.array(z.record(z.string(), z.unknown())),
        links: z.looseObject({ next: z.string() }).optional(),
      }),
    },
  },
  {
    spec: "segmentation.yaml",
    operationId: "retrieveEstimate",
    method: "GET",
    path: `${BASE}/estimate/:id`,
    headers: PLATFORM_HEADERS,
    responses: {
      200: z.looseObject({
        state: z.string(),
        estimatedSize: z.number().optional(),
        standardError: z.number().optional(),
        confidenceInterval: z.string().optional(),
      }),
    },
  },
];

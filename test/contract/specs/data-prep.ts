// data-prep.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/data-prep.yaml).
import * as z from "zod";
import { type Operation, PLATFORM_HEADERS } from "./operation.js";

const BASE = "/data/foundation/conversion/mappingSets";
/** MappingOperation: source, destination, sourceType (ATTRIBUTE, EXPRESSION, ...). */
const Mapping = z.looseObject({
  source: z.string(),
  destination: z.string(),
  sourceType: z.enum(["ATTRIBUTE", "EXPRESSION", "CONSTANT"]).optional(),
});
/** MappingSet: `outputSchema.schemaRef {id, contentType}`, `mappings`; the service's document makes `version` an integer. */
const MappingSet = z.looseObject({
  id: z.string(),
  version: z.number().int(),
  // createdDate/modifiedDate: the spec says date-time, the Mapping sets endpoint guide's examples epoch ms.
  createdDate: z.union([z.number(), z.string()]),
  modifiedDate: z.union([z.number(), z.string()]),
  mappings: z.array(Mapping).optional(),
});

export const dataPrep: Operation[] = [
  {
    spec: "data-prep.yaml",
    operationId: "createMappingSet",
    method: "POST",
    path: BASE,
    headers: [...PLATFORM_HEADERS, "content-type"],
    body: z.looseObject({
      outputSchema: z.looseObject({ schemaRef: z.looseObject({ id: z.string(), contentType: z.string() }) }),
      mappings: z.array(Mapping).min(1),
    }),
    responses: { 200: MappingSet.omit({ mappings: true }) },
  },
  {
    spec: "data-prep.yaml",
    operationId: "listMappingSets",
    method: "GET",
    path: BASE,
    headers: PLATFORM_HEADERS,
    // limit and start: both required.
    query: z.looseObject({ limit: z.string().regex(/^\d+$/), start: z.string().regex(/^\d+$/) }),
    // MapperSetPage: _links, _page {count, limit}, data.
    responses: {
      200: z.looseObject({ data: z.array(MappingSet), _page: z.looseObject({ count: z.number().int(), limit: z.number().int() }) }),
    },
  },
];

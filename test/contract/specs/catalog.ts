// catalog.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/catalog.yaml).
import * as z from "zod";
import { type Operation, PLATFORM_HEADERS } from "./operation.js";

const BASE = "/data/foundation/catalog/dataSets";
/** The answer of createDataset and deleteDataset: the paths of the datasets, `["@/dataSets/<id>"]`. */
const Paths = z.array(z.string().regex(/^@\/dataSets\/[^/]+$/)).length(1);

export const catalog: Operation[] = [
  {
    spec: "catalog.yaml",
    operationId: "createDataset",
    method: "POST",
    path: BASE,
    headers: [...PLATFORM_HEADERS, "content-type"],
    // requestDataSource (the Create a dataset guide); the body: name, schemaRef {id, contentType}.
    query: z.looseObject({ requestDataSource: z.enum(["true", "false"]).optional() }),
    body: z.looseObject({
      name: z.string(),
      description: z.string().optional(),
      schemaRef: z.looseObject({ id: z.string(), contentType: z.string() }),
    }),
    responses: { 201: Paths },
  },
  {
    spec: "catalog.yaml",
    operationId: "deleteDataset",
    method: "DELETE",
    path: `${BASE}/:id`,
    headers: PLATFORM_HEADERS,
    responses: { 200: Paths },
  },
];

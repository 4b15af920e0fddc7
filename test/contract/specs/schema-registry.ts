// schema-registry.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/schema-registry.yaml).
import * as z from "zod";
import { type Operation, PLATFORM_HEADERS } from "./operation.js";

const BASE = "/data/foundation/schemaregistry/tenant/schemas";

export const schemaRegistry: Operation[] = [
  {
    spec: "schema-registry.yaml",
    operationId: "createSchema",
    method: "POST",
    path: BASE,
    headers: [...PLATFORM_HEADERS, "content-type"],
    // createSchema: title, description, type "object" and allOf (the class by $ref) required.
    body: z.looseObject({
      title: z.string(),
      description: z.string(),
      type: z.literal("object"),
      allOf: z.array(z.looseObject({ $ref: z.string() })).min(1),
    }),
    responses: {
      201: z.looseObject({
        $id: z.string(),
        "meta:altId": z.string(),
        title: z.string(),
        version: z.string(),
        "meta:resourceType": z.literal("schemas"),
      }),
    },
  },
  {
    // The registry's GET of a schema (the Schemas endpoint guide; schema-registry.yaml lists the
    // tenant schema writes only): with the Accept of the full form.
    spec: "schema-registry.yaml",
    operationId: "retrieveSchema (Schemas endpoint guide)",
    method: "GET",
    path: `${BASE}/:id`,
    headers: [...PLATFORM_HEADERS, "accept"],
    responses: { 200: z.looseObject({ $id: z.string(), title: z.string(), allOf: z.array(z.looseObject({ $ref: z.string() })) }) },
  },
  {
    spec: "schema-registry.yaml",
    operationId: "deleteSchema",
    method: "DELETE",
    path: `${BASE}/:id`,
    headers: PLATFORM_HEADERS,
    responses: { 204: "empty" },
  },
];

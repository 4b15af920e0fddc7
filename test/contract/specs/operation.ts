// What the contract test knows of one operation of an Adobe API description: where it is (spec
// file and operationId in https://github.com/AdobeDocs/experience-platform-apis,
// static/swagger-specs/), how a request is matched to it, and zod schemas, written in this project
// from the description, for what the request must carry and what each answer holds. Request and
// answer objects are loose (OpenAPI allows fields a schema does not name); what the description
// names is held to its type, and what it requires must be there.
import type * as z from "zod";

export interface Operation {
  spec: string;
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path on the wire, `:name` for a path parameter. */
  path: string;
  /** Headers the description marks required (lower case). */
  headers?: string[];
  /** The query parameters, as an object of strings. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The answer body by status (2xx statuses the description gives). */
  responses: Record<number, z.ZodType | "empty">;
}

export const PLATFORM_HEADERS = ["authorization", "x-api-key", "x-gw-ims-org-id", "x-sandbox-name"];
export const ORG_HEADERS = ["authorization", "x-api-key", "x-gw-ims-org-id"];

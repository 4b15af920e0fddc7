// streaming-ingestion.yaml (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/streaming-ingestion.yaml),
// and Adobe's raw-data tutorial for the raw body and the x-adobe-flow-id header.
import * as z from "zod";
import type { Operation } from "./operation.js";

const SchemaReference = z.looseObject({ id: z.string(), contentType: z.string() });
/** streamingMessage: header {schemaRef, imsOrgId, datasetId, flowId} and body {xdmMeta {schemaRef}, xdmEntity} required. */
export const StreamingMessage = z.looseObject({
  header: z.looseObject({ schemaRef: SchemaReference, imsOrgId: z.string(), datasetId: z.string(), flowId: z.string() }),
  body: z.looseObject({ xdmMeta: z.looseObject({ schemaRef: SchemaReference }), xdmEntity: z.looseObject({}) }),
});

export const streamingIngestion: Operation[] = [
  {
    spec: "streaming-ingestion.yaml",
    operationId: "sendMessage",
    method: "POST",
    path: "/collection/:inletId",
    // x-sandbox-name and Content-Type required; the dataflow in x-adobe-flow-id (raw-data tutorial).
    headers: ["x-sandbox-name", "content-type", "x-adobe-flow-id"],
    // The envelope, or a raw record (any JSON object) as the raw-data tutorial sends it.
    body: z.union([
      StreamingMessage,
      z.looseObject({}).refine((r) => !("header" in r && "body" in r), "a record with header and body must be the whole envelope"),
    ]),
    responses: { 200: z.looseObject({ inletId: z.string(), xactionId: z.string(), receivedTimeMs: z.number() }) },
  },
];

// The XDM body of a streaming message, as streaming-ingestion.yaml describes it (operation
// `sendMessage`, schema `streamingMessage`): `header` names the schema, org, dataset and dataflow;
// `body.xdmMeta` repeats the schema reference and `body.xdmEntity` is the record itself.
// (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/streaming-ingestion.yaml)
import { XED_FULL } from "../api/flow-ids.js";

export interface EnvelopeTarget {
  schemaId: string;
  imsOrgId: string;
  datasetId: string;
  flowId: string;
}

export interface XdmEnvelope {
  header: { schemaRef: { id: string; contentType: string }; imsOrgId: string; datasetId: string; flowId: string };
  body: { xdmMeta: { schemaRef: { id: string; contentType: string } }; xdmEntity: unknown };
}

export function xdmEnvelope(target: EnvelopeTarget, entity: unknown): XdmEnvelope {
  const schemaRef = { id: target.schemaId, contentType: XED_FULL };
  return {
    header: { schemaRef, imsOrgId: target.imsOrgId, datasetId: target.datasetId, flowId: target.flowId },
    body: { xdmMeta: { schemaRef: { ...schemaRef } }, xdmEntity: entity },
  };
}

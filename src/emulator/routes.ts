// Every route the emulator serves. To add a service, export a `Route[]` from its own file and add
// one line here (see the comment at the top of server.ts).
//
// Per route, the operation of Adobe's OpenAPI descriptions it serves
// (https://github.com/AdobeDocs/experience-platform-apis, static/swagger-specs/) and what it leaves
// out; docs/api-and-emulator.md ("Operation by operation") has the same table with the client's use:
//   ims.ts             POST /ims/token/v3 (IMS token), /ims/token/v2 (the Postman collection's form)
//   segments.ts        segmentation.yaml listSegmentDefinitions, createSegmentDefinition,
//                      retrieveSegmentDefinitionById, patchSegmentDefinition, deleteSegmentDefinition,
//                      bulkGetSegmentDefinitions; out: payloadSchema, ARL expressions
//   conversion.ts      convertSegmentDefinition
//   previews.ts        createPreview, retrievePreview, deletePreview, retrieveEstimate
//   merge-policies.ts  profile.yaml getMany, retrieveMergePolicy; out: the writes and bulk-get
//   hygiene.ts         data-hygiene.yaml listQuotas, createTtl, listTtl, getTtl, deleteTtl,
//                      createWorkOrder, getWorkOrders, getWorkOrderById; out: the PUTs, list filters
//   stream-routes.ts   flow-service.yaml create/list/retrieve/patch/delete of connections, source and
//                      target connections and flows, listConnectionSpecs, listFlowSpecs,
//                      retrieveConnectionSpec, retrieveFlowSpec, listFlowRuns, retrieveFlowRun (out:
//                      /test, /explore, /action, /search, createFlowRun); schema-registry.yaml
//                      createSchema, deleteSchema (+ the guide's GETs; out: PUT, PATCH); catalog.yaml
//                      createDataset, listDatasets, retrieveDataset, patchDataset, deleteDataset (out:
//                      putDataset, batches); data-prep.yaml createMappingSet, listMappingSets,
//                      retrieveMappingSet, putMappingSet, validateMappingSet, previewMappingSet (no
//                      DELETE: the spec has none; out: /languages/el, /mappings); streaming-ingestion.yaml
//                      sendMessage (out: syncValidation, Smile, /collection/batch)
//   edge.ts            the Edge Network Server API's interact (not one of those descriptions)
import { conversionRoutes } from "./conversion.js";
import { quotaRoutes } from "./hygiene.js";
import { imsRoutes } from "./ims.js";
import { mergePolicyRoutes } from "./merge-policies.js";
import { portalRoutes } from "./portal-routes.js";
import { previewRoutes } from "./previews.js";
import type { Route } from "./router.js";
import { segmentRoutes } from "./segments.js";
import { edgeRoutes } from "./edge.js";
import { streamRoutes } from "./stream-routes.js";

export const routes: Route[] = [
  ...imsRoutes,
  ...segmentRoutes,
  ...conversionRoutes,
  ...previewRoutes,
  ...mergePolicyRoutes,
  ...quotaRoutes,
  ...streamRoutes,
  ...edgeRoutes,
  ...portalRoutes,
];

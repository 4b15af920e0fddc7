(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  SegmentDefinition: () => SegmentDefinition,
  SegmentDefinitionPage: () => SegmentDefinitionPage,
  parseResponse: () => parseResponse
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
// src/api/segment-schemas.ts
var Toggle = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ enabled: (0, import_cli_chunk_5Y3BX2GH.boolean)() });
var EvaluationInfo = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  batch: Toggle.optional(),
  continuous: Toggle.optional(),
  synchronous: Toggle.optional()
});
var Expression = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  type: (0, import_cli_chunk_5Y3BX2GH.string)(),
  format: (0, import_cli_chunk_5Y3BX2GH.string)(),
  value: (0, import_cli_chunk_5Y3BX2GH.string)()
});
var SegmentDefinition = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  id: (0, import_cli_chunk_5Y3BX2GH.string)(),
  name: (0, import_cli_chunk_5Y3BX2GH.string)(),
  description: (0, import_cli_chunk_5Y3BX2GH.string)().nullish(),
  expression: Expression,
  schema: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ name: (0, import_cli_chunk_5Y3BX2GH.string)() }),
  evaluationInfo: EvaluationInfo.optional(),
  mergePolicyId: (0, import_cli_chunk_5Y3BX2GH.string)().nullish(),
  profileInstanceId: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  imsOrgId: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  sandbox: (0, import_cli_chunk_5Y3BX2GH.looseObject)({
    sandboxId: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
    sandboxName: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
    type: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
    default: (0, import_cli_chunk_5Y3BX2GH.boolean)().optional()
  }).optional(),
  dataGovernancePolicy: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ excludeOptOut: (0, import_cli_chunk_5Y3BX2GH.boolean)().optional() }).optional(),
  ttlInDays: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  creationTime: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  updateTime: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  updateEpoch: (0, import_cli_chunk_5Y3BX2GH.number)().optional()
});
var SegmentDefinitionPage = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  segments: (0, import_cli_chunk_5Y3BX2GH.array)(SegmentDefinition),
  page: (0, import_cli_chunk_5Y3BX2GH.looseObject)({
    totalCount: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
    totalPages: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
    sortField: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
    sort: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
    pageSize: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
    limit: (0, import_cli_chunk_5Y3BX2GH.number)().optional()
  }).optional(),
  link: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ next: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional()
});
var SegmentConversion = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ expression: Expression });
function parseResponse(schema, response, method, path) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  throw new import_cli_chunk_5Y3BX2GH.ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path,
    detail: `${where}: ${issue?.message ?? "not the expected shape"}`,
    requestId: response.requestId
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SegmentDefinition,
  SegmentDefinitionPage,
  parseResponse
});
})

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
  runRename: () => runRename,
  runStreamCreate: () => runStreamCreate,
  runStreamDelete: () => runStreamDelete,
  runStreamGet: () => runStreamGet,
  runStreamRuns: () => runStreamRuns
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_I7NAOV7D = require("./cli-chunk-I7NAOV7D.cjs");
var import_cli_chunk_HFB2OUYQ = require("./cli-chunk-HFB2OUYQ.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_U76BCVCY = require("./cli-chunk-U76BCVCY.cjs");
var import_cli_chunk_5Y3BX2GH = require("./cli-chunk-5Y3BX2GH.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/api/flow-runs.ts
var RUNS = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.flowService}/runs`;
var RunError = (0, import_cli_chunk_5Y3BX2GH.looseObject)({ code: (0, import_cli_chunk_5Y3BX2GH.string)().optional(), message: (0, import_cli_chunk_5Y3BX2GH.string)().optional() });
var FlowRun = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  id: (0, import_cli_chunk_5Y3BX2GH.string)(),
  flowId: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  createdAt: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  updatedAt: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
  metrics: (0, import_cli_chunk_5Y3BX2GH.looseObject)({
    durationSummary: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ startedAtUTC: (0, import_cli_chunk_5Y3BX2GH.number)().optional(), completedAtUTC: (0, import_cli_chunk_5Y3BX2GH.number)().optional() }).optional(),
    recordSummary: (0, import_cli_chunk_5Y3BX2GH.looseObject)({
      inputRecordCount: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
      outputRecordCount: (0, import_cli_chunk_5Y3BX2GH.number)().optional(),
      failedRecordCount: (0, import_cli_chunk_5Y3BX2GH.number)().optional()
    }).optional(),
    statusSummary: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ status: (0, import_cli_chunk_5Y3BX2GH.string)().optional(), errors: (0, import_cli_chunk_5Y3BX2GH.array)(RunError).nullish() }).optional()
  }).optional()
});
var FlowRunPage = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  items: (0, import_cli_chunk_5Y3BX2GH.array)(FlowRun),
  _links: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ next: (0, import_cli_chunk_5Y3BX2GH.looseObject)({ href: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).optional() }).optional()
});
async function listFlowRuns(client, flowId, options = {}) {
  const out = [];
  let continuationToken;
  for (let page = 0; page < (options.maxPages ?? 100); page++) {
    const query = { property: `flowId==${flowId}` };
    if (continuationToken) query.continuationToken = continuationToken;
    const response = await client.request({ method: "GET", path: RUNS, query });
    const body = (0, import_cli_chunk_U76BCVCY.parseResponse)(FlowRunPage, response, "GET", RUNS, "{items:[...]}");
    out.push(...body.items);
    const next = body._links?.next?.href;
    continuationToken = next ? new URL(next, "http://x").searchParams.get("continuationToken") ?? void 0 : void 0;
    if (!continuationToken) break;
  }
  return out;
}
function runSummary(run, now) {
  const started = run.metrics?.durationSummary?.startedAtUTC;
  const completed = run.metrics?.durationSummary?.completedAtUTC;
  const records = run.metrics?.recordSummary;
  return {
    id: run.id,
    status: run.metrics?.statusSummary?.status ?? "unknown",
    startedAt: started,
    completedAt: completed,
    durationMs: started === void 0 ? void 0 : (completed ?? now) - started,
    input: records?.inputRecordCount ?? 0,
    output: records?.outputRecordCount ?? 0,
    failed: records?.failedRecordCount ?? 0,
    errors: run.metrics?.statusSummary?.errors ?? []
  };
}
// src/report/stream-runs.ts
function gmt(ms) {
  return ms === void 0 ? "-" : `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} GMT`;
}
function duration(ms) {
  if (ms === void 0) return "-";
  const s = Math.round(ms / 1e3);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${s % 60} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}
function recordCounts(run) {
  return `${run.input} in, ${run.output} out, ${run.failed} failed`;
}
function renderRuns(runs) {
  if (runs.length === 0) return "";
  const rows = runs.map((r) => [
    gmt(r.startedAt),
    r.status,
    String(r.input),
    String(r.output),
    String(r.failed),
    duration(r.durationMs),
    r.id
  ]);
  const head = ["STARTED", "STATUS", "IN", "OUT", "FAILED", "DURATION", "RUN"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])).join("  ").trimEnd();
  const errors = runs.flatMap((r) => r.errors.map((e) => `  ${r.id}: ${e.code ? `${e.code} ` : ""}${e.message ?? ""}`.trimEnd()));
  return `${[line(head), ...rows.map(line)].join("\n")}
${errors.length > 0 ? `errors:
${errors.join("\n")}
` : ""}`;
}
function runsLine(runs) {
  const latest = runs[0];
  if (!latest) return "- (no runs yet: no records received)";
  const total = runs.reduce((t, r) => ({ input: t.input + r.input, output: t.output + r.output, failed: t.failed + r.failed }), {
    input: 0,
    output: 0,
    failed: 0
  });
  return `${(0, import_cli_chunk_FCDA32LZ.plural)(runs.length, "run")}, latest ${latest.status} (${recordCounts(latest)}); in all ${total.input} in, ${total.output} out, ${total.failed} failed`;
}
// src/stream/delete.ts
async function deleteStream(client, flowId, options) {
  const flow = await (0, import_cli_chunk_U76BCVCY.getFlow)(client, flowId);
  await (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "flows", flow.id);
  options.onFlowDeleted?.(flow);
  const parts = [];
  if (options.keepConnections) return { flow, parts };
  const mappings = (flow.transformations ?? []).map((t) => t.params?.mappingId).filter((id) => typeof id === "string");
  const rest = [
    ...flow.sourceConnectionIds.map((id) => [
      `source connection ${id}`,
      () => (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "sourceConnections", id)
    ]),
    ...flow.targetConnectionIds.map((id) => [
      `target connection ${id}`,
      () => (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "targetConnections", id)
    ])
  ];
  for (const [what, remove] of rest) {
    let part;
    try {
      await remove();
      part = { what };
    } catch (error) {
      part = { what, error };
    }
    parts.push(part);
    options.onPart?.(part);
  }
  for (const id of mappings) {
    const part = { what: `mapping set ${id}`, left: import_cli_chunk_I7NAOV7D.MAPPING_SET_NOT_DELETABLE };
    parts.push(part);
    options.onPart?.(part);
  }
  return { flow, parts };
}
// src/api/datasets.ts
var BASE = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.catalog}/dataSets`;
var Paths = (0, import_cli_chunk_5Y3BX2GH.array)((0, import_cli_chunk_5Y3BX2GH.string)());
async function createDataset(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE,
    query: { requestDataSource: true },
    json: {
      name: input.name,
      ...input.description ? { description: input.description } : {},
      schemaRef: { id: input.schemaId, contentType: import_cli_chunk_I7NAOV7D.XED }
    }
  });
  const paths = (0, import_cli_chunk_U76BCVCY.parseResponse)(Paths, response, "POST", BASE, `["@/dataSets/<id>"]`);
  const id = datasetIdOf(paths[0]);
  if (!id)
    throw new import_cli_chunk_5Y3BX2GH.ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: BASE,
      detail: `expected ["@/dataSets/<id>"], got ${JSON.stringify(paths).slice(0, 100)}`
    });
  return id;
}
function datasetIdOf(path) {
  return /^@\/dataSets\/([^/?#]+)$/.exec(path ?? "")?.[1];
}
async function deleteDataset(client, id) {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}` });
}
// src/api/schemas.ts
var BASE2 = `${import_cli_chunk_5Y3BX2GH.SERVICE_PATHS.schemaRegistry}/tenant/schemas`;
var SchemaCreated = (0, import_cli_chunk_5Y3BX2GH.looseObject)({
  $id: (0, import_cli_chunk_5Y3BX2GH.string)().min(1),
  "meta:altId": (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  version: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  title: (0, import_cli_chunk_5Y3BX2GH.string)().optional()
});
function leaf(field) {
  const base = field.type === "date" ? { type: "string", format: "date" } : field.type === "date-time" ? { type: "string", format: "date-time" } : { type: field.type };
  return field.title ? { ...base, title: field.title } : base;
}
function own(level, key, value) {
  Object.defineProperty(level, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}
function fieldProperties(fields) {
  const root = {};
  for (const field of fields) {
    const parts = field.path.split(".");
    const name = parts.pop();
    let level = root;
    for (const part of parts) {
      const node = Object.hasOwn(level, part) ? level[part] : own(level, part, { type: "object", properties: {} });
      level = node.properties ?? (node.properties = {});
    }
    own(level, name, leaf(field));
  }
  return root;
}
function schemaBody(input) {
  return {
    title: input.title,
    description: input.description,
    type: "object",
    definitions: { fields: { properties: fieldProperties(input.fields) } },
    allOf: [{ $ref: input.classId }, { $ref: "#/definitions/fields" }]
  };
}
async function createSchema(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE2,
    json: schemaBody(input),
    headers: { Accept: "application/vnd.adobe.xed+json" }
  });
  return (0, import_cli_chunk_U76BCVCY.parseResponse)(SchemaCreated, response, "POST", BASE2, "a schema with $id");
}
async function deleteSchema(client, id) {
  await client.request({ method: "DELETE", path: `${BASE2}/${encodeURIComponent(id)}` });
}
// src/stream/resources.ts
var RESOURCE_STEPS = [
  "baseConnection",
  "sourceConnection",
  "schema",
  "dataset",
  "targetConnection",
  "mappingSet",
  "flow"
];
var STEP_LABELS = {
  baseConnection: "base connection",
  sourceConnection: "source connection",
  schema: "target schema",
  dataset: "target dataset",
  targetConnection: "target connection",
  mappingSet: "mapping set",
  flow: "dataflow",
  readBack: "read back the dataflow"
};
function isDeletable(step) {
  return step !== "mappingSet";
}
async function deleteResource(client, resource) {
  switch (resource.step) {
    case "baseConnection":
      return (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "connections", resource.id);
    case "sourceConnection":
      return (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "sourceConnections", resource.id);
    case "targetConnection":
      return (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "targetConnections", resource.id);
    case "flow":
      return (0, import_cli_chunk_U76BCVCY.deleteFlowResource)(client, "flows", resource.id);
    case "schema":
      return deleteSchema(client, resource.id);
    case "dataset":
      return deleteDataset(client, resource.id);
    case "mappingSet":
      throw new Error(`mapping set ${resource.id}: ${import_cli_chunk_I7NAOV7D.MAPPING_SET_NOT_DELETABLE}`);
  }
}
function resumeArgument(resources) {
  return resources.filter((r) => r.origin !== "existing").map((r) => `${r.step}=${r.id}`).join(",");
}
function parseResumeArgument(value) {
  const out = {};
  for (const part of value.split(",").map((s) => s.trim()).filter(Boolean)) {
    const eq = part.indexOf("=");
    const step = part.slice(0, eq);
    const id = part.slice(eq + 1);
    if (eq <= 0 || !id) throw new Error(`--resume: "${part}" is not step=id`);
    if (!RESOURCE_STEPS.includes(step)) throw new Error(`--resume: unknown step "${step}"; steps are ${RESOURCE_STEPS.join(", ")}`);
    out[step] = id;
  }
  return out;
}
// src/stream/create.ts
var StreamCreateError = class extends Error {
  constructor(failedStep, cause, deleted, left, resume, undeletable = []) {
    super(`${STEP_LABELS[failedStep]} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.failedStep = failedStep;
    this.cause = cause;
    this.deleted = deleted;
    this.left = left;
    this.resume = resume;
    this.undeletable = undeletable;
  }
  failedStep;
  cause;
  deleted;
  left;
  resume;
  undeletable;
  name = "StreamCreateError";
};
async function createStream(spec, client, progress = () => {
}, options = {}) {
  const resources = [];
  const started = client.clock.now() - 10 * 6e4;
  const ids = {};
  let current = "baseConnection";
  const step = async (name, given, make, recover) => {
    current = name;
    const label = STEP_LABELS[name];
    if (given?.id) {
      ids[name] = given.id;
      resources.push({ step: name, id: given.id, origin: given.origin });
      progress({ kind: "step", step: name, label, status: "reused", id: given.id });
      return given.id;
    }
    progress({ kind: "step", step: name, label, status: "start" });
    const id = await make().catch(async (e) => {
      const found = e instanceof import_cli_chunk_5Y3BX2GH.ApiError && e.outcomeUnknown && recover ? await recover() : void 0;
      if (found === void 0) throw e;
      return found;
    });
    ids[name] = id;
    resources.push({ step: name, id, origin: "created" });
    progress({ kind: "step", step: name, label, status: "done", id });
    return id;
  };
  const resumed = (name) => options.resume?.[name] ? { id: options.resume[name], origin: "resumed" } : void 0;
  try {
    const description = spec.description;
    if (spec.source.baseConnection || options.resume?.baseConnection) {
      const existing = spec.source.baseConnection?.id;
      await step(
        "baseConnection",
        existing ? { id: existing, origin: "existing" } : resumed("baseConnection"),
        async () => {
          const params = {
            dataType: spec.source.baseConnection?.dataType ?? "raw",
            name: spec.name,
            authenticationRequired: spec.source.baseConnection?.authenticationRequired ?? false
          };
          const created = await (0, import_cli_chunk_U76BCVCY.createBaseConnection)(client, {
            name: spec.name,
            description,
            connectionSpec: spec.source.connectionSpec,
            auth: { specName: "Streaming Connection", params }
          });
          return created.id;
        },
        () => findByName(client, "connections", spec.name, started)
      );
    }
    await step(
      "sourceConnection",
      resumed("sourceConnection"),
      async () => {
        const created = await (0, import_cli_chunk_U76BCVCY.createSourceConnection)(client, {
          name: `${spec.name} source`,
          description,
          ...ids.baseConnection ? { baseConnectionId: ids.baseConnection } : {},
          connectionSpec: spec.source.connectionSpec,
          data: { format: spec.source.format }
        });
        return created.id;
      },
      () => findByName(client, "sourceConnections", `${spec.name} source`, started)
    );
    const target = spec.target;
    const schemaId = await step("schema", target.schema.id ? { id: target.schema.id, origin: "existing" } : resumed("schema"), async () => {
      const created = await createSchema(client, {
        title: target.schema.title,
        // schema-registry.yaml's createSchema requires a description; the spec's, else one that says where it came from.
        description: target.schema.description ?? `Target schema of the stream "${spec.name}" (created by pql-audience stream create)`,
        classId: target.schema.class,
        fields: target.schema.fields
      });
      return created.$id;
    });
    const datasetId = await step(
      "dataset",
      target.dataset.id ? { id: target.dataset.id, origin: "existing" } : resumed("dataset"),
      () => createDataset(client, { name: target.dataset.name, description: target.dataset.description, schemaId })
    );
    await step(
      "targetConnection",
      resumed("targetConnection"),
      async () => {
        const created = await (0, import_cli_chunk_U76BCVCY.createTargetConnection)(client, {
          name: `${spec.name} target`,
          description,
          data: { format: "json", schema: { id: schemaId, version: import_cli_chunk_I7NAOV7D.XED_FULL } },
          params: { dataSetId: datasetId },
          connectionSpec: { id: import_cli_chunk_I7NAOV7D.DATA_LAKE_CONNECTION_SPEC, version: "1.0" }
        });
        return created.id;
      },
      () => findByName(client, "targetConnections", `${spec.name} target`, started)
    );
    await step("mappingSet", resumed("mappingSet"), async () => (await (0, import_cli_chunk_I7NAOV7D.createMappingSet)(client, schemaId, spec.mappings)).id);
    const flowId = await step(
      "flow",
      resumed("flow"),
      async () => {
        const created = await (0, import_cli_chunk_U76BCVCY.createFlow)(client, {
          name: spec.name,
          description,
          flowSpec: spec.flowSpec,
          sourceConnectionIds: [ids.sourceConnection],
          targetConnectionIds: [ids.targetConnection],
          // A resumed mapping set was created by this command, always at version 0.
          transformations: [{ name: "Mapping", params: { mappingId: ids.mappingSet, mappingVersion: 0 } }]
        });
        return created.id;
      },
      () => findByName(client, "flows", spec.name, started)
    );
    current = "readBack";
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "start" });
    const flow = await (0, import_cli_chunk_U76BCVCY.getFlow)(client, flowId);
    const inlet = await (0, import_cli_chunk_U76BCVCY.inletUrlOf)(client, flow, ids.baseConnection);
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "done", id: flowId });
    return { flowId, inletUrl: inlet, webhookUrl: inlet ? (0, import_cli_chunk_U76BCVCY.webhookUrl)(inlet, flowId) : void 0, state: flow.state, resources };
  } catch (error) {
    progress({ kind: "step", step: current, label: STEP_LABELS[current], status: "failed", error });
    throw await rollback(client, current, error, resources, progress, options.keepOnFailure ?? false);
  }
}
async function findByName(client, resource, name, since) {
  const found = (await (0, import_cli_chunk_U76BCVCY.listFlowResources)(client, resource, [`name==${name}`])).filter(
    (r) => typeof r.createdAt !== "number" || r.createdAt >= since
  );
  const [only] = found;
  return found.length === 1 && typeof only?.id === "string" ? only.id : void 0;
}
async function rollback(client, failedStep, cause, resources, progress, keep) {
  const ours = resources.filter((r) => r.origin !== "existing");
  if (keep) {
    for (const resource of ours) progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "kept" });
    return new StreamCreateError(failedStep, cause, [], ours, ours.length > 0 ? resumeArgument(ours) : void 0);
  }
  const deleted = [];
  const left = [];
  const undeletable = [];
  for (const resource of [...ours].reverse()) {
    if (!isDeletable(resource.step)) {
      undeletable.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "undeletable", reason: import_cli_chunk_I7NAOV7D.MAPPING_SET_NOT_DELETABLE });
      continue;
    }
    try {
      await deleteResource(client, resource);
      deleted.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "deleted" });
    } catch (error) {
      left.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "failed", error });
    }
  }
  return new StreamCreateError(failedStep, cause, deleted, left.reverse(), left.length > 0 ? resumeArgument(left) : void 0, undeletable);
}
// src/stream/spec-problems.ts
var import_yaml = (0, import_cli_chunk_ZHMSISMR.__toESM)((0, import_cli_chunk_ZD3FC7HB.require_dist)(), 1);
// src/stream/spec.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var SpecRef = (0, import_cli_chunk_5Y3BX2GH.union)([
  (0, import_cli_chunk_5Y3BX2GH.string)().regex(UUID, { error: "must be a connection or flow spec id (a UUID)" }).transform((id) => ({ id, version: "1.0" })),
  (0, import_cli_chunk_5Y3BX2GH.strictObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)().regex(UUID, { error: "must be a UUID" }), version: (0, import_cli_chunk_5Y3BX2GH.string)().default("1.0") })
]);
var ClassShortcuts = {
  experienceevent: "https://ns.adobe.com/xdm/context/experienceevent",
  profile: "https://ns.adobe.com/xdm/context/profile"
};
var FieldPath = (0, import_cli_chunk_5Y3BX2GH.string)().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/, { error: "must be a dotted field path such as loyalty.points" });
var Field = (0, import_cli_chunk_5Y3BX2GH.strictObject)({
  path: FieldPath,
  type: (0, import_cli_chunk_5Y3BX2GH._enum)(["string", "integer", "number", "boolean", "date", "date-time"]),
  title: (0, import_cli_chunk_5Y3BX2GH.string)().optional()
});
var TargetSchema = (0, import_cli_chunk_5Y3BX2GH.strictObject)({
  /** An existing schema's `$id` or `meta:altId`. */
  id: (0, import_cli_chunk_5Y3BX2GH.string)().min(1).optional(),
  title: (0, import_cli_chunk_5Y3BX2GH.string)().min(1).optional(),
  description: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  class: (0, import_cli_chunk_5Y3BX2GH.string)().transform((c) => ClassShortcuts[c.toLowerCase()] ?? c).pipe((0, import_cli_chunk_5Y3BX2GH.url)({ error: "must be experienceevent, profile, or a class $id URL" })).optional(),
  fields: (0, import_cli_chunk_5Y3BX2GH.array)(Field).min(1, { error: "list at least one field" }).optional()
}).superRefine((s, ctx) => {
  const creating = s.title !== void 0 || s.fields !== void 0 || s.class !== void 0;
  if (s.id !== void 0 && creating)
    ctx.addIssue({
      code: "custom",
      path: ["id"],
      message: "give either id (an existing schema) or title, class and fields (a new one), not both"
    });
  else if (s.id === void 0) {
    for (const key of ["title", "class", "fields"])
      if (s[key] === void 0)
        ctx.addIssue({
          code: "custom",
          path: [],
          message: `missing ${key}: a new schema needs title, class and fields (or give the id of an existing one)`
        });
  }
});
var TargetDataset = (0, import_cli_chunk_5Y3BX2GH.strictObject)({ id: (0, import_cli_chunk_5Y3BX2GH.string)().min(1).optional(), name: (0, import_cli_chunk_5Y3BX2GH.string)().min(1).optional(), description: (0, import_cli_chunk_5Y3BX2GH.string)().optional() }).refine((d) => d.id === void 0 !== (d.name === void 0), { error: "give either id (an existing dataset) or name (a new one)" });
var BaseConnection = (0, import_cli_chunk_5Y3BX2GH.strictObject)({
  /** An existing base connection (account) to add this dataflow to; never deleted on rollback. */
  id: (0, import_cli_chunk_5Y3BX2GH.string)().min(1).optional(),
  dataType: (0, import_cli_chunk_5Y3BX2GH._enum)(["raw", "xdm"]).default("raw"),
  authenticationRequired: (0, import_cli_chunk_5Y3BX2GH.boolean)().default(false)
});
var Mapping = (0, import_cli_chunk_5Y3BX2GH.strictObject)({
  source: (0, import_cli_chunk_5Y3BX2GH.string)().min(1),
  destination: FieldPath,
  sourceType: (0, import_cli_chunk_5Y3BX2GH._enum)(["ATTRIBUTE", "EXPRESSION"]).optional()
});
var StreamSpecSchema = (0, import_cli_chunk_5Y3BX2GH.strictObject)({
  name: (0, import_cli_chunk_5Y3BX2GH.string)().min(1, { error: "must not be empty" }),
  description: (0, import_cli_chunk_5Y3BX2GH.string)().optional(),
  source: (0, import_cli_chunk_5Y3BX2GH.strictObject)({
    connectionSpec: SpecRef.default({ id: import_cli_chunk_I7NAOV7D.HTTP_API_CONNECTION_SPEC, version: "1.0" }),
    /** Create a base connection first (HTTP API sources, variant A); omit for webhook sources. */
    baseConnection: BaseConnection.optional(),
    format: (0, import_cli_chunk_5Y3BX2GH.string)().default("json")
  }),
  flowSpec: SpecRef.default({ id: import_cli_chunk_I7NAOV7D.WEBHOOK_FLOW_SPEC, version: "1.0" }),
  target: (0, import_cli_chunk_5Y3BX2GH.strictObject)({ schema: TargetSchema, dataset: TargetDataset }),
  mappings: (0, import_cli_chunk_5Y3BX2GH.array)(Mapping).min(1, { error: "list at least one mapping (source -> destination)" })
}).superRefine((spec, ctx) => {
  const fields = spec.target.schema.fields?.map((f) => f.path);
  if (!fields) return;
  spec.mappings.forEach((m, i) => {
    if (!fields.includes(m.destination))
      ctx.addIssue({
        code: "custom",
        path: ["mappings", i, "destination"],
        message: `"${m.destination}" is not a field of the target schema (fields: ${fields.join(", ")})`
      });
  });
});
var SPEC_KEYS = [
  "name",
  "description",
  "source",
  "connectionSpec",
  "baseConnection",
  "dataType",
  "authenticationRequired",
  "format",
  "flowSpec",
  "id",
  "version",
  "target",
  "schema",
  "title",
  "class",
  "fields",
  "path",
  "type",
  "dataset",
  "mappings",
  "destination",
  "sourceType"
];
// src/stream/spec-problems.ts
var StreamSpecError = class extends Error {
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.problems = problems;
  }
  problems;
  name = "StreamSpecError";
};
function formatProblem(p) {
  return `${p.file}:${p.line}:${p.col}: ${p.path ? `${p.path}: ` : ""}${p.message}`;
}
function parseStreamSpec(text, file) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset) => lineCounter.linePos(offset);
  if (doc.errors.length > 0) {
    throw new StreamSpecError(
      doc.errors.map((e) => {
        const { line, col } = at(e.pos[0]);
        return { file, line, col, path: "", message: `YAML: ${e.message.split("\n")[0]}` };
      })
    );
  }
  let data;
  try {
    data = doc.toJS({ maxAliasCount: import_cli_chunk_ZD3FC7HB.MAX_YAML_ALIASES });
  } catch (e) {
    const { line, col } = at((0, import_cli_chunk_ZD3FC7HB.firstAliasOffset)(doc));
    throw new StreamSpecError([{ file, line, col, path: "", message: `YAML: ${e.message}` }]);
  }
  const parsed = StreamSpecSchema.safeParse(data ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const suggested = new Set(
    parsed.error.issues.flatMap(
      (i) => i.code === "unrecognized_keys" ? i.keys.map((k) => [...i.path, (0, import_cli_chunk_TE2BRFRC.closest)(k, SPEC_KEYS, 2)].join(".")) : []
    )
  );
  const issues = parsed.error.issues.filter(
    (i) => !(i.code === "invalid_type" && i.input === void 0 && suggested.has(i.path.join(".")))
  );
  const problems = issues.map((issue) => {
    const { offset, path } = locate(doc, issue);
    const { line, col } = at(offset);
    return { file, line, col, path, message: describeIssue(issue) };
  });
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  throw new StreamSpecError(problems);
}
function dotted(path) {
  return path.reduce((s, k) => typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k), "");
}
function locate(doc, issue) {
  let node = doc.contents;
  const path = [...issue.path];
  let offset = node?.range?.[0] ?? 0;
  let keyOffset;
  for (const key of path) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => ((0, import_yaml.isScalar)(p.key) ? p.key.value : p.key) === key);
      if (!pair) break;
      node = pair.value ?? pair.key;
      keyOffset = pair.key?.range?.[0];
      offset = (pair.value?.range ?? pair.key?.range)?.[0] ?? offset;
    } else if ((0, import_yaml.isSeq)(node) && typeof key === "number" && node.items[key]) {
      node = node.items[key];
      keyOffset = void 0;
      offset = node.range?.[0] ?? offset;
    } else break;
  }
  if (issue.code === "unrecognized_keys" && (0, import_yaml.isMap)(node)) {
    const pair = node.items.find((p) => (0, import_yaml.isScalar)(p.key) && issue.keys.includes(String(p.key.value)));
    const keyRange = pair?.key?.range;
    if (keyRange) return { offset: keyRange[0], path: dotted([...path, String(pair.key.value)]) };
  }
  if (((0, import_yaml.isMap)(node) || (0, import_yaml.isSeq)(node)) && keyOffset !== void 0) offset = keyOffset;
  return { offset, path: dotted(path) };
}
function describeIssue(issue) {
  switch (issue.code) {
    case "invalid_type":
      return !("input" in issue) || issue.input === void 0 ? `missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${kindOf(issue.input)}`;
    case "unrecognized_keys": {
      const key = issue.keys[0] ?? "";
      const near = (0, import_cli_chunk_TE2BRFRC.closest)(key, SPEC_KEYS, 2);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""}`;
    }
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}${"input" in issue ? `, got ${JSON.stringify(issue.input)}` : ""}`;
    case "invalid_union": {
      const first = issue.errors.flat()[0];
      return first ? describeIssue(first) : "not a valid value";
    }
    default:
      return issue.message;
  }
}
function kindOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  return `${typeof v} ${JSON.stringify(v)}`;
}
// src/report/stream-progress.ts
function progressLine(event, color) {
  const paint = (text, code) => color ? `\x1B[${code}m${text}\x1B[39m` : text;
  const label = event.label.padEnd(23);
  if (event.kind === "step") {
    switch (event.status) {
      case "start":
        return void 0;
      case "done":
        return `  ${paint("\u2713", 32)} ${label} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(event.id ?? "")}`.trimEnd();
      case "reused":
        return `  ${paint("=", 36)} ${label} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(event.id ?? "")} (given)`;
      case "failed":
        return `  ${paint("\u2717", 31)} ${label} ${errorText(event.error)}`;
    }
  }
  switch (event.status) {
    case "deleted":
      return `  ${paint("-", 33)} deleted ${event.label} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(event.resource.id)}`;
    case "kept":
      return `  ${paint("=", 36)} kept ${event.label} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(event.resource.id)}`;
    case "undeletable":
      return `  ${paint("=", 36)} left ${event.label} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(event.resource.id)}: ${event.reason}`;
    case "failed":
      return `  ${paint("!", 31)} could not delete ${event.label} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(event.resource.id)}: ${errorText(event.error)}`;
  }
}
function errorText(e) {
  if (e instanceof import_cli_chunk_5Y3BX2GH.ApiError) return (0, import_cli_chunk_JJSKHFYR.visibleControls)(e.message);
  return (0, import_cli_chunk_JJSKHFYR.visibleControls)(e instanceof Error ? e.message : String(e));
}
// src/cli/stream-run.ts
async function runStreamCreate(options) {
  const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(options.file);
  let spec;
  try {
    spec = parseStreamSpec(input.text, input.name);
  } catch (e) {
    if (!(e instanceof StreamSpecError)) throw e;
    import_cli_chunk_VFSYOTZ5.stderr.write(`${e.message}
${(0, import_cli_chunk_FCDA32LZ.plural)(e.problems.length, "problem")} in ${input.name}; nothing was created
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  let resume;
  try {
    resume = options.resume ? parseResumeArgument(options.resume) : void 0;
  } catch (e) {
    throw new import_cli_chunk_EFID7JQ4.UsageError(e.message);
  }
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  const color = (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr);
  import_cli_chunk_VFSYOTZ5.stderr.write(`Creating stream "${spec.name}" in sandbox ${session.credentials.sandbox}
`);
  try {
    const created = await createStream(
      spec,
      session.client,
      (event) => {
        const line = progressLine(event, color);
        if (line) import_cli_chunk_VFSYOTZ5.stderr.write(`${line}
`);
      },
      { keepOnFailure: options.keepOnFailure, resume }
    );
    import_cli_chunk_VFSYOTZ5.stderr.write(`Dataflow ${created.flowId} is ${created.state ?? "created"}.
`);
    if (created.inletUrl) {
      import_cli_chunk_VFSYOTZ5.stdout.write(`inlet URL    ${created.inletUrl}
webhook URL  ${created.webhookUrl}
`);
      import_cli_chunk_VFSYOTZ5.stderr.write(
        `Give the webhook URL to the sending system. Test it: pql-audience stream send ${created.inletUrl} --flow-id ${created.flowId} --file events.json
`
      );
    } else import_cli_chunk_VFSYOTZ5.stderr.write(`The service has not given an inlet URL yet; read it later with: pql-audience stream get ${created.flowId}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  } catch (e) {
    if (!(e instanceof StreamCreateError)) throw e;
    import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: stream create stopped at the ${STEP_LABELS[e.failedStep]} step.
`);
    if (options.debug && e.cause instanceof import_cli_chunk_5Y3BX2GH.ApiError && e.cause.raw) import_cli_chunk_VFSYOTZ5.stderr.write(`debug: response body: ${e.cause.raw}
`);
    const n = (k) => (0, import_cli_chunk_FCDA32LZ.plural)(k, "resource");
    const unused = e.undeletable.length > 0 ? `; mapping set ${e.undeletable.map((r) => r.id).join(", ")} stays (AEP's Data Prep API has no delete for mapping sets)` : "";
    if (e.left.length === 0)
      import_cli_chunk_VFSYOTZ5.stderr.write(
        e.deleted.length > 0 ? `Rolled back: ${n(e.deleted.length)} deleted${unused || ", nothing left behind"}.
` : e.undeletable.length > 0 ? `Nothing to delete${unused}.
` : "Nothing had been created.\n"
      );
    else {
      import_cli_chunk_VFSYOTZ5.stderr.write(
        options.keepOnFailure ? `Kept ${n(e.left.length)} (--keep-on-failure).
` : `Rolled back ${n(e.deleted.length)}; ${n(e.left.length)} could not be deleted (listed above).
`
      );
      import_cli_chunk_VFSYOTZ5.stderr.write(`Resume with: pql-audience stream create --file ${options.file} --resume ${e.resume}
`);
    }
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
}
async function runStreamGet(options) {
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  let flow;
  let inlet;
  let runs;
  try {
    flow = await (0, import_cli_chunk_U76BCVCY.getFlow)(session.client, options.flowId);
    runs = await runSummaries(session.client, flow.id);
    const base = flow.inheritedAttributes?.sourceConnections?.[0]?.baseConnection?.id;
    inlet = await (0, import_cli_chunk_U76BCVCY.inletUrlOf)(session.client, flow, base);
  } catch (e) {
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`could not read dataflow ${options.flowId}`, e, options.debug);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const hook = inlet ? (0, import_cli_chunk_U76BCVCY.webhookUrl)(inlet, flow.id) : void 0;
  if (options.format === "json") {
    import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify({ ...flow, inletUrl: inlet ?? null, webhookUrl: hook ?? null, runSummary: runs }, null, 2)}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  }
  const op = flow.lastOperation;
  const rows = [
    ["state", flow.state ?? "-"],
    ["flow spec", flow.flowSpec?.id ?? "-"],
    ["inlet URL", inlet ?? "- (none yet)"],
    ["webhook URL", hook ?? "-"],
    ["last operation", op ? `${op.operation ?? "?"}, ${op.status?.value ?? "?"}${op.updated ? `, ${gmt2(op.updated)}` : ""}` : "-"],
    ["runs", runsLine(runs)],
    ["source", flow.sourceConnectionIds.join(", ") || "-"],
    ["target", flow.targetConnectionIds.join(", ") || "-"],
    ["etag", flow.etag]
  ];
  import_cli_chunk_VFSYOTZ5.stdout.write(`${flow.name ?? "(unnamed)"}  ${flow.id}
${rows.map(([k, v]) => `  ${k.padEnd(15)} ${v}`).join("\n")}
`);
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
async function runSummaries(client, flowId) {
  const now = client.clock.now();
  return (await listFlowRuns(client, flowId)).map((r) => runSummary(r, now)).sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0));
}
async function runStreamRuns(options) {
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  let runs;
  try {
    runs = await runSummaries(session.client, options.flowId);
  } catch (e) {
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`could not read the runs of dataflow ${options.flowId}`, e, options.debug);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  if (options.format === "json") {
    import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify({ flowId: options.flowId, runs }, null, 2)}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  }
  import_cli_chunk_VFSYOTZ5.stdout.write(renderRuns(runs));
  import_cli_chunk_VFSYOTZ5.stderr.write(
    `${runs.length === 0 ? "No runs yet: the dataflow has received no records" : runsLine(runs)} (dataflow ${options.flowId})
`
  );
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function gmt2(ms) {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} GMT`;
}
async function runRename(kind, options, update) {
  const ops = (0, import_cli_chunk_U76BCVCY.renameOperations)(options);
  if (ops.length === 0) throw new import_cli_chunk_EFID7JQ4.UsageError("give --name, --description or both");
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  try {
    const result = await update(session.client, options.id, ops);
    const changed = [options.name !== void 0 ? `name "${options.name}"` : "", options.description !== void 0 ? "description" : ""].filter(Boolean).join(" and ");
    import_cli_chunk_VFSYOTZ5.stderr.write(
      `Updated ${kind} ${options.id}: ${changed}${result.attempts > 1 ? " (it changed meanwhile; read again and retried once)" : ""}.
`
    );
    if (result.etag) import_cli_chunk_VFSYOTZ5.stdout.write(`etag ${result.etag}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  } catch (e) {
    if (e instanceof import_cli_chunk_U76BCVCY.EtagConflictError) {
      import_cli_chunk_VFSYOTZ5.stderr.write(`pql-audience: ${e.message}
`);
      return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
    }
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`could not update ${kind} ${options.id}`, e, options.debug);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
}
async function runStreamDelete(options) {
  const session = await (0, import_cli_chunk_HFB2OUYQ.openSession)(options.debug);
  if (!session) return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  let result;
  try {
    result = await deleteStream(session.client, options.flowId, {
      keepConnections: options.keepConnections,
      onFlowDeleted: (flow) => import_cli_chunk_VFSYOTZ5.stderr.write(`Deleted dataflow ${flow.id}${flow.name ? ` (${flow.name})` : ""}.
`),
      onPart: (part) => import_cli_chunk_VFSYOTZ5.stderr.write(
        part.left !== void 0 ? `  = left ${part.what}: ${part.left}
` : part.error === void 0 ? `  - deleted ${part.what}
` : `  ! kept ${part.what}: ${errorText(part.error)}
`
      )
    });
  } catch (e) {
    (0, import_cli_chunk_HFB2OUYQ.reportApiError)(`could not delete dataflow ${options.flowId}`, e, options.debug);
    return import_cli_chunk_EFID7JQ4.ExitCode.Usage;
  }
  const { parts } = result;
  if (options.keepConnections) return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  import_cli_chunk_VFSYOTZ5.stderr.write("Kept the base connection, the dataset and the schema: other dataflows may use them.\n");
  if (parts.some((p) => p.left !== void 0))
    import_cli_chunk_VFSYOTZ5.stderr.write("Left the mapping set: AEP's Data Prep API has no delete for mapping sets (an unused one does nothing).\n");
  return parts.some((p) => p.error !== void 0) ? import_cli_chunk_EFID7JQ4.ExitCode.Usage : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runRename,
  runStreamCreate,
  runStreamDelete,
  runStreamGet,
  runStreamRuns
});
})

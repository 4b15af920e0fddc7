import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  DATA_LAKE_CONNECTION_SPEC,
  HTTP_API_CONNECTION_SPEC,
  WEBHOOK_FLOW_SPEC,
  XED,
  XED_FULL
} from "./chunk-CSF4XAVJ.js";
import {
  coerce_exports,
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  EtagConflictError,
  createBaseConnection,
  createFlow,
  createSourceConnection,
  createTargetConnection,
  deleteFlowResource,
  getFlow,
  inletUrlOf,
  listFlowResources,
  parseResponse,
  renameOperations,
  webhookUrl
} from "./chunk-LUL5N2CP.js";
import {
  ApiError,
  SERVICE_PATHS,
  _enum,
  array,
  boolean,
  looseObject,
  strictObject,
  string,
  union,
  url
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import {
  MAX_YAML_ALIASES,
  firstAliasOffset,
  require_dist
} from "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import {
  closest
} from "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  readInput,
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/api/mapping-sets.ts
var BASE = `${SERVICE_PATHS.dataPrep}/mappingSets`;
var MappingSetCreated = looseObject({ id: string().min(1), version: coerce_exports.number().default(0) });
function mappingSetBody(schemaId, mappings) {
  return {
    version: 0,
    xdmSchema: schemaId,
    xdmVersion: "1.0",
    outputSchema: { schemaRef: { id: schemaId, contentType: XED_FULL } },
    mappings: mappings.map((m) => ({ sourceType: m.sourceType ?? "ATTRIBUTE", source: m.source, destination: m.destination }))
  };
}
async function createMappingSet(client, schemaId, mappings) {
  const response = await client.request({ method: "POST", path: BASE, json: mappingSetBody(schemaId, mappings) });
  return parseResponse(MappingSetCreated, response, "POST", BASE, "{id, version}");
}
async function deleteMappingSet(client, id) {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}` });
}

// src/stream/delete.ts
async function deleteStream(client, flowId, options) {
  const flow = await getFlow(client, flowId);
  await deleteFlowResource(client, "flows", flow.id);
  options.onFlowDeleted?.(flow);
  const parts = [];
  if (options.keepConnections) return { flow, parts };
  const mappings = (flow.transformations ?? []).map((t) => t.params?.mappingId).filter((id) => typeof id === "string");
  const rest = [
    ...flow.sourceConnectionIds.map((id) => [
      `source connection ${id}`,
      () => deleteFlowResource(client, "sourceConnections", id)
    ]),
    ...flow.targetConnectionIds.map((id) => [
      `target connection ${id}`,
      () => deleteFlowResource(client, "targetConnections", id)
    ]),
    ...mappings.map((id) => [`mapping set ${id}`, () => deleteMappingSet(client, id)])
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
  return { flow, parts };
}

// src/api/datasets.ts
var BASE2 = `${SERVICE_PATHS.catalog}/dataSets`;
var Paths = array(string());
async function createDataset(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE2,
    query: { requestDataSource: true },
    json: {
      name: input.name,
      ...input.description ? { description: input.description } : {},
      schemaRef: { id: input.schemaId, contentType: XED }
    }
  });
  const paths = parseResponse(Paths, response, "POST", BASE2, `["@/dataSets/<id>"]`);
  const id = datasetIdOf(paths[0]);
  if (!id)
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: BASE2,
      detail: `expected ["@/dataSets/<id>"], got ${JSON.stringify(paths).slice(0, 100)}`
    });
  return id;
}
function datasetIdOf(path) {
  return /^@\/dataSets\/([^/?#]+)$/.exec(path ?? "")?.[1];
}
async function deleteDataset(client, id) {
  await client.request({ method: "DELETE", path: `${BASE2}/${encodeURIComponent(id)}` });
}

// src/api/schemas.ts
var BASE3 = `${SERVICE_PATHS.schemaRegistry}/tenant/schemas`;
var SchemaCreated = looseObject({
  $id: string().min(1),
  "meta:altId": string().optional(),
  version: string().optional(),
  title: string().optional()
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
    ...input.description ? { description: input.description } : {},
    type: "object",
    definitions: { fields: { properties: fieldProperties(input.fields) } },
    allOf: [{ $ref: input.classId }, { $ref: "#/definitions/fields" }]
  };
}
async function createSchema(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE3,
    json: schemaBody(input),
    headers: { Accept: "application/vnd.adobe.xed+json" }
  });
  return parseResponse(SchemaCreated, response, "POST", BASE3, "a schema with $id");
}
async function deleteSchema(client, id) {
  await client.request({ method: "DELETE", path: `${BASE3}/${encodeURIComponent(id)}` });
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
async function deleteResource(client, resource) {
  switch (resource.step) {
    case "baseConnection":
      return deleteFlowResource(client, "connections", resource.id);
    case "sourceConnection":
      return deleteFlowResource(client, "sourceConnections", resource.id);
    case "targetConnection":
      return deleteFlowResource(client, "targetConnections", resource.id);
    case "flow":
      return deleteFlowResource(client, "flows", resource.id);
    case "schema":
      return deleteSchema(client, resource.id);
    case "dataset":
      return deleteDataset(client, resource.id);
    case "mappingSet":
      return deleteMappingSet(client, resource.id);
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
  constructor(failedStep, cause, deleted, left, resume) {
    super(`${STEP_LABELS[failedStep]} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.failedStep = failedStep;
    this.cause = cause;
    this.deleted = deleted;
    this.left = left;
    this.resume = resume;
  }
  failedStep;
  cause;
  deleted;
  left;
  resume;
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
      const found = e instanceof ApiError && e.outcomeUnknown && recover ? await recover() : void 0;
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
          const created = await createBaseConnection(client, {
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
        const created = await createSourceConnection(client, {
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
        description: target.schema.description,
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
        const created = await createTargetConnection(client, {
          name: `${spec.name} target`,
          description,
          data: { format: "json", schema: { id: schemaId, version: XED_FULL } },
          params: { dataSetId: datasetId },
          connectionSpec: { id: DATA_LAKE_CONNECTION_SPEC, version: "1.0" }
        });
        return created.id;
      },
      () => findByName(client, "targetConnections", `${spec.name} target`, started)
    );
    await step("mappingSet", resumed("mappingSet"), async () => (await createMappingSet(client, schemaId, spec.mappings)).id);
    const flowId = await step(
      "flow",
      resumed("flow"),
      async () => {
        const created = await createFlow(client, {
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
    const flow = await getFlow(client, flowId);
    const inlet = await inletUrlOf(client, flow, ids.baseConnection);
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "done", id: flowId });
    return { flowId, inletUrl: inlet, webhookUrl: inlet ? webhookUrl(inlet, flowId) : void 0, state: flow.state, resources };
  } catch (error) {
    progress({ kind: "step", step: current, label: STEP_LABELS[current], status: "failed", error });
    throw await rollback(client, current, error, resources, progress, options.keepOnFailure ?? false);
  }
}
async function findByName(client, resource, name, since) {
  const found = (await listFlowResources(client, resource, [`name==${name}`])).filter(
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
  for (const resource of [...ours].reverse()) {
    try {
      await deleteResource(client, resource);
      deleted.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "deleted" });
    } catch (error) {
      left.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "failed", error });
    }
  }
  return new StreamCreateError(failedStep, cause, deleted, left.reverse(), left.length > 0 ? resumeArgument(left) : void 0);
}

// src/stream/spec-problems.ts
var import_yaml = __toESM(require_dist(), 1);

// src/stream/spec.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var SpecRef = union([
  string().regex(UUID, { error: "must be a connection or flow spec id (a UUID)" }).transform((id) => ({ id, version: "1.0" })),
  strictObject({ id: string().regex(UUID, { error: "must be a UUID" }), version: string().default("1.0") })
]);
var ClassShortcuts = {
  experienceevent: "https://ns.adobe.com/xdm/context/experienceevent",
  profile: "https://ns.adobe.com/xdm/context/profile"
};
var FieldPath = string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/, { error: "must be a dotted field path such as loyalty.points" });
var Field = strictObject({
  path: FieldPath,
  type: _enum(["string", "integer", "number", "boolean", "date", "date-time"]),
  title: string().optional()
});
var TargetSchema = strictObject({
  /** An existing schema's `$id` or `meta:altId`. */
  id: string().min(1).optional(),
  title: string().min(1).optional(),
  description: string().optional(),
  class: string().transform((c) => ClassShortcuts[c.toLowerCase()] ?? c).pipe(url({ error: "must be experienceevent, profile, or a class $id URL" })).optional(),
  fields: array(Field).min(1, { error: "list at least one field" }).optional()
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
var TargetDataset = strictObject({ id: string().min(1).optional(), name: string().min(1).optional(), description: string().optional() }).refine((d) => d.id === void 0 !== (d.name === void 0), { error: "give either id (an existing dataset) or name (a new one)" });
var BaseConnection = strictObject({
  /** An existing base connection (account) to add this dataflow to; never deleted on rollback. */
  id: string().min(1).optional(),
  dataType: _enum(["raw", "xdm"]).default("raw"),
  authenticationRequired: boolean().default(false)
});
var Mapping = strictObject({
  source: string().min(1),
  destination: FieldPath,
  sourceType: _enum(["ATTRIBUTE", "EXPRESSION"]).optional()
});
var StreamSpecSchema = strictObject({
  name: string().min(1, { error: "must not be empty" }),
  description: string().optional(),
  source: strictObject({
    connectionSpec: SpecRef.default({ id: HTTP_API_CONNECTION_SPEC, version: "1.0" }),
    /** Create a base connection first (HTTP API sources, variant A); omit for webhook sources. */
    baseConnection: BaseConnection.optional(),
    format: string().default("json")
  }),
  flowSpec: SpecRef.default({ id: WEBHOOK_FLOW_SPEC, version: "1.0" }),
  target: strictObject({ schema: TargetSchema, dataset: TargetDataset }),
  mappings: array(Mapping).min(1, { error: "list at least one mapping (source -> destination)" })
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
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    const { line, col } = at(firstAliasOffset(doc));
    throw new StreamSpecError([{ file, line, col, path: "", message: `YAML: ${e.message}` }]);
  }
  const parsed = StreamSpecSchema.safeParse(data ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const suggested = new Set(
    parsed.error.issues.flatMap(
      (i) => i.code === "unrecognized_keys" ? i.keys.map((k) => [...i.path, closest(k, SPEC_KEYS, 2)].join(".")) : []
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
      const near = closest(key, SPEC_KEYS, 2);
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
        return `  ${paint("\u2713", 32)} ${label} ${event.id ?? ""}`.trimEnd();
      case "reused":
        return `  ${paint("=", 36)} ${label} ${event.id} (given)`;
      case "failed":
        return `  ${paint("\u2717", 31)} ${label} ${errorText(event.error)}`;
    }
  }
  switch (event.status) {
    case "deleted":
      return `  ${paint("-", 33)} deleted ${event.label} ${event.resource.id}`;
    case "kept":
      return `  ${paint("=", 36)} kept ${event.label} ${event.resource.id}`;
    case "failed":
      return `  ${paint("!", 31)} could not delete ${event.label} ${event.resource.id}: ${errorText(event.error)}`;
  }
}
function errorText(e) {
  if (e instanceof ApiError) return e.message;
  return e instanceof Error ? e.message : String(e);
}

// src/cli/stream-run.ts
async function runStreamCreate(options) {
  const input = await readInput(options.file);
  let spec;
  try {
    spec = parseStreamSpec(input.text, input.name);
  } catch (e) {
    if (!(e instanceof StreamSpecError)) throw e;
    stderr.write(`${e.message}
${plural(e.problems.length, "problem")} in ${input.name}; nothing was created
`);
    return ExitCode.Problems;
  }
  let resume;
  try {
    resume = options.resume ? parseResumeArgument(options.resume) : void 0;
  } catch (e) {
    throw new UsageError(e.message);
  }
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  const color = useColor(stderr);
  stderr.write(`Creating stream "${spec.name}" in sandbox ${session.credentials.sandbox}
`);
  try {
    const created = await createStream(
      spec,
      session.client,
      (event) => {
        const line = progressLine(event, color);
        if (line) stderr.write(`${line}
`);
      },
      { keepOnFailure: options.keepOnFailure, resume }
    );
    stderr.write(`Dataflow ${created.flowId} is ${created.state ?? "created"}.
`);
    if (created.inletUrl) {
      stdout.write(`inlet URL    ${created.inletUrl}
webhook URL  ${created.webhookUrl}
`);
      stderr.write(
        `Give the webhook URL to the sending system. Test it: pql-audience stream send ${created.inletUrl} --flow-id ${created.flowId} --file events.json
`
      );
    } else stderr.write(`The service has not given an inlet URL yet; read it later with: pql-audience stream get ${created.flowId}
`);
    return ExitCode.Ok;
  } catch (e) {
    if (!(e instanceof StreamCreateError)) throw e;
    stderr.write(`pql-audience: stream create stopped at the ${STEP_LABELS[e.failedStep]} step.
`);
    if (options.debug && e.cause instanceof ApiError && e.cause.raw) stderr.write(`debug: response body: ${e.cause.raw}
`);
    const n = (k) => plural(k, "resource");
    if (e.left.length === 0)
      stderr.write(
        e.deleted.length > 0 ? `Rolled back: ${n(e.deleted.length)} deleted, nothing left behind.
` : "Nothing had been created.\n"
      );
    else {
      stderr.write(
        options.keepOnFailure ? `Kept ${n(e.left.length)} (--keep-on-failure).
` : `Rolled back ${n(e.deleted.length)}; ${n(e.left.length)} could not be deleted (listed above).
`
      );
      stderr.write(`Resume with: pql-audience stream create --file ${options.file} --resume ${e.resume}
`);
    }
    return ExitCode.Usage;
  }
}
async function runStreamGet(options) {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  let flow;
  let inlet;
  try {
    flow = await getFlow(session.client, options.flowId);
    const base = flow.inheritedAttributes?.sourceConnections?.[0]?.baseConnection?.id;
    inlet = await inletUrlOf(session.client, flow, base);
  } catch (e) {
    reportApiError(`could not read dataflow ${options.flowId}`, e, options.debug);
    return ExitCode.Usage;
  }
  const hook = inlet ? webhookUrl(inlet, flow.id) : void 0;
  if (options.format === "json") {
    stdout.write(`${JSON.stringify({ ...flow, inletUrl: inlet ?? null, webhookUrl: hook ?? null }, null, 2)}
`);
    return ExitCode.Ok;
  }
  const op = flow.lastOperation;
  const rows = [
    ["state", flow.state ?? "-"],
    ["flow spec", flow.flowSpec?.id ?? "-"],
    ["inlet URL", inlet ?? "- (none yet)"],
    ["webhook URL", hook ?? "-"],
    ["last operation", op ? `${op.operation ?? "?"}, ${op.status?.value ?? "?"}${op.updated ? `, ${gmt(op.updated)}` : ""}` : "-"],
    ["source", flow.sourceConnectionIds.join(", ") || "-"],
    ["target", flow.targetConnectionIds.join(", ") || "-"],
    ["etag", flow.etag]
  ];
  stdout.write(`${flow.name ?? "(unnamed)"}  ${flow.id}
${rows.map(([k, v]) => `  ${k.padEnd(15)} ${v}`).join("\n")}
`);
  return ExitCode.Ok;
}
function gmt(ms) {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} GMT`;
}
async function runRename(kind, options, update) {
  const ops = renameOperations(options);
  if (ops.length === 0) throw new UsageError("give --name, --description or both");
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  try {
    const result = await update(session.client, options.id, ops);
    const changed = [options.name !== void 0 ? `name "${options.name}"` : "", options.description !== void 0 ? "description" : ""].filter(Boolean).join(" and ");
    stderr.write(
      `Updated ${kind} ${options.id}: ${changed}${result.attempts > 1 ? " (it changed meanwhile; read again and retried once)" : ""}.
`
    );
    if (result.etag) stdout.write(`etag ${result.etag}
`);
    return ExitCode.Ok;
  } catch (e) {
    if (e instanceof EtagConflictError) {
      stderr.write(`pql-audience: ${e.message}
`);
      return ExitCode.Usage;
    }
    reportApiError(`could not update ${kind} ${options.id}`, e, options.debug);
    return ExitCode.Usage;
  }
}
async function runStreamDelete(options) {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  let result;
  try {
    result = await deleteStream(session.client, options.flowId, {
      keepConnections: options.keepConnections,
      onFlowDeleted: (flow) => stderr.write(`Deleted dataflow ${flow.id}${flow.name ? ` (${flow.name})` : ""}.
`),
      onPart: (part) => stderr.write(part.error === void 0 ? `  - deleted ${part.what}
` : `  ! kept ${part.what}: ${errorText(part.error)}
`)
    });
  } catch (e) {
    reportApiError(`could not delete dataflow ${options.flowId}`, e, options.debug);
    return ExitCode.Usage;
  }
  const { parts } = result;
  if (options.keepConnections) return ExitCode.Ok;
  stderr.write("Kept the base connection, the dataset and the schema: other dataflows may use them.\n");
  return parts.some((p) => p.error !== void 0) ? ExitCode.Usage : ExitCode.Ok;
}
export {
  runRename,
  runStreamCreate,
  runStreamDelete,
  runStreamGet
};

import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  XED_FULL
} from "./chunk-CSF4XAVJ.js";
import {
  createAnonymousClient,
  openSession,
  reportApiError
} from "./chunk-KIQPUHTF.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  getFlow
} from "./chunk-LUL5N2CP.js";
import {
  ApiError,
  SERVICE_PATHS
} from "./chunk-U4ZDIJLP.js";
import {
  isObject
} from "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import {
  jsonValue,
  parseJson
} from "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  readInput
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/stream/record-shape.ts
function schemaFields(schema) {
  const fields = /* @__PURE__ */ new Map();
  if (!isObject(schema)) return fields;
  const trees = [
    schema.properties,
    ...(isObject(schema.definitions) ? Object.values(schema.definitions) : []).map((d) => isObject(d) ? d.properties : void 0)
  ];
  for (const tree of trees) if (isObject(tree)) walk(tree, "", fields);
  return fields;
}
function walk(properties, prefix, out) {
  for (const [name, node] of Object.entries(properties)) {
    if (!isObject(node)) continue;
    const path = `${prefix}${name}`;
    const type = xdmType(node);
    if (type) out.set(path, type);
    if (isObject(node.properties)) walk(node.properties, `${path}.`, out);
  }
}
function xdmType(node) {
  if (node.type === "string") return node.format === "date" ? "date" : node.format === "date-time" ? "date-time" : "string";
  if (node.type === "integer" || node.type === "number" || node.type === "boolean" || node.type === "object") return node.type;
  return void 0;
}
function mappingPairs(mappingSet) {
  if (!isObject(mappingSet) || !Array.isArray(mappingSet.mappings)) return [];
  return mappingSet.mappings.flatMap((m) => {
    if (!isObject(m) || m.sourceType !== void 0 && m.sourceType !== "ATTRIBUTE") return [];
    const source = m.source ?? m.sourceAttribute;
    const destination = m.destination ?? m.destinationXdmPath;
    return typeof source === "string" && typeof destination === "string" ? [{ source, destination }] : [];
  });
}

// src/stream/dataflow-shape.ts
async function readRecordShape(client, flowId) {
  const flow = await getFlow(client, flowId);
  const targetId = flow.targetConnectionIds[0];
  const target = targetId ? first(
    (await client.request({ method: "GET", path: `${SERVICE_PATHS.flowService}/targetConnections/${encodeURIComponent(targetId)}` })).body
  ) : void 0;
  const schemaRef = isObject(target?.data) && isObject(target.data.schema) ? target.data.schema.id : void 0;
  const schema = typeof schemaRef === "string" ? (await client.request({
    method: "GET",
    path: `${SERVICE_PATHS.schemaRegistry}/tenant/schemas/${encodeURIComponent(schemaRef)}`,
    headers: { Accept: XED_FULL }
  })).body : void 0;
  const mappingId = flow.transformations?.find((t) => t.name === "Mapping")?.params?.mappingId;
  let mappingSet;
  if (typeof mappingId === "string") {
    const listed = (await client.request({ method: "GET", path: `${SERVICE_PATHS.dataPrep}/mappingSets` })).body;
    mappingSet = isObject(listed) && Array.isArray(listed.data) ? listed.data.find((m) => isObject(m) && m.id === mappingId) : void 0;
  }
  return { fields: schemaFields(schema), mappings: mappingPairs(mappingSet) };
}
function first(body) {
  const item = isObject(body) && Array.isArray(body.items) ? body.items[0] : void 0;
  return isObject(item) ? item : void 0;
}

// src/stream/record-check.ts
function recordNodes(root) {
  return root.type === "array" ? root.items : [root];
}
function checkRecords(records, shape) {
  return records.flatMap((node, i) => checkRecord(node, i + 1, shape));
}
function checkRecord(node, record, shape) {
  if (node.type !== "object") return [{ record, path: "(the record)", expected: "object", actual: describe(node), offset: node.start }];
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  const check = (value, path, expected, mappedTo) => {
    if (!value || !expected || value.type === "null" || seen.has(value.start) || fits(value, expected)) return;
    seen.add(value.start);
    problems.push({ record, path, ...mappedTo ? { mappedTo } : {}, expected, actual: describe(value), offset: value.start });
  };
  for (const m of shape.mappings) check(at(node, m.source), m.source, shape.fields.get(m.destination), m.destination);
  const envelope = at(node, "body.xdmEntity");
  const entity = envelope?.type === "object" ? envelope : node;
  const prefix = entity === node ? "" : "body.xdmEntity.";
  for (const [path, type] of shape.fields) check(at(entity, path), `${prefix}${path}`, type);
  return problems.sort((a, b) => a.offset - b.offset);
}
function at(node, path) {
  let current = node;
  for (const key of path.split(".")) {
    if (current?.type !== "object") return void 0;
    current = current.entries.findLast((e) => e.key === key)?.value;
  }
  return current;
}
var DATE = /^\d{4}-\d{2}-\d{2}$/;
var DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
function fits(value, expected) {
  switch (expected) {
    case "string":
      return value.type === "string";
    case "date":
      return value.type === "string" && DATE.test(value.value);
    case "date-time":
      return value.type === "string" && DATE_TIME.test(value.value);
    case "integer":
      return value.type === "number" && Number.isInteger(value.value);
    case "number":
      return value.type === "number";
    case "boolean":
      return value.type === "boolean";
    case "object":
      return value.type === "object";
  }
}
function describe(value) {
  switch (value.type) {
    case "string":
      return `string ${JSON.stringify(value.value.length > 40 ? `${value.value.slice(0, 40)}\u2026` : value.value)}`;
    case "number":
      return `${Number.isInteger(value.value) ? "integer" : "number"} ${value.value}`;
    case "boolean":
      return `boolean ${value.value}`;
    case "null":
      return "null";
    case "array":
      return "an array";
    case "object":
      return "an object";
  }
}

// src/cli/stream-send-run.ts
async function runStreamSend(options) {
  let url;
  try {
    url = new URL(options.inletUrl);
  } catch {
    throw new UsageError(`"${options.inletUrl}" is not a URL; give the inlet URL that stream create or stream get printed`);
  }
  if (options.flowId) url.searchParams.set("x-adobe-flow-id", options.flowId);
  const input = await readInput(options.file);
  const lines = new LineMap(input.text);
  const parsed = parseJson(input.text);
  if (!parsed.ok) {
    const at2 = lines.position(parsed.error.start);
    throw new UsageError(`${input.name}:${at2.line}:${at2.column}: not JSON: ${parsed.error.message}`);
  }
  const nodes = recordNodes(parsed.node);
  if (nodes.length === 0) throw new UsageError(`${input.name} holds an empty array: nothing to send`);
  const records = nodes.map(jsonValue);
  let session;
  if (options.auth || options.check && options.flowId) {
    session = await openSession(options.debug);
    if (!session) {
      if (!options.auth) stderr.write("(stream send reads the dataflow's schema to check the records; --no-check skips that)\n");
      return ExitCode.Usage;
    }
  }
  if (options.check && options.flowId) {
    let problems;
    try {
      problems = checkRecords(nodes, await readRecordShape(session.client, options.flowId));
    } catch (e) {
      reportApiError(`could not read dataflow ${options.flowId} to check the records against its schema`, e, options.debug);
      return ExitCode.Usage;
    }
    if (problems.length > 0) {
      for (const p of problems) {
        const at2 = lines.position(p.offset);
        const field = p.mappedTo ? `${p.path} (mapped to ${p.mappedTo})` : p.path;
        stderr.write(`${input.name}:${at2.line}:${at2.column}: record ${p.record}: ${field}: expected ${p.expected}, got ${p.actual}
`);
      }
      const bad = new Set(problems.map((p) => p.record)).size;
      stderr.write(
        `Nothing sent: ${plural(bad, "record")} of ${records.length} ${bad === 1 ? "does" : "do"} not match the schema of dataflow ${options.flowId}; fix ${bad === 1 ? "it" : "them"} and send the file again.
`
      );
      return ExitCode.Problems;
    }
  } else if (options.check)
    stderr.write("note: records not checked against a schema: give --flow-id to check them against the dataflow's (--no-check to skip)\n");
  const client = options.auth && session ? session.client : createAnonymousClient({ debug: options.debug ? (l) => stderr.write(`debug: ${l}
`) : void 0 });
  let accepted = 0;
  for (const [i, record] of records.entries()) {
    try {
      await client.request({ method: "POST", path: url.toString(), json: record, auth: options.auth });
      accepted++;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      stderr.write(
        `  record ${i + 1}: ${e.detail ?? e.message}${e.status === 401 && !options.auth ? " (this inlet wants a token: add --auth)" : ""}
`
      );
    }
  }
  const rejected = records.length - accepted;
  stderr.write(
    `${plural(records.length, "record")} sent to ${url.origin}${url.pathname}: ${accepted} accepted${rejected ? `, ${rejected} rejected` : ""}
`
  );
  return rejected > 0 ? ExitCode.Problems : ExitCode.Ok;
}
export {
  runStreamSend
};

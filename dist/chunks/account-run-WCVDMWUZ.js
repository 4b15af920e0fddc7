import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  deleteFlowResource,
  listFlowResources
} from "./chunk-SWPK7X24.js";
import {
  openSession,
  reportApiError
} from "./chunk-TQGOBJLH.js";
import "./chunk-OR3MQA2L.js";
import "./chunk-POUW46QI.js";
import {
  ApiError
} from "./chunk-H3RP5G7Z.js";
import "./chunk-3REGANEX.js";
import "./chunk-RHKL256K.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-EY2G63SE.js";
import "./chunk-GFCZGUHN.js";
import "./chunk-4GRICRER.js";
import "./chunk-NBEU2GLP.js";
import {
  ExitCode
} from "./chunk-PLMUPP45.js";
import "./chunk-UW5DTYSF.js";
import "./chunk-22DAHCAE.js";

// src/cli/account-run.ts
async function runAccountDelete(options) {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  const { client } = session;
  try {
    const sources = await listFlowResources(client, "sourceConnections", [`baseConnectionId==${options.id}`]);
    const flows = sources.length === 0 ? [] : await listFlowResources(client, "flows", [`sourceConnectionIds[]==${sources.map((s) => s.id).join(",")}`]);
    if (flows.length > 0) {
      process.stderr.write(`pql-audience: connection ${options.id} is still used by ${flows.length} dataflow${flows.length === 1 ? "" : "s"}; delete ${flows.length === 1 ? "it" : "them"} first:
`);
      for (const f of flows) process.stderr.write(`  pql-audience stream delete ${String(f.id)}    # ${String(f.name ?? "")}
`);
      return ExitCode.Problems;
    }
    await deleteFlowResource(client, "connections", options.id);
  } catch (e) {
    if (e instanceof ApiError && e.code === "FLOW-1418-400") {
      process.stderr.write(`pql-audience: connection ${options.id} is still used by a dataflow; delete the dataflow first (${e.detail ?? ""})
`);
      return ExitCode.Problems;
    }
    reportApiError(`could not delete connection ${options.id}`, e, options.debug);
    return ExitCode.Usage;
  }
  process.stderr.write(`Deleted connection ${options.id}.
`);
  return ExitCode.Ok;
}
export {
  runAccountDelete
};

import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  noun,
  plural
} from "./chunk-52M5XUTC.js";
import {
  deleteFlowResource,
  listFlowResources
} from "./chunk-FRQX6X5G.js";
import {
  openSession,
  reportApiError
} from "./chunk-A75KNYLC.js";
import "./chunk-ZIQLOMO3.js";
import "./chunk-POUW46QI.js";
import {
  stderr
} from "./chunk-ITHKOW74.js";
import {
  ApiError
} from "./chunk-IGIU2TKN.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-SX6F3BOS.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-ONUNGY4H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-ZOXRMS5M.js";
import {
  ExitCode
} from "./chunk-NGO6V2C5.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
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
      stderr.write(
        `pql-audience: connection ${options.id} is still used by ${plural(flows.length, "dataflow")}; delete ${noun(flows.length, "it", "them")} first:
`
      );
      for (const f of flows) stderr.write(`  pql-audience stream delete ${String(f.id)}    # ${String(f.name ?? "")}
`);
      return ExitCode.Problems;
    }
    await deleteFlowResource(client, "connections", options.id);
  } catch (e) {
    if (e instanceof ApiError && e.code === "FLOW-1418-400") {
      stderr.write(`pql-audience: connection ${options.id} is still used by a dataflow; delete the dataflow first (${e.detail ?? ""})
`);
      return ExitCode.Problems;
    }
    reportApiError(`could not delete connection ${options.id}`, e, options.debug);
    return ExitCode.Usage;
  }
  stderr.write(`Deleted connection ${options.id}.
`);
  return ExitCode.Ok;
}
export {
  runAccountDelete
};

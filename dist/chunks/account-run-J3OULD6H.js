import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
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
  noun,
  plural
} from "./chunk-52M5XUTC.js";
import {
  deleteFlowResource,
  listFlowResources
} from "./chunk-LUL5N2CP.js";
import {
  ApiError
} from "./chunk-U4ZDIJLP.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
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

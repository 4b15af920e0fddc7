// The work behind `account delete`: a base connection goes only when no dataflow uses it, and
// when one does the message names the dataflows and the command that removes them.
import { ApiError } from "../api/errors.js";
import { deleteFlowResource, listFlowResources } from "../api/flows.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode } from "./exit.js";
import { noun, plural } from "../text/plural.js";
import { stderr } from "./startup/stdio.js";

export async function runAccountDelete(options: { id: string; debug: boolean }): Promise<number> {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  const { client } = session;
  try {
    const sources = await listFlowResources(client, "sourceConnections", [`baseConnectionId==${options.id}`]);
    const flows =
      sources.length === 0
        ? []
        : await listFlowResources(client, "flows", [`sourceConnectionIds[]==${sources.map((s) => s.id).join(",")}`]);
    if (flows.length > 0) {
      stderr.write(
        `pql-audience: connection ${options.id} is still used by ${plural(flows.length, "dataflow")}; delete ${noun(flows.length, "it", "them")} first:\n`,
      );
      for (const f of flows) stderr.write(`  pql-audience stream delete ${String(f.id)}    # ${String(f.name ?? "")}\n`);
      return ExitCode.Problems;
    }
    await deleteFlowResource(client, "connections", options.id);
  } catch (e) {
    // A dataflow created between the check and the delete: the service answers 1418.
    if (e instanceof ApiError && e.code === "FLOW-1418-400") {
      stderr.write(`pql-audience: connection ${options.id} is still used by a dataflow; delete the dataflow first (${e.detail ?? ""})\n`);
      return ExitCode.Problems;
    }
    reportApiError(`could not delete connection ${options.id}`, e, options.debug);
    return ExitCode.Usage;
  }
  stderr.write(`Deleted connection ${options.id}.\n`);
  return ExitCode.Ok;
}

// What the emulator holds, read over HTTP through its list endpoints: the proof that a rollback
// left nothing behind.
import type { AepClient } from "../../src/api/http.js";
import type { ScriptedFault } from "../../src/emulator/faults.js";
import type { StepName } from "../../src/stream/resources.js";

export type Inventory = Record<
  "baseConnection" | "sourceConnection" | "targetConnection" | "flow" | "schema" | "dataset" | "mappingSet",
  number
>;

export async function inventory(client: AepClient): Promise<Inventory> {
  const get = async (path: string) => (await client.request({ method: "GET", path })).body as Record<string, unknown>;
  const items = async (resource: string) => ((await get(`/data/foundation/flowservice/${resource}`)).items as unknown[]).length;
  return {
    baseConnection: await items("connections"),
    sourceConnection: await items("sourceConnections"),
    targetConnection: await items("targetConnections"),
    flow: await items("flows"),
    schema: ((await get("/data/foundation/schemaregistry/tenant/schemas")).results as unknown[]).length,
    dataset: Object.keys(await get("/data/foundation/catalog/dataSets")).length,
    mappingSet: ((await get("/data/foundation/conversion/mappingSets?limit=1000&start=0")).data as unknown[]).length,
  };
}

export const EMPTY: Inventory = {
  baseConnection: 0,
  sourceConnection: 0,
  targetConnection: 0,
  flow: 0,
  schema: 0,
  dataset: 0,
  mappingSet: 0,
};

/** The request each step sends, as an emulator fault script entry that fails it with a 500. */
export const FAIL_STEP: Record<StepName, Omit<ScriptedFault, "fault">> = {
  baseConnection: { method: "POST", path: "/data/foundation/flowservice/connections" },
  sourceConnection: { method: "POST", path: "/data/foundation/flowservice/sourceConnections" },
  schema: { method: "POST", path: "/data/foundation/schemaregistry/tenant/schemas" },
  dataset: { method: "POST", path: "/data/foundation/catalog/dataSets" },
  targetConnection: { method: "POST", path: "/data/foundation/flowservice/targetConnections" },
  mappingSet: { method: "POST", path: "/data/foundation/conversion/mappingSets" },
  flow: { method: "POST", path: "/data/foundation/flowservice/flows" },
  readBack: { method: "GET", path: "/data/foundation/flowservice/flows/*" },
};

export function failOn(step: StepName, status = 500): ScriptedFault {
  return { ...FAIL_STEP[step], fault: { kind: "status", status } };
}

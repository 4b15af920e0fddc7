// Catalog (`/data/foundation/catalog`, "Create a dataset (Catalog Service API)" in docs/aep-docs.md): create the stream's target dataset and
// delete it on rollback. Create answers 201 with an array of paths, `["@/dataSets/<id>"]`.
import * as z from "zod";
import { ApiError } from "./errors.js";
import { XED } from "./flow-ids.js";
import { parseResponse } from "./flow-schemas.js";
import { SERVICE_PATHS, type AepClient } from "./http.js";

const BASE = `${SERVICE_PATHS.catalog}/dataSets`;
const Paths = z.array(z.string());

export async function createDataset(client: AepClient, input: { name: string; description?: string; schemaId: string }): Promise<string> {
  const response = await client.request({
    method: "POST",
    path: BASE,
    query: { requestDataSource: true },
    json: {
      name: input.name,
      ...(input.description ? { description: input.description } : {}),
      schemaRef: { id: input.schemaId, contentType: XED },
    },
  });
  const paths = parseResponse(Paths, response, "POST", BASE, `["@/dataSets/<id>"]`);
  const id = datasetIdOf(paths[0]);
  if (!id)
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "POST",
      path: BASE,
      detail: `expected ["@/dataSets/<id>"], got ${JSON.stringify(paths).slice(0, 100)}`,
    });
  return id;
}

/** `@/dataSets/5c8c3c555033b814b69f947f` -> `5c8c3c555033b814b69f947f`. */
export function datasetIdOf(path: string | undefined): string | undefined {
  return /^@\/dataSets\/([^/?#]+)$/.exec(path ?? "")?.[1];
}

export async function deleteDataset(client: AepClient, id: string): Promise<void> {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}` });
}

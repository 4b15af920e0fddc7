// With --data, the emulator keeps streams and quota counters across a restart.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { getFlow } from "../../src/api/flows.js";
import { getQuotas } from "../../src/api/quota.js";
import { configureQuota } from "../../src/emulator/quota.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { emulatorAndClient } from "./helpers.js";

it("a dataflow, its inlet and the quota survive a restart", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pql-emu-"));
  const spec = parseStreamSpec(
    "name: P\nsource: { baseConnection: {} }\ntarget:\n  schema: { title: P, class: profile, fields: [{ path: p.q, type: string }] }\n  dataset: { name: P }\nmappings: [{ source: q, destination: p.q }]\n",
    "p.yaml",
  );
  const first = await emulatorAndClient({ dataDir });
  configureQuota(first.emulator.state, { datasetExpirationQuota: 7 });
  const created = await createStream(spec, first.client);
  await first.emulator.close();

  const second = await emulatorAndClient({ dataDir });
  try {
    const flow = await getFlow(second.client, created.flowId);
    expect(flow.name).toBe("P");
    expect((await getQuotas(second.client, { quotaType: "datasetExpirationQuota" }))[0]!.quota).toBe(7);
    // The inlet answers at the new address.
    const inlet = flow.options?.inletUrl ?? "";
    expect(inlet.startsWith(second.emulator.url)).toBe(true);
    expect(
      (await fetch(inlet, { method: "POST", headers: { "content-type": "application/json", "x-sandbox-name": "prod" }, body: "{}" }))
        .status,
    ).toBe(200);
  } finally {
    await second.emulator.close();
  }
});

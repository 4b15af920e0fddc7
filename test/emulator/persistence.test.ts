import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createSegmentDefinition, deleteSegmentDefinition, listAllSegmentDefinitions } from "../../src/api/segments.js";
import { startEmulator } from "../../src/emulator/server.js";
import { STATE_FILE } from "../../src/emulator/state.js";
import { client, emulator, profileOnly } from "../api/harness.js";

describe("--data DIR keeps state across restarts", () => {
  it("definitions created before a restart are there after it, on a new port", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-emu-"));
    const first = await startEmulator({ dataDir: dir });
    const a = client(first).client;
    const kept = await createSegmentDefinition(a, profileOnly("kept"));
    const gone = await createSegmentDefinition(a, profileOnly("deleted"));
    await deleteSegmentDefinition(a, gone.id);
    await first.close();

    const second = await emulator({ dataDir: dir });
    const names = (await listAllSegmentDefinitions(client(second).client)).map((s) => [s.id, s.name]);
    expect(names).toEqual([[kept.id, "kept"]]);
  });

  it("a token issued before the restart still works in strict mode, and the file holds only its hash", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-emu-"));
    const options = { dataDir: dir, clientId: "test-client-id", clientSecret: "p8e-canary-client-secret-4f1d" };
    const first = await startEmulator(options);
    const c = client(first);
    await listAllSegmentDefinitions(c.client);
    const token = await c.tokens.getToken();
    await first.close();
    const file = readFileSync(join(dir, STATE_FILE), "utf8");
    expect(file).not.toContain(token);
    expect(file).not.toContain("p8e-canary-client-secret-4f1d");

    const second = await emulator({ ...options });
    const r = await fetch(`${second.url}/data/core/ups/segment/definitions`, {
      headers: {
        Authorization: `Bearer ${token}`,
        "x-api-key": "test-client-id",
        "x-gw-ims-org-id": "O@AdobeOrg",
        "x-sandbox-name": "prod",
      },
    });
    expect(r.status).toBe(200);
  });

  it("without --data nothing is written and a restart starts empty", async () => {
    const first = await emulator();
    await createSegmentDefinition(client(first).client, profileOnly("ephemeral"));
    expect(first.state.file).toBeUndefined();
    const second = await emulator();
    expect(await listAllSegmentDefinitions(client(second).client)).toEqual([]);
  });

  it("a module's bucket is saved with the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-emu-"));
    const first = await startEmulator({ dataDir: dir });
    first.state.bucket("quota", () => ({ consumed: 0 })).consumed = 7;
    first.state.changed();
    await first.close();
    const second = await emulator({ dataDir: dir });
    expect(second.state.bucket("quota", () => ({ consumed: 0 }))).toEqual({ consumed: 7 });
  });
});

// Credentials from the file the config names (api.credentialsFile), for every command that talks
// to AEP; environment variables still win over it.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { emulator } from "../api/harness.js";
import { bin, workspace } from "../cli/helpers.js";

function run(args: string[], env: Record<string, string>, cwd: string): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const base: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1" };
    for (const k of Object.keys(base)) if (k.startsWith("AEP_")) delete base[k];
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...base, ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => done({ status, out, err }));
  });
}

describe("api.credentialsFile", () => {
  it("is read relative to the config, and the environment overrides it", async () => {
    const emu = await emulator({ clientId: "file-client", clientSecret: "file-secret-123" });
    const dir = workspace({
      "pql-audience.config.yaml": "api:\n  credentialsFile: secrets/aep.yaml\n",
      "secrets/aep.yaml": `clientId: file-client\nclientSecret: file-secret-123\norgId: FILE@AdobeOrg\nsandbox: prod\nbaseUrl: ${emu.url}\nimsUrl: ${emu.url}\n`,
    });
    const ok = await run(["segments", "list"], {}, dir);
    expect(ok.status).toBe(0);
    expect(ok.err).toContain("no segment definitions in sandbox prod");
    const overridden = await run(["segments", "list"], { AEP_CLIENT_SECRET: "wrong-secret" }, dir);
    expect(overridden.status).toBe(2);
    expect(overridden.err).not.toContain("wrong-secret");
    expect(overridden.err).not.toContain("file-secret-123");
  });
});

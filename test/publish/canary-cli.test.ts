// Secrets never reach the terminal: the CLI, run as a user would, with a canary client secret
// and access token through success, errors and --debug, against the emulator on loopback.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { bin, workspace } from "../cli/helpers.js";
import { emulator } from "../api/harness.js";

const SECRET = "canary-secret-7f3e1d9c2b";
const TOKEN = "canary-token-5a8b2c4d6e";

/** Runs the CLI without blocking this process's event loop (the emulator lives in it). */
function run(args: string[], env: Record<string, string>, cwd: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: "1", ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => resolve({ status, output }));
  });
}

const audience =
  'name: US customers\nexpression:\n  type: PQL\n  format: pql/text\n  value: homeAddress.countryCode = "US"\nevaluationInfo:\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n';

describe("secrets in CLI output", () => {
  it("never appear: publish, segments list, lint --remote, with --debug, success and failures", async () => {
    const emu = await emulator({ clientId: "canary-client", clientSecret: SECRET });
    const dir = workspace({ "us.audience.yaml": audience });
    const base = {
      AEP_BASE_URL: emu.url,
      AEP_IMS_URL: emu.url,
      AEP_CLIENT_ID: "canary-client",
      AEP_ORG_ID: "CANARY@AdobeOrg",
      AEP_SANDBOX: "prod",
    };
    const runs = await Promise.all([
      run(["publish", ".", "--yes", "--debug"], { ...base, AEP_CLIENT_SECRET: SECRET }, dir),
      run(["segments", "list", "--debug"], { ...base, AEP_CLIENT_SECRET: SECRET }, dir),
      run(["lint", ".", "--remote", "--debug"], { ...base, AEP_CLIENT_SECRET: SECRET }, dir),
      // IMS refuses a wrong secret: an error path that must not echo it.
      run(["publish", ".", "--yes", "--debug"], { ...base, AEP_CLIENT_SECRET: `${SECRET}-wrong` }, dir),
      // A token the emulator did not issue: 401, then the error, with the token hidden.
      run(["segments", "list", "--debug"], { ...base, AEP_ACCESS_TOKEN: TOKEN }, dir),
    ]);
    expect(runs[0]!.status).toBe(0);
    expect(runs[0]!.output).toContain("created");
    expect(runs[0]!.output).toContain("[REDACTED]");
    expect(runs[3]!.status).not.toBe(0);
    expect(runs[4]!.status).not.toBe(0);
    for (const r of runs) {
      expect(r.output).not.toContain(SECRET);
      expect(r.output).not.toContain(TOKEN);
      expect(r.output).not.toMatch(/Bearer [A-Za-z0-9]/);
    }
  });

  it("a secret with quotes, backslashes and other characters that change when encoded, echoed by the server", async () => {
    const secret = 'Cn"ry\\s/e+c&r%e t-Ü';
    const emu = await emulator({ clientId: "canary-client", clientSecret: secret });
    const dir = workspace({ "us.audience.yaml": audience });
    const echo = { message: `client ${secret} rejected`, detail: `${encodeURIComponent(secret)} ${secret.toUpperCase()}` };
    emu.faults.add({ path: "/data/core/ups/segment/definitions", fault: { kind: "status", status: 400, body: echo } });
    const base = {
      AEP_BASE_URL: emu.url,
      AEP_IMS_URL: emu.url,
      AEP_CLIENT_ID: "canary-client",
      AEP_CLIENT_SECRET: secret,
      AEP_ORG_ID: "CANARY@AdobeOrg",
      AEP_SANDBOX: "prod",
    };
    const r = await run(["segments", "list", "--debug"], base, dir);
    expect(r.status).toBe(2);
    expect(r.output).toContain("client [REDACTED] rejected");
    for (const form of [
      secret,
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
      new URLSearchParams({ v: secret }).toString().slice(2),
      secret.toUpperCase(),
    ])
      expect(r.output).not.toContain(form);
  });
});

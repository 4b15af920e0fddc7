// When IMS refuses the client credentials, every command that talks to AEP says so in the same
// words, names the variables to check, and exits 2: the bundled CLI as a child process against
// the emulator on loopback, its IMS checking the client id and secret.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { emulator } from "../api/harness.js";
import { bin, workspaces } from "./helpers.js";

const workspace = workspaces();
const AUDIENCE =
  'name: US\nexpression:\n  type: PQL\n  format: pql/text\n  value: homeAddress.countryCode = "US"\nschema:\n  name: _xdm.context.profile\n';

function cli(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", HOME: cwd, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const COMMANDS: [string, string[]][] = [
  ["segments list", ["segments", "list"]],
  ["estimate without --data", ["estimate", "us.audience.yaml"]],
  ["pull", ["pull", "--check"]],
  ["publish", ["publish", ".", "--dry-run"]],
  ["quota", ["quota"]],
  ["lint --remote", ["lint", "--remote", "us.audience.yaml"]],
];

const CASES: [string, { id: string; secret: string }, string][] = [
  ["a wrong secret", { id: "the-client", secret: "a-wrong-secret-value" }, "HTTP 401 invalid_client: invalid client_secret parameter"],
  ["a wrong client id", { id: "another-client", secret: "the-right-secret" }, "HTTP 400 invalid_client: invalid client_id parameter"],
];

describe("IMS refuses the credentials: one message, exit 2, for every command", { timeout: 120_000 }, () => {
  it.each(CASES)("%s", async (_, given, why) => {
    const emu = await emulator({ clientId: "the-client", clientSecret: "the-right-secret" });
    const dir = workspace({ "us.audience.yaml": AUDIENCE });
    const env = {
      AEP_CLIENT_ID: given.id,
      AEP_CLIENT_SECRET: given.secret,
      AEP_ORG_ID: "REFUSED@AdobeOrg",
      AEP_SANDBOX: "prod",
      AEP_BASE_URL: emu.url,
      AEP_IMS_URL: emu.url,
    };
    const message = `pql-audience: IMS refused the client credentials (${why}): check AEP_CLIENT_ID, AEP_CLIENT_SECRET and AEP_SCOPES (and AEP_IMS_URL: ${emu.url}).\n`;
    const seen = [];
    for (const [name, args] of COMMANDS) {
      const r = await cli(args, dir, env);
      seen.push({ name, code: r.code, stderr: r.stderr, secretShown: `${r.stdout}${r.stderr}`.includes(given.secret) });
    }
    expect(seen).toEqual(COMMANDS.map(([name]) => ({ name, code: 2, stderr: message, secretShown: false })));
  });
});

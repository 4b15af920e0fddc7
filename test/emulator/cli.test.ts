// The CLI as a user runs it: `pql-audience emulator` as a child process, and `segments list`
// against an emulator, checking what is printed, the exit codes, and that secrets never show.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createAepClient } from "../../src/api/client.js";
import { credentialsFromEnv, resolveCredentials } from "../../src/api/credentials.js";
import { createSegmentDefinition, listAllSegmentDefinitions } from "../../src/api/segments.js";
import { emulator, profileOnly } from "../api/harness.js";

// The bundled CLI, as users run it (test/global-setup.ts builds it once per test run).
const BIN = new URL("../../bin/pql-audience.js", import.meta.url).pathname;
const CANARY_SECRET = "cli-canary-secret-55e0c1";
const CANARY_TOKEN = "cli-canary-token-a81f3d";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI to completion (asynchronously: the emulator in this process must keep serving). */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
});

/** Starts `pql-audience emulator` and resolves once it printed its URL. */
function startCliEmulator(
  args: string[],
): Promise<{ child: ChildProcess; url: string; out: () => string; err: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, "emulator", "--port", "0", ...args], {
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      stdout += d;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url && stdout.includes("Press Ctrl-C")) resolve({ child, url, out: () => stdout, err: () => stderr, exited });
    });
    child.on("close", () => reject(new Error(`emulator exited early: ${stderr}`)));
  });
}

const envFor = (url: string, extra: Record<string, string> = {}) => ({
  AEP_BASE_URL: url,
  AEP_IMS_URL: url,
  AEP_CLIENT_ID: "cli-client",
  AEP_CLIENT_SECRET: CANARY_SECRET,
  AEP_ORG_ID: "CLI@AdobeOrg",
  AEP_SANDBOX: "prod",
  ...extra,
});

const clientFor = (url: string) => createAepClient(resolveCredentials(credentialsFromEnv(envFor(url))));

describe("pql-audience emulator (child process)", () => {
  it("prints its URL and the variables to export, serves, and stops cleanly on SIGTERM", async () => {
    const emu = await startCliEmulator(["--client-id", "cli-client", "--client-secret", CANARY_SECRET]);
    expect(emu.out()).toContain(`export AEP_BASE_URL=${emu.url} AEP_IMS_URL=${emu.url}`);
    expect(emu.out()).toContain("AEP_CLIENT_ID=cli-client AEP_CLIENT_SECRET=<the --client-secret value>");
    expect(emu.out()).not.toContain(CANARY_SECRET);
    const list = await cli(["segments", "list"], envFor(emu.url));
    expect(list).toMatchObject({ code: 0, stdout: "", stderr: "no segment definitions in sandbox prod\n" });
    emu.child.kill("SIGTERM");
    expect(await emu.exited).toBe(0);
    expect(emu.err()).toMatch(/emulator stopped \(SIGTERM\) after 2 requests/);
    expect(emu.err()).toContain("POST /ims/token/v3 200");
  });

  it("--data keeps definitions across a restart of the process", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-cli-emu-"));
    const first = await startCliEmulator(["--data", dir, "--quiet"]);
    const c = clientFor(first.url);
    await createSegmentDefinition(c, profileOnly("survives restarts"));
    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);
    const second = await startCliEmulator(["--data", dir, "--quiet"]);
    expect(second.out()).toContain(`state           ${join(dir, "emulator-state.json")}`);
    expect(second.out()).toContain("definitions     1");
    const again = clientFor(second.url);
    expect((await listAllSegmentDefinitions(again)).map((s) => s.name)).toEqual(["survives restarts"]);
  });

  it("an unreadable state file or seed is named, exit 2", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-cli-emu-"));
    writeFileSync(join(dir, "emulator-state.json"), "{");
    const state = await cli(["emulator", "--port", "0", "--data", dir]);
    expect(state.code).toBe(2);
    expect(state.stderr).toContain(`${join(dir, "emulator-state.json")}:1:2: not valid JSON; move the file away to start afresh`);
    writeFileSync(join(dir, "seed.yaml"), "segments: 3\n");
    const seed = await cli(["emulator", "--port", "0", "--seed", join(dir, "seed.yaml")]);
    expect(seed.code).toBe(2);
    expect(seed.stderr).toContain('must hold an object with optional lists "mergePolicies" and "segments"');
  });

  it("a usage mistake exits 2 with one line", async () => {
    const r = await cli(["emulator", "--fail-rate", "3"]);
    expect(r).toMatchObject({ code: 2 });
    expect(r.stderr).toContain("--fail-rate must be between 0 and 1");
  });
});

describe("pql-audience segments list", () => {
  it("an aligned table, edge only, with a summary on stderr", async () => {
    const emu = await emulator();
    const c = clientFor(emu.url);
    await createSegmentDefinition(c, profileOnly("US profiles"));
    await createSegmentDefinition(c, profileOnly("Recent visitors with a long name"));
    await createSegmentDefinition(c, { ...profileOnly("Batch only"), evaluationInfo: { batch: { enabled: true } } });

    const all = await cli(["segments", "list"], envFor(emu.url));
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^NAME {2,}EVALUATION {2}UPDATED \(UTC\) {5}ID$/);
    expect(lines).toHaveLength(4);
    const idColumn = lines[0]!.indexOf("ID");
    for (const line of lines.slice(1)) expect(line.slice(idColumn)).toMatch(/^[0-9a-f-]{36}$/);
    expect(all.stderr).toBe("3 segment definitions in sandbox prod (1 batch, 2 edge)\n");

    const edge = await cli(["segments", "list", "--edge"], envFor(emu.url));
    expect(edge.stdout).not.toContain("Batch only");
    expect(edge.stderr).toBe("2 edge segment definitions in sandbox prod\n");

    const json = await cli(["segments", "list", "--edge", "--format", "json"], envFor(emu.url));
    expect((JSON.parse(json.stdout) as { name: string }[]).map((s) => s.name).sort()).toEqual([
      "Recent visitors with a long name",
      "US profiles",
    ]);
  });

  it("missing credentials: exit 2 naming the variables", async () => {
    const r = await cli(["segments", "list"], { AEP_CLIENT_ID: "x" });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "pql-audience: AEP credentials incomplete: set AEP_ORG_ID, AEP_SANDBOX and AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN for a ready token) in the environment\n",
    );
  });

  it("nobody listening: exit 2, the error and what to check", async () => {
    const emu = await emulator();
    await emu.close();
    const r = await cli(["segments", "list"], envFor(emu.url));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `pql-audience: could not list segment definitions: POST /ims/token/v3 failed: connection refused\nCheck AEP_IMS_URL (${emu.url}) and your network.\n`,
    );
  });

  it("reports retries in the summary when the service was flaky", async () => {
    const emu = await emulator();
    emu.faults.add({ path: "/data/core/ups/segment/definitions", fault: { kind: "status", status: 429, retryAfter: "0" }, times: 2 });
    const r = await cli(["segments", "list"], envFor(emu.url));
    expect(r.stderr).toBe("no segment definitions in sandbox prod; 4 requests, 2 retries\n");
  });
});

describe("canary: the CLI never prints a secret", () => {
  it("client secret and token through success, a 401 renewal, errors and --debug", async () => {
    const emu = await emulator({ clientId: "cli-client", clientSecret: CANARY_SECRET });
    const runs: Run[] = [];
    emu.faults.add({
      path: "/data/core/ups/segment/definitions",
      fault: { kind: "status", status: 401, body: { error_code: "401013", message: "Oauth token is not valid" } },
    });
    runs.push(await cli(["segments", "list", "--debug"], envFor(emu.url)));
    expect(runs[0]!.stderr).toContain("token rejected; renewing and retrying once");
    emu.faults.add({
      path: "/data/core/ups/segment/definitions",
      fault: { kind: "status", status: 500, body: { message: `boom ${CANARY_SECRET}` } },
    });
    runs.push(await cli(["segments", "list", "--debug"], envFor(emu.url)));
    runs.push(await cli(["segments", "list", "--debug"], envFor(emu.url, { AEP_CLIENT_SECRET: `${CANARY_SECRET}-wrong` })));
    expect(runs.map((r) => r.code)).toEqual([0, 2, 2]);
    expect(runs[0]!.stderr).toContain("debug: -> POST");
    expect(runs[1]!.stderr).toContain("failed with HTTP 500");
    expect(runs[2]!.stderr).toContain("invalid_client");
    const printed = runs.map((r) => r.stdout + r.stderr).join("\n");
    expect(printed).toContain("[REDACTED]");
    expect(printed).not.toContain(CANARY_SECRET);
    expect(printed).not.toContain(encodeURIComponent(CANARY_SECRET));
  });

  it("a given access token, rejected and echoed by the server", async () => {
    const emu = await emulator();
    emu.faults.add({
      path: "/data/core/ups/segment/definitions",
      fault: { kind: "status", status: 401, body: { error_code: "401013", message: `Oauth token ${CANARY_TOKEN} is not valid` } },
    });
    const r = await cli(["segments", "list", "--debug"], envFor(emu.url, { AEP_ACCESS_TOKEN: CANARY_TOKEN, AEP_CLIENT_SECRET: "" }));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.");
    expect(r.stdout + r.stderr).not.toContain(CANARY_TOKEN);
  });
});

// `pql-audience estimate FILE` without --data asks the org: the bundled CLI as a child process
// against the emulator on loopback, whose store was filled through its inlet and interact call.
// The figures are the evaluator's count (the emulator reads its whole store), printed as AEP's
// sampled estimate with its interval, in text and JSON; without credentials a message and exit 2;
// a broken expression in the org's eyes, a failed job; and the secret never shows.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Emulator } from "../../src/emulator/server.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { CLIENT_ID, CLIENT_SECRET, ORG, client, emulator } from "../api/harness.js";
import { fillStore, NOW, oracle, PEOPLE } from "../api/preview-store.js";
import { bin, workspaces } from "./helpers.js";

const workspace = workspaces();
const US = 'homeAddress.countryCode = "US"';
const CHECKOUT = 'select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now';
const audienceYaml = (name: string, pql: string) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${pql.replaceAll("'", "''")}'\nschema:\n  name: _xdm.context.profile\n`;

/** Runs the CLI to completion without blocking this process (the emulator in it must keep serving). */
function cli(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function org(): Promise<{ emu: Emulator; env: Record<string, string> }> {
  const emu = await emulator({ clock: { now: () => NOW } });
  await fillStore(client(emu).client, emu.url);
  const env = {
    AEP_CLIENT_ID: CLIENT_ID,
    AEP_CLIENT_SECRET: CLIENT_SECRET,
    AEP_ORG_ID: ORG,
    AEP_SANDBOX: "prod",
    AEP_BASE_URL: emu.url,
    AEP_IMS_URL: emu.url,
  };
  return { emu, env };
}

describe("estimate without --data: AEP's estimate", () => {
  it("prints each audience's figure as AEP's sampled estimate, with its interval, what was read and sample profiles", async () => {
    const { env } = await org();
    const dir = workspace({
      "us.audience.yaml": audienceYaml("US customers", US),
      "checkout.audience.yaml": audienceYaml("Checkouts", CHECKOUT),
    });
    const r = await cli(["estimate", ".", "--sample", "2"], dir, env);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const us = oracle(US);
    const checkout = oracle(CHECKOUT);
    expect([us.length, checkout.length]).toEqual([5, 4]);
    expect(r.stdout).toBe(
      [
        `checkout.audience.yaml: Checkouts  ~4 profiles (AEP's estimate; 95% confidence interval 4 to 4)`,
        `  AEP read ${PEOPLE.length} of ${PEOPLE.length} profiles, standard error 0; by namespace: ECID 4`,
        `  ${checkout[0]}`,
        `  ${checkout[1]}`,
        `us.audience.yaml: US customers  ~5 profiles (AEP's estimate; 95% confidence interval 5 to 5)`,
        `  AEP read ${PEOPLE.length} of ${PEOPLE.length} profiles, standard error 0; by namespace: ECID 4, Email 1`,
        `  ${us[0]}`,
        `  ${us[1]}`,
        "",
        "2 audiences estimated by AEP in sandbox prod: sampled figures, not exact counts (AEP samples a profile store of a million profiles or more)",
        "",
      ].join("\n"),
    );
    expect(r.stdout + r.stderr).not.toContain(CLIENT_SECRET);
  }, 60_000);

  it("--format json gives the figures, the interval and the sample, marked sampled", async () => {
    const { env } = await org();
    const dir = workspace({ "us.pql": `${US}\n` });
    const r = await cli(["estimate", "us.pql", "--format", "json", "--sample", "1"], dir, env);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { audiences: Record<string, unknown>[] };
    expect(out).toMatchObject({ source: "aep", sandbox: "prod", sampled: true, notEstimated: [], refused: [] });
    expect(out.audiences).toHaveLength(1);
    expect(out.audiences[0]).toMatchObject({
      file: "us.pql",
      name: "us.pql",
      estimatedSize: 5,
      confidenceInterval: { level: 0.95, low: 5, high: 5 },
      standardError: 0,
      profilesReadSoFar: PEOPLE.length,
      totalRows: PEOPLE.length,
      namespaces: [
        { namespaceId: "ECID", profiles: 4 },
        { namespaceId: "Email", profiles: 1 },
      ],
      sample: [oracle(US)[0]],
    });
    expect(out.audiences[0]!.previewId).toEqual(expect.any(String));
  }, 60_000);

  it("without credentials: what is missing and where to read more, exit 2, no stack", async () => {
    const dir = workspace({ "us.pql": `${US}\n` });
    const r = await cli(["estimate", "us.pql"], dir, {});
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      "pql-audience: AEP credentials incomplete: set AEP_CLIENT_ID, AEP_ORG_ID, AEP_SANDBOX and AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN for a ready token) in the environment\n" +
        'not estimated: `estimate` without --data asks AEP, and needs the org\'s credentials (docs/estimates.md, "Asking AEP")\n',
    );
  });

  it("a file lint refuses is not sent: its frame on stderr, its messages in the JSON, exit 1", async () => {
    const dir = workspace({ "bad.pql": `${US} and\n` });
    const r = await cli(["estimate", "bad.pql", "--format", "json"], dir, {});
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("bad.pql: not estimated: the file has errors");
    const out = JSON.parse(r.stdout) as { refused: { file: string; messages: string[] }[] };
    expect(out).toMatchObject({ source: "aep", sandbox: null, sampled: true, audiences: [], notEstimated: [] });
    expect(out.refused).toEqual([{ file: "bad.pql", messages: [expect.stringContaining("PQL001")] }]);
  });

  it("--now belongs to --data: a usage error, exit 2", async () => {
    const dir = workspace({ "us.pql": `${US}\n` });
    const r = await cli(["estimate", "us.pql", "--now", "2026-03-01T12:00:00Z"], dir, {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--now applies to --data: AEP estimates at its own clock");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("a job AEP fails is reported for its audience, the others still printed, exit 1", async () => {
    const { env, emu } = await org();
    // Ten interests on one profile and eight variables over them: over the emulator's budget.
    const interests = Array.from({ length: 10 }, (_, i) => ({ name: `interest ${i}` }));
    const spec = parseStreamSpec(readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8"), "stream.yaml");
    const { inletUrl } = await createStream({ ...spec, name: "Interests" }, client(emu).client, () => {});
    await fetch(inletUrl!, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ identityMap: { ECID: [{ id: "visitor-0", primary: true }] }, person: { interests } }),
    });
    const hostile = `exists ${"ABCDEFGH"
      .split("")
      .map((v) => `${v} from person.interests`)
      .join(", ")} where H.name = "never"`;
    const dir = workspace({ "a.pql": `${hostile}\n`, "b.pql": `${US}\n` });
    const r = await cli(["estimate", ".", "--sample", "0"], dir, env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^a\.pql: not estimated: AEP's estimate job \S+ failed: the evaluation of profile ECID:visitor-0 went over/);
    expect(r.stdout).toContain("b.pql  ~5 profiles (AEP's estimate; 95% confidence interval 5 to 5)");
  }, 60_000);

  it("a refused token: the message and the hint, exit 2, the secret never printed", async () => {
    const { env } = await org();
    const dir = workspace({ "us.pql": `${US}\n` });
    const r = await cli(["estimate", "us.pql"], dir, { ...env, AEP_CLIENT_SECRET: "", AEP_ACCESS_TOKEN: "not-a-token-it-issued" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("us.pql: could not ask AEP for an estimate: POST /data/core/ups/preview failed with HTTP 401");
    expect(r.stderr).toContain("Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.");
    expect(r.stderr).not.toContain("not-a-token-it-issued");
  }, 60_000);
});

// The stream and account commands as a user runs them, against an in-process emulator: the whole
// create sequence, get, update, send, delete, the rollback message, and spec errors.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AepClient } from "../../src/api/http.js";
import { streamStore } from "../../src/emulator/flow-store.js";
import type { Emulator } from "../../src/emulator/server.js";
import { cli, envFor, SECRET } from "./cli.js";
import { emulatorAndClient } from "./helpers.js";
import { EMPTY, failOn, inventory } from "./inventory.js";

const EXAMPLE = new URL("../../examples/stream.yaml", import.meta.url).pathname;
let emulator: Emulator;
let client: AepClient;
let env: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), "pql-stream-"));

beforeAll(async () => {
  ({ emulator, client } = await emulatorAndClient());
  env = envFor(emulator.url);
});
afterAll(() => emulator.close());

/** The test client reads sandbox "dev" under org TESTORG, as the CLI does. */
const inv = () => inventory(client);

describe("stream create, get, update, send, delete; account update, delete", () => {
  let flowId = "";
  let inlet = "";
  let baseId = "";

  it("create: a line per step, then the inlet and webhook URLs on stdout", async () => {
    const run = await cli(["stream", "create", "--file", EXAMPLE], env);
    expect(run.code).toBe(0);
    const steps = run.stderr
      .split("\n")
      .filter((l) => l.startsWith("  ✓"))
      .map((l) => l.slice(4, 27).trim());
    expect(steps).toEqual([
      "base connection",
      "source connection",
      "target schema",
      "target dataset",
      "target connection",
      "mapping set",
      "dataflow",
      "read back the dataflow",
    ]);
    inlet = /^inlet URL {4}(\S+)$/m.exec(run.stdout)![1]!;
    flowId = /x-adobe-flow-id=(\S+)$/m.exec(run.stdout)![1]!;
    baseId = /✓ base connection\s+(\S+)/.exec(run.stderr)![1]!;
    expect(run.stdout).toBe(`inlet URL    ${inlet}\nwebhook URL  ${inlet}?x-adobe-flow-id=${flowId}\n`);
    expect(run.stderr).toContain(`Dataflow ${flowId} is enabled.`);
    expect(await inv()).toEqual({
      baseConnection: 1,
      sourceConnection: 1,
      targetConnection: 1,
      flow: 1,
      schema: 1,
      dataset: 1,
      mappingSet: 1,
    });
  });

  it("get: state, inlet URL and last operation", async () => {
    const run = await cli(["stream", "get", flowId], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Loyalty events  ${flowId}\n  state           enabled\n`));
    expect(run.stdout).toContain(`  inlet URL       ${inlet}\n`);
    expect(run.stdout).toMatch(/ {2}last operation {2}create, completed, \d{4}-\d\d-\d\d \d\d:\d\d GMT\n/);
    const json = JSON.parse((await cli(["stream", "get", flowId, "--format", "json"], env)).stdout);
    expect(json).toMatchObject({ id: flowId, inletUrl: inlet, webhookUrl: `${inlet}?x-adobe-flow-id=${flowId}` });
  });

  it("update: renames with If-Match; a usage mistake is exit 2", async () => {
    const run = await cli(["stream", "update", flowId, "--name", "Loyalty v2", "--description", "renamed"], env);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`Updated dataflow ${flowId}: name "Loyalty v2" and description.\n`);
    expect(run.stdout).toMatch(/^etag "[0-9a-f-]{36}"\n$/);
    expect((await cli(["stream", "update", flowId], env)).code).toBe(2);
  });

  it("account update: PATCHes the base connection", async () => {
    const run = await cli(["account", "update", baseId, "--description", "loyalty platform"], env);
    expect([run.code, run.stderr]).toEqual([0, `Updated connection ${baseId}: description.\n`]);
  });

  it("send: JSON records are accepted; the inlet refuses what is not JSON with a clear 400", async () => {
    writeFileSync(
      join(dir, "events.json"),
      JSON.stringify([
        { member_id: "m1", points: 120 },
        { member_id: "m2", points: 5 },
      ]),
    );
    const run = await cli(["stream", "send", inlet, "--flow-id", flowId, "--file", join(dir, "events.json")], env);
    expect([run.code, run.stderr]).toEqual([0, `2 records sent to ${inlet}: 2 accepted\n`]);
    const raw = await fetch(inlet, { method: "POST", headers: { "content-type": "text/plain" }, body: "member=m1" });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      status: "400",
      title: "Bad request",
      report: { message: "the body must be JSON (Content-Type: application/json); got text/plain" },
    });
    const broken = await fetch(inlet, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { report: { message: string } }).report.message).toMatch(/^the body is not valid JSON/);
  });

  it("send: a record whose field has the wrong type for the dataflow's schema is named, and nothing is sent", async () => {
    const file = join(dir, "typed.json");
    // loyalty.points is an integer, loyalty.memberId a string (examples/stream.yaml); the raw
    // fields reach them through the mapping set (points -> loyalty.points, member_id -> ...).
    writeFileSync(
      file,
      `[
  { "member_id": "m1", "points": 120 },
  { "member_id": "m2", "points": "ten" },
  { "member_id": 7, "points": 1.5 },
  { "member_id": "m4", "points": 4, "loyalty": "gold" }
]
`,
    );
    const received = () => JSON.stringify(streamStore({ state: emulator.state }).received);
    const was = received();
    const run = await cli(["stream", "send", inlet, "--flow-id", flowId, "--file", file], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        `${file}:3:34: record 2: points (mapped to loyalty.points): expected integer, got string "ten"`,
        `${file}:4:18: record 3: member_id (mapped to loyalty.memberId): expected string, got integer 7`,
        `${file}:4:31: record 3: points (mapped to loyalty.points): expected integer, got number 1.5`,
        `${file}:5:48: record 4: loyalty: expected object, got string "gold"`,
        `Nothing sent: 3 records of 4 do not match the schema of dataflow ${flowId}; fix them and send the file again.`,
        "",
      ].join("\n"),
    );
    expect(received()).toBe(was);
    const skipped = await cli(["stream", "send", inlet, "--flow-id", flowId, "--file", file, "--no-check"], env);
    expect(skipped.stderr).toBe(`4 records sent to ${inlet}: 4 accepted\n`);
  });

  it("send --xdm: each XDM record in the envelope sendMessage describes, with x-sandbox-name and x-adobe-flow-id", async () => {
    const file = join(dir, "xdm.json");
    writeFileSync(file, '[{ "loyalty": { "memberId": "m9", "points": 3 } }, { "loyalty": { "memberId": "m8", "points": 5 } }]');
    const store = () => streamStore({ state: emulator.state }) as unknown as { runs?: { flowId: string; input: number; output: number }[] };
    // Summed over the dataflow's runs: one per hour of the clock, and the test may cross an hour.
    const counted = () => (store().runs ?? []).filter((r) => r.flowId === flowId).reduce((n, r) => n + r.input, 0);
    const before = counted();
    const run = await cli(["stream", "send", inlet, "--flow-id", flowId, "--xdm", "--file", file], env);
    expect([run.code, run.stderr]).toEqual([0, `2 records sent to ${inlet}: 2 accepted\n`]);
    // Counted in the dataflow's run: the inlet read the flow from x-adobe-flow-id / header.flowId
    // and the envelope passed its checks (header.schemaRef, imsOrgId, datasetId of this flow, ...).
    expect(counted()).toBe(before + 2);
    const noFlow = await cli(["stream", "send", inlet, "--xdm", "--file", file], env);
    expect([noFlow.code, noFlow.stderr]).toEqual([
      2,
      "pql-audience: --xdm needs --flow-id: the envelope names the dataflow, its schema and its dataset\n",
    ]);
  });

  it("the inlet refuses a record without x-sandbox-name, and an envelope missing what sendMessage requires", async () => {
    const post = (body: unknown, headers: Record<string, string> = { "x-sandbox-name": "dev" }) =>
      fetch(inlet, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    const bare = await post({ member_id: "m1" }, {});
    expect([bare.status, ((await bare.json()) as { report: { message: string } }).report.message]).toEqual([
      400,
      "the x-sandbox-name header is required (the sandbox of the dataflow)",
    ]);
    const noOrg = await post({
      header: { schemaRef: { id: "s", contentType: "c" }, datasetId: "d", flowId },
      body: { xdmMeta: {}, xdmEntity: {} },
    });
    expect([noOrg.status, ((await noOrg.json()) as { report: { message: string } }).report.message]).toEqual([
      400,
      "header.imsOrgId is required",
    ]);
  });

  it("account delete: refused while a dataflow uses it, naming the command that removes it", async () => {
    const run = await cli(["account", "delete", baseId], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `pql-audience: connection ${baseId} is still used by 1 dataflow; delete it first:\n  pql-audience stream delete ${flowId}    # Loyalty v2\n`,
    );
  });

  it("stream delete, then account delete", async () => {
    const run = await cli(["stream", "delete", flowId], env);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(
        `^Deleted dataflow ${flowId} \\(Loyalty v2\\)\\.\n  - deleted source connection \\S+\n  - deleted target connection \\S+\n  = left mapping set \\S+: AEP's Data Prep API has no delete for mapping sets; it stays, unused\n`,
      ),
    );
    expect(run.stderr).toContain(
      "Left the mapping set: AEP's Data Prep API has no delete for mapping sets (an unused one does nothing).\n",
    );
    expect((await cli(["account", "delete", baseId], env)).code).toBe(0);
    expect(await inv()).toEqual({ ...EMPTY, schema: 1, dataset: 1, mappingSet: 1 });
    const gone = await cli(["stream", "get", flowId], env);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(`HTTP 404 FLOW-1439-404: Resource not found: no dataflow ${flowId} in this sandbox`);
  });
});

describe("stream send --auth", () => {
  it("an inlet created with authenticationRequired refuses records without a token and takes them with --auth", async () => {
    const spec = join(dir, "auth.yaml");
    writeFileSync(
      spec,
      `name: Secure
source:
  baseConnection: { authenticationRequired: true }
target:
  schema: { title: Secure, class: experienceevent, fields: [{ path: a.b, type: string }] }
  dataset: { name: Secure }
mappings: [{ source: b, destination: a.b }]
`,
    );
    const created = await cli(["stream", "create", "--file", spec], env);
    const inlet = /^inlet URL {4}(\S+)$/m.exec(created.stdout)![1]!;
    writeFileSync(join(dir, "one.json"), '{"b":"x"}');
    const refused = await cli(["stream", "send", inlet, "--file", join(dir, "one.json")], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "  record 1: this inlet requires authentication: send an access token in the Authorization header (this inlet wants a token: add --auth)\n",
    );
    expect(refused.stderr).not.toContain("[REDACTED]");
    const accepted = await cli(["stream", "send", inlet, "--file", join(dir, "one.json"), "--auth"], env);
    expect([accepted.code, accepted.stderr]).toEqual([
      0,
      `note: records not checked against a schema: give --flow-id to check them against the dataflow's (--no-check to skip)\n1 record sent to ${inlet}: 1 accepted\n`,
    ]);
  });
});

describe("failures", () => {
  it("a failed step rolls back and says nothing was left behind", async () => {
    const before = await inv();
    emulator.faults.add(failOn("targetConnection"));
    const run = await cli(["stream", "create", "--file", EXAMPLE], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      / {2}✗ target connection {7}POST \/data\/foundation\/flowservice\/targetConnections failed with HTTP 500 500000: Injected failure 500 \(injected by the emulator\)/,
    );
    expect(
      run.stderr
        .split("\n")
        .filter((l) => l.startsWith("  - deleted"))
        .map((l) => l.replace(/ \S+$/, "")),
    ).toEqual(["  - deleted target dataset", "  - deleted target schema", "  - deleted source connection", "  - deleted base connection"]);
    expect(run.stderr).toContain("Rolled back: 4 resources deleted, nothing left behind.\n");
    expect(await inv()).toEqual(before);
  });

  it("--keep-on-failure keeps them and prints the resume command, which then finishes the job", async () => {
    const before = await inv();
    emulator.faults.add(failOn("flow"));
    const run = await cli(["stream", "create", "--file", EXAMPLE, "--keep-on-failure"], env);
    expect(run.code).toBe(2);
    const resume = /Resume with: pql-audience (stream create --file \S+ --resume \S+)\n/.exec(run.stderr)![1]!;
    const again = await cli(resume.split(" "), env);
    expect(again.code).toBe(0);
    expect(again.stderr.match(/\(given\)/g)).toHaveLength(6);
    const after = await inv();
    expect(after.flow - before.flow).toBe(1);
    expect(after.mappingSet - before.mappingSet).toBe(1);
  });

  it("a spec with problems: every message with its position, nothing created, exit 1", async () => {
    const before = await inv();
    writeFileSync(join(dir, "bad.yaml"), "name: x\nsource: {}\ntarget:\n  schema: { id: s }\n  dataset: { id: d, name: n }\nmapings: []\n");
    const run = await cli(["stream", "create", "--file", join(dir, "bad.yaml")], env);
    expect(run.code).toBe(1);
    const file = join(dir, "bad.yaml");
    expect(run.stderr).toBe(
      [
        `${file}:5:3: target.dataset: give either id (an existing dataset) or name (a new one)`,
        `${file}:6:1: mapings: unknown key "mapings"; did you mean "mappings"?`,
        `2 problems in ${file}; nothing was created`,
        "",
      ].join("\n"),
    );
    expect(await inv()).toEqual(before);
  });

  it("missing credentials: a message naming the variables, exit 2, no secret anywhere", async () => {
    const run = await cli(["stream", "get", "x"], { AEP_BASE_URL: emulator.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^pql-audience: AEP credentials incomplete: set AEP_CLIENT_ID, AEP_ORG_ID, AEP_SANDBOX/);
  });

  it("the client secret never appears in any output, even with --debug", async () => {
    const runs = await Promise.all([
      cli(["stream", "create", "--file", EXAMPLE, "--debug"], env),
      cli(["stream", "get", "missing-flow", "--debug"], env),
      cli(["quota", "--debug"], env),
    ]);
    for (const run of runs) expect(run.stdout + run.stderr).not.toContain(SECRET);
    expect(runs[0].stderr).toContain("client_secret=[REDACTED]");
  });
});

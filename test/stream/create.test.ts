// createStream over real HTTP against the emulator: the whole sequence, what each request
// carried, and a failure injected at each step in turn leaving zero resources behind.
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getConnection, getFlow } from "../../src/api/flows.js";
import type { AepClient } from "../../src/api/http.js";
import type { Emulator } from "../../src/emulator/server.js";
import { createStream, StreamCreateError, type StreamEvent } from "../../src/stream/create.js";
import { RESOURCE_STEPS, type StepName } from "../../src/stream/resources.js";
import type { StreamSpec } from "../../src/stream/spec.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { emulatorAndClient } from "./helpers.js";
import { EMPTY, failOn, inventory } from "./inventory.js";

const EXAMPLE = new URL("../../examples/stream.yaml", import.meta.url).pathname;
const httpApiSpec = (): StreamSpec => parseStreamSpec(readFileSync(EXAMPLE, "utf8"), "examples/stream.yaml");

const webhookSpec = (): StreamSpec =>
  parseStreamSpec(
    `name: Chat webhook
source:
  connectionSpec: 96479064-7b8a-4d69-b9ed-21c5683837ea
target:
  schema:
    title: Chat events
    class: experienceevent
    fields: [{ path: chat.message, type: string }]
  dataset: { name: Chat events }
mappings: [{ source: text, destination: chat.message }]
`,
    "webhook.yaml",
  );

let emulator: Emulator;
let client: AepClient;
beforeEach(async () => ({ emulator, client } = await emulatorAndClient()));
afterEach(() => emulator.close());

describe("createStream", () => {
  it("runs the HTTP API sequence in order and returns the inlet and webhook URLs", async () => {
    const events: StreamEvent[] = [];
    const result = await createStream(httpApiSpec(), client, (e) => events.push(e));
    expect(events.filter((e) => e.kind === "step" && e.status === "done").map((e) => e.kind === "step" && e.step)).toEqual([
      ...RESOURCE_STEPS,
      "readBack",
    ]);
    expect(result.inletUrl).toMatch(new RegExp(`^${emulator.url}/collection/[0-9a-f]{32}$`));
    expect(result.webhookUrl).toBe(`${result.inletUrl}?x-adobe-flow-id=${result.flowId}`);
    expect(result.state).toBe("enabled");
    expect(await inventory(client)).toEqual({
      baseConnection: 1,
      sourceConnection: 1,
      targetConnection: 1,
      flow: 1,
      schema: 1,
      dataset: 1,
      mappingSet: 1,
    });

    // What the service was given, read back.
    const flow = await getFlow(client, result.flowId);
    expect(flow.flowSpec).toEqual({ id: "c1a19761-d2c7-4702-b9fa-fe91f0613e81", version: "1.0" });
    expect(flow.transformations).toEqual([
      { name: "Mapping", params: { mappingId: expect.stringMatching(/^[0-9a-f]{32}$/), mappingVersion: 0 } },
    ]);
    const base = await getConnection(client, result.resources[0]!.id);
    expect(base.auth?.params?.inletUrl).toBe(result.inletUrl);
    const target = emulator.state.data.buckets.stream as {
      targetConnections: Record<string, unknown>[];
      mappingSets: Record<string, unknown>[];
    };
    expect(target.targetConnections[0]).toMatchObject({
      connectionSpec: { id: "c604ff05-7f1a-43c0-8e18-33bf874cb11c" },
      data: { schema: { version: "application/vnd.adobe.xed-full+json;version=1" } },
      params: { dataSetId: result.resources[3]!.id },
    });
    expect(target.mappingSets[0]).toMatchObject({ version: 0, xdmVersion: "1.0", xdmSchema: result.resources[2]!.id });
  });

  it("runs the webhook sequence (no base connection) with the default flow spec", async () => {
    const result = await createStream(webhookSpec(), client);
    expect(result.resources.map((r) => r.step)).toEqual([
      "sourceConnection",
      "schema",
      "dataset",
      "targetConnection",
      "mappingSet",
      "flow",
    ]);
    const flow = await getFlow(client, result.flowId);
    expect(flow.flowSpec?.id).toBe("e77fde5a-22a8-11ed-861d-0242ac120002");
    expect(flow.options?.inletUrl).toBe(result.inletUrl);
  });

  it("uses an existing schema and dataset by id and never deletes them", async () => {
    const first = await createStream(webhookSpec(), client);
    const schemaId = first.resources.find((r) => r.step === "schema")!.id;
    const datasetId = first.resources.find((r) => r.step === "dataset")!.id;
    const spec = webhookSpec();
    spec.target = { schema: { id: schemaId }, dataset: { id: datasetId } };
    emulator.faults.add(failOn("flow"));
    const error = await createStream(spec, client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamCreateError);
    expect((error as StreamCreateError).deleted.map((r) => r.step)).toEqual(["targetConnection", "sourceConnection"]);
    expect((error as StreamCreateError).undeletable.map((r) => r.step)).toEqual(["mappingSet"]);
    expect(await inventory(client)).toMatchObject({ schema: 1, dataset: 1, flow: 1 });
  });
});

// The rollback matrix: fail each step in turn; the emulator's lists must be empty afterwards, but
// for the mapping set once it was made: AEP's Data Prep API has no delete for it (data-prep.yaml),
// so it is left and listed as such, never as a failed delete.
const STEPS: StepName[] = [...RESOURCE_STEPS, "readBack"];
describe("a failure at each step leaves no resources behind but the mapping set", () => {
  it.each(STEPS.map((step, i) => ({ step, madeBefore: String(i) })))(
    "$step fails -> what $madeBefore steps made is deleted, the mapping set left",
    async ({ step, madeBefore }) => {
      emulator.faults.add(failOn(step));
      const error = await createStream(httpApiSpec(), client).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StreamCreateError);
      const e = error as StreamCreateError;
      expect(e.failedStep).toBe(step);
      const made = STEPS.slice(0, Number(madeBefore));
      // Everything made before the failing step was deleted, newest first; the mapping set left.
      expect(e.deleted.map((r) => r.step)).toEqual(made.filter((s) => s !== "mappingSet").reverse());
      expect(e.undeletable.map((r) => r.step)).toEqual(made.includes("mappingSet") ? ["mappingSet"] : []);
      expect(e.left).toEqual([]);
      expect(e.resume).toBeUndefined();
      expect(await inventory(client)).toEqual({ ...EMPTY, mappingSet: made.includes("mappingSet") ? 1 : 0 });
    },
  );
});

describe("keepOnFailure and resume", () => {
  it("keeps what was made, gives a resume argument, and a resumed run finishes without duplicates", async () => {
    emulator.faults.add(failOn("mappingSet"));
    const error = (await createStream(httpApiSpec(), client, undefined, { keepOnFailure: true }).catch(
      (e: unknown) => e,
    )) as StreamCreateError;
    expect(error.deleted).toEqual([]);
    expect(error.left.map((r) => r.step)).toEqual(["baseConnection", "sourceConnection", "schema", "dataset", "targetConnection"]);
    expect(error.resume).toMatch(/^baseConnection=[^,]+,sourceConnection=[^,]+,schema=[^,]+,dataset=[^,]+,targetConnection=[^,]+$/);

    const { parseResumeArgument } = await import("../../src/stream/resources.js");
    const result = await createStream(httpApiSpec(), client, undefined, { resume: parseResumeArgument(error.resume!) });
    expect(result.resources.map((r) => r.origin)).toEqual(["resumed", "resumed", "resumed", "resumed", "resumed", "created", "created"]);
    expect(await inventory(client)).toEqual({
      baseConnection: 1,
      sourceConnection: 1,
      targetConnection: 1,
      flow: 1,
      schema: 1,
      dataset: 1,
      mappingSet: 1,
    });
  });

  it("lists what a failed delete left, with a resume argument", async () => {
    emulator.faults.add(failOn("flow"), {
      method: "DELETE",
      path: "/data/foundation/catalog/dataSets/*",
      fault: { kind: "status", status: 500 },
    });
    const error = (await createStream(httpApiSpec(), client).catch((e: unknown) => e)) as StreamCreateError;
    // The schema cannot go either while the dataset uses it; the rest is still removed.
    expect(error.left.map((r) => r.step)).toEqual(["schema", "dataset"]);
    expect(error.resume).toBe(`schema=${error.left[0]!.id},dataset=${error.left[1]!.id}`);
    expect(await inventory(client)).toEqual({ ...EMPTY, schema: 1, dataset: 1, mappingSet: 1 });
  });
});

describe("a create whose outcome is unknown", () => {
  it("is looked up by name instead of sent again: no duplicate, no orphan", async () => {
    for (const path of ["/data/foundation/flowservice/sourceConnections", "/data/foundation/flowservice/flows"])
      emulator.faults.add({ method: "POST", path, fault: { kind: "drop", after: "apply" } });
    const result = await createStream(httpApiSpec(), client);
    expect(emulator.stats.dropped).toBe(2);
    expect(await inventory(client)).toEqual({
      baseConnection: 1,
      sourceConnection: 1,
      targetConnection: 1,
      flow: 1,
      schema: 1,
      dataset: 1,
      mappingSet: 1,
    });
    expect((await getFlow(client, result.flowId)).sourceConnectionIds).toEqual([result.resources[1]!.id]);
  });

  it("that cannot be resolved fails the step and rolls back the rest", async () => {
    emulator.faults.add({ method: "POST", path: "/data/foundation/flowservice/flows", fault: { kind: "drop", after: "receive" } });
    const error = (await createStream(httpApiSpec(), client).catch((e: unknown) => e)) as StreamCreateError;
    expect(error.failedStep).toBe("flow");
    expect(await inventory(client)).toEqual({ ...EMPTY, mappingSet: 1 });
  });
});

describe("an existing base connection (account)", () => {
  it("a second dataflow joins it by id and shares its inlet; a rollback never deletes it", async () => {
    const first = await createStream(httpApiSpec(), client);
    const baseId = first.resources[0]!.id;
    const spec = httpApiSpec();
    spec.name = "Loyalty events 2";
    spec.source.baseConnection = { id: baseId, dataType: "raw", authenticationRequired: false };
    const second = await createStream(spec, client);
    expect(second.resources[0]).toEqual({ step: "baseConnection", id: baseId, origin: "existing" });
    expect(second.inletUrl).toBe(first.inletUrl);
    emulator.faults.add(failOn("flow"));
    spec.name = "Loyalty events 3";
    const error = (await createStream(spec, client).catch((e: unknown) => e)) as StreamCreateError;
    expect(error.deleted.map((r) => r.step)).not.toContain("baseConnection");
    expect(await inventory(client)).toMatchObject({ baseConnection: 1, flow: 2 });
  });
});

// No JSON from outside reaches an object's prototype in the emulator. Each body is written by
// hand, so `__proto__` is an own key of the parsed JSON (as `JSON.parse` keeps it), and goes
// through every endpoint that merges or indexes JSON; afterwards `({}).polluted` is still
// undefined in this process (the emulator runs in it), and tokens and identities still behave.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "../../src/emulator/server.js";
import { STATE_FILE } from "../../src/emulator/state.js";
import { emulator, ORG, SEGMENTS } from "../api/harness.js";

const FS = "/data/foundation/flowservice";
/** What a polluted Object.prototype would make every token revoked and every identity primary. */
const PAYLOAD = '{"polluted": "yes", "primary": true, "revoked": true, "properties": {"polluted": "yes"}, "counters": 1}';
const PROTO = `"__proto__": ${PAYLOAD}`;
const CTOR = `"constructor": {"prototype": ${PAYLOAD}}, "prototype": ${PAYLOAD}`;
const PROBES = ["polluted", "primary", "revoked", "properties", "counters"];

function expectClean(): void {
  const empty: Record<string, unknown> = {};
  for (const key of PROBES) expect(empty[key], `Object.prototype.${key}`).toBeUndefined();
}
afterEach(() => {
  // Leave nothing behind for the next test, whatever happened.
  for (const key of PROBES) delete (Object.prototype as Record<string, unknown>)[key];
});

async function token(emu: Emulator): Promise<string> {
  const r = await fetch(`${emu.url}/ims/token/v3`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials&client_id=key&client_secret=s&scope=openid",
  });
  return ((await r.json()) as { access_token: string }).access_token;
}

async function raw(emu: Emulator, method: string, path: string, body: string | undefined, headers: Record<string, string> = {}) {
  const r = await fetch(`${emu.url}${path}`, { method, headers, body });
  const text = await r.text();
  return { status: r.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, etag: r.headers.get("etag") };
}

describe("keys that name a prototype, through every endpoint that merges or indexes JSON", () => {
  it("a `__proto__` key is refused with a 400 that names where it is; `constructor` and `prototype` are plain data", async () => {
    const emu = await emulator();
    const aep = { Authorization: `Bearer ${await token(emu)}`, "x-api-key": "key", "x-gw-ims-org-id": ORG, "x-sandbox-name": "prod" };
    const json = { ...aep, "Content-Type": "application/json" };

    // A streaming base connection and its inlet.
    const base = await raw(
      emu,
      "POST",
      `${FS}/connections`,
      `{"name": "b", "connectionSpec": {"id": "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb"}, "auth": {"specName": "s", "params": {${CTOR}}}}`,
      json,
    );
    expect(base.status).toBe(201);
    const baseId = base.json!.id as string;
    const got = await raw(emu, "GET", `${FS}/connections/${baseId}`, undefined, aep);
    const inlet = (got.json!.items as { auth: { params: { inletId: string } } }[])[0]!.auth.params.inletId;
    const identity = '"identityMap": {"ECID": [{"id": "visitor-1", "primary": true}]}';
    const cases: [string, string, string, string, Record<string, string>, number][] = [
      // name, method, path, body, headers, status
      [
        "inlet record, top level",
        "POST",
        `/collection/${inlet}`,
        `{${identity}, ${PROTO}}`,
        { "Content-Type": "application/json", "x-sandbox-name": "prod" },
        400,
      ],
      [
        "inlet record, nested",
        "POST",
        `/collection/${inlet}`,
        `{${identity}, "person": {${PROTO}}}`,
        { "Content-Type": "application/json", "x-sandbox-name": "prod" },
        400,
      ],
      [
        "inlet envelope",
        "POST",
        `/collection/${inlet}`,
        `{"body": {"xdmEntity": {${identity}, ${PROTO}}}}`,
        { "Content-Type": "application/json", "x-sandbox-name": "prod" },
        400,
      ],
      [
        "inlet record, constructor",
        "POST",
        `/collection/${inlet}`,
        `{${identity}, ${CTOR}, "person": {${CTOR}}}`,
        { "Content-Type": "application/json", "x-sandbox-name": "prod" },
        200,
      ],
      [
        "interact xdm",
        "POST",
        "/ee/v2/interact?datastreamId=d",
        `{"event": {"xdm": {${identity}, ${PROTO}}}}`,
        { "Content-Type": "application/json" },
        400,
      ],
      [
        "interact identityMap",
        "POST",
        "/ee/v2/interact?datastreamId=d",
        `{"event": {"xdm": {"identityMap": {${PROTO}}}}}`,
        { "Content-Type": "application/json" },
        400,
      ],
      [
        "interact constructor",
        "POST",
        "/ee/v2/interact?datastreamId=d",
        `{"event": {"xdm": {"identityMap": {"ECID": [{"id": "visitor-1", "primary": true}], "constructor": [{"id": "x"}]}, ${CTOR}}}}`,
        { "Content-Type": "application/json" },
        200,
      ],
      [
        "segment create",
        "POST",
        SEGMENTS,
        `{"name": "p", "schema": {"name": "_xdm.context.profile"}, "expression": {"type": "PQL", "format": "pql/text", "value": "person.age > 3"}, ${PROTO}}`,
        json,
        400,
      ],
      [
        "segment create, constructor",
        "POST",
        SEGMENTS,
        `{"name": "c", "schema": {"name": "_xdm.context.profile"}, "expression": {"type": "PQL", "format": "pql/text", "value": "person.age > 3"}, ${CTOR}}`,
        json,
        200,
      ],
      [
        "connection create",
        "POST",
        `${FS}/connections`,
        `{"name": "x", "connectionSpec": {"id": "s"}, "auth": {"params": {${PROTO}}}}`,
        json,
        400,
      ],
      ["dataset create", "POST", "/data/foundation/catalog/dataSets", `{"name": "d", ${PROTO}}`, json, 400],
      ["schema create", "POST", "/data/foundation/schemaregistry/tenant/schemas", `{"title": "t", ${PROTO}}`, json, 400],
      ["mapping set create", "POST", "/data/foundation/conversion/mappingSets", `{${PROTO}}`, json, 400],
      ["expiration", "POST", "/data/core/hygiene/ttl", `{"datasetId": "d", ${PROTO}}`, json, 400],
      [
        "IMS form fields",
        "POST",
        "/ims/token/v3",
        "__proto__=x&constructor=y&grant_type=client_credentials&client_id=k&client_secret=s&scope=o",
        { "Content-Type": "application/x-www-form-urlencoded" },
        200,
      ],
      ["IMS as JSON", "POST", "/ims/token/v3", `{${PROTO}}`, { "Content-Type": "application/json" }, 400],
    ];
    for (const [name, method, path, body, headers, status] of cases) {
      const r = await raw(emu, method, path, body, headers);
      expect({ name, status: r.status }, r.text).toEqual({ name, status });
      if (status === 400 && body.includes("__proto__")) expect(r.text, name).toMatch(/__proto__/);
      expectClean();
    }

    // Flow Service PATCH: JSON-Patch paths through a prototype.
    for (const path of [
      "/__proto__/polluted",
      "/constructor/prototype/polluted",
      "/auth/__proto__",
      "/auth/params/constructor/prototype/polluted",
    ]) {
      const current = await raw(emu, "GET", `${FS}/connections/${baseId}`, undefined, aep);
      const etag = (current.json!.items as { etag: string }[])[0]!.etag;
      const r = await raw(emu, "PATCH", `${FS}/connections/${baseId}`, `[{"op": "add", "path": "${path}", "value": ${PAYLOAD}}]`, {
        ...json,
        "If-Match": etag,
      });
      expect({ path, status: r.status }, r.text).toEqual({ path, status: 400 });
      expectClean();
    }

    // The segment PATCH, and an org header that names a prototype (quota counters are per org).
    const created = await raw(emu, "GET", `${SEGMENTS}?limit=10`, undefined, aep);
    const segmentId = (created.json!.segments as { id: string }[])[0]!.id;
    expect((await raw(emu, "PATCH", `${SEGMENTS}/${segmentId}`, `{${PROTO}}`, json)).status).toBe(400);
    for (const org of ["__proto__", "constructor", "prototype", "toString"]) {
      const headers = { ...json, "x-gw-ims-org-id": org };
      const order = `{"action": "delete_identity", "datasetId": "ALL", "namespacesIdentities": [{"namespace": {"code": "email"}, "IDs": ["a"]}]}`;
      expect((await raw(emu, "POST", "/data/core/hygiene/workorder", order, headers)).status, org).toBe(200);
      expect(
        (await raw(emu, "POST", "/data/core/hygiene/ttl", `{"datasetId": "d", "expiry": "2999-01-01T00:00:00Z"}`, headers)).status,
        org,
      ).toBe(201);
      const quota = await raw(emu, "GET", "/data/core/hygiene/quota", undefined, headers);
      expect(quota.status, org).toBe(200);
      expectClean();
    }
    expect((await raw(emu, "GET", "/ee/emulator/history?segmentId=__proto__", undefined)).status).toBe(200);
    expectClean();

    // Tokens and identities still behave.
    expect((await raw(emu, "GET", SEGMENTS, undefined, aep)).status).toBe(200);
    expect((await raw(emu, "GET", SEGMENTS, undefined, { ...aep, Authorization: "Bearer emu.made-up" })).status).toBe(401);
    const noPrimary = await raw(
      emu,
      "POST",
      "/ee/v2/interact?datastreamId=d",
      '{"event": {"xdm": {"identityMap": {"ECID": [{"id": "v"}]}}}}',
      {
        "Content-Type": "application/json",
      },
    );
    expect(noPrimary.status).toBe(400);
    expect(noPrimary.text).toContain("marked primary");
    // `constructor` and `prototype` stayed data on the profile.
    const profile = emu.state.bucket<{ profiles: Record<string, { attributes: Record<string, unknown> }> }>("profiles", () => ({
      profiles: {},
    })).profiles["ECID:visitor-1"]!;
    expect(Object.hasOwn(profile.attributes, "constructor")).toBe(true);
    expect(Object.getPrototypeOf(profile.attributes)).toBe(Object.prototype);
  });

  it("a seed or a state file with a `__proto__` key is refused, naming where", async () => {
    const seed = JSON.parse(
      `{"segments": [{"name": "s", "expression": {"type": "PQL", "format": "pql/text", "value": "a = 1", ${PROTO}}}]}`,
    );
    await expect(startEmulator({ seed })).rejects.toThrow(/__proto__.*\/segments\/0\/expression|\/segments\/0\/expression.*__proto__/);
    const dir = mkdtempSync(join(tmpdir(), "pql-emu-proto-"));
    writeFileSync(
      join(dir, STATE_FILE),
      `{"version": 1, "segments": [], "mergePolicies": [], "tokens": [], "buckets": {"profiles": {"profiles": {}, "history": [], ${PROTO}}}}`,
    );
    await expect(startEmulator({ dataDir: dir })).rejects.toThrow(/__proto__/);
    expectClean();
  });

  it("`pql-audience emulator --seed` with a `__proto__` key (YAML) exits 2 naming the file's key, without a stack trace", () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-emu-proto-"));
    const seed = join(dir, "seed.yaml");
    writeFileSync(seed, "segments:\n  - name: s\n    __proto__:\n      polluted: yes\n");
    const bin = new URL("../../bin/pql-audience.js", import.meta.url).pathname;
    const r = spawnSync(process.execPath, [bin, "emulator", "--port", "0", "--seed", seed], { encoding: "utf8", timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`--seed ${seed} has a key "__proto__" at /segments/0/__proto__`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

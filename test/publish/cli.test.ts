// `pql-audience publish` run as a user would (a child process) against the emulator over loopback
// HTTP: files that do not load stop the run; a published file records its definition id, so a
// rename updates and a move changes nothing; a deleted file's definition is pruned only when asked.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import type { Emulator } from "../../src/emulator/server.js";
import { emulator } from "../api/harness.js";
import { bin, workspace } from "../cli/helpers.js";

interface Result {
  status: number | null;
  out: string;
  err: string;
}

function publish(args: string[], emu: Emulator, cwd: string): Promise<Result> {
  return new Promise((done) => {
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1" };
    for (const k of Object.keys(env)) if (k.startsWith("AEP_")) delete env[k];
    Object.assign(env, { AEP_BASE_URL: emu.url, AEP_IMS_URL: emu.url, AEP_CLIENT_ID: "publisher", AEP_CLIENT_SECRET: "publisher-secret", AEP_ORG_ID: "PUB@AdobeOrg", AEP_SANDBOX: "prod" });
    // stdin is not a terminal here: publish must never wait for an answer.
    const child = spawn(process.execPath, [bin, "publish", ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => done({ status, out, err }));
  });
}

const audience = (name: string, value: string, extras = "") =>
  `# ${name}: kept by publish\nname: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  synchronous: { enabled: true }   # edge\nschema:\n  name: _xdm.context.profile\n${extras}`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function files(contents: Record<string, string>): string {
  const dir = workspace(contents);
  dirs.push(dir);
  return dir;
}
const names = (emu: Emulator) => emu.state.data.segments.map((s) => s.name).sort();

describe("publish: files that do not load", () => {
  it.each([
    ["invalid YAML", "broken.audience.yaml", "name: Broken\nexpression: [unclosed\n", "broken.audience.yaml:3:1: invalid YAML"],
    ["no expression", "broken.audience.yaml", "name: Broken\nevaluationInfo:\n  synchronous: { enabled: true }\n", "broken.audience.yaml:1:1: `expression` is missing"],
    ["invalid JSON", "broken.audience.json", '{"name": "Broken",', "broken.audience.json:1:19: invalid JSON"],
    ["the second document of two", "two.audience.yaml", `${audience("Adults", "person.age >= 18")}---\nname: Second\n`, "two.audience.yaml:12:1: `expression` is missing"],
  ])("%s: the run stops before sending anything, naming the file", async (_name, file, text, where) => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"'), [file]: text });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.err).toContain("not publishing: 1 audience file did not load");
    expect(r.err).toContain(where);
    expect(names(emu)).toEqual([]);
    expect(emu.stats.requests).toBe(0);
  });

  it("names every file that did not load", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "a.audience.yaml": "name: A\n", "b.audience.json": "{", "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"') });
    const r = await publish([".", "--dry-run"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/not publishing: 2 audience files did not load[^\n]*\n {2}a\.audience\.yaml:1:1: [^\n]+\n {2}b\.audience\.json:1:2: invalid JSON/);
  });
});

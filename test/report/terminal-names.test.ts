// A name from an org or a file never drives the terminal: the bundled CLI as a child process
// (against the emulator on loopback for the org's names), each name holding ESC, a CSI colour,
// an OSC 8 hyperlink, CR, a newline, 8-bit CSI and a right-to-left override. What reaches stdout
// and stderr holds none of those characters, and each is shown as its visible escape.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Emulator } from "../../src/emulator/server.js";
import { emulator } from "../api/harness.js";
import { bin, workspaces } from "../cli/helpers.js";
import { envFor } from "../publish/run-publish.js";

const workspace = workspaces();
const HOSTILE = "Evil\u001b[2J\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\rfake\n+ create x\u009b31m\u202etxt";
const SHOWN = "Evil\\x1b[2J\\x1b]8;;https://evil.example\\x07link\\x1b]8;;\\x07\\rfake\\n+ create x\\x9b31m\\u202etxt";
/** Any character that could drive a terminal (newlines are the output's own). */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const yamlName = JSON.stringify(HOSTILE);
const AUDIENCE = `name: ${yamlName}\nexpression:\n  type: PQL\n  format: pql/text\n  value: person.age > 21\nevaluationInfo:\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n`;

function run(args: string[], cwd: string, env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...env, NO_COLOR: "1" } as NodeJS.ProcessEnv });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("close", (code) => resolve({ code, out }));
  });
}

const local = { PATH: process.env.PATH };
const orgWith = (name: string): Promise<Emulator> =>
  emulator({
    seed: {
      segments: [
        {
          id: "11111111-1111-4111-8111-111111111111",
          name,
          expression: { type: "PQL", format: "pql/text", value: "person.age > 21" },
          evaluationInfo: { batch: { enabled: true } },
          schema: { name: "_xdm.context.profile" },
        },
        {
          id: "22222222-2222-4222-8222-222222222222",
          name: `${name} 2`,
          expression: { type: "PQL", format: "pql/json", value: "{not json" },
          schema: { name: "_xdm.context.profile" },
        },
      ],
    },
  });

describe("names reach the terminal with their control characters made visible", { timeout: 120_000 }, () => {
  it.each([
    ["segments list", ["segments", "list"]],
    ["pull", ["pull"]],
    ["publish --dry-run --prune", ["publish", "audiences", "--dry-run", "--prune"]],
  ])("%s: the org's names", async (_, args) => {
    const emu = await orgWith(HOSTILE);
    const dir = workspace({ "audiences/evil.audience.yaml": AUDIENCE.replace(yamlName, JSON.stringify(`${HOSTILE} here`)) });
    const r = await run(args, dir, envFor(emu));
    expect(r.out).toContain(SHOWN);
    expect(r.out).not.toMatch(CONTROL);
  });

  it.each([
    ["evaluate", ["evaluate", "evil.audience.yaml", "--profile", "p.json"]],
    ["explain", ["explain", "evil.audience.yaml"]],
    ["test", ["test", "evil.pql"]],
  ])("%s: a file's names", async (_, args) => {
    const dir = workspace({
      "evil.audience.yaml": AUDIENCE,
      "p.json": '{"person": {"age": 30}}',
      "evil.pql": "person.age > 21\n",
      "evil.pql.test.yaml": `- name: ${yamlName}\n  now: "2024-05-15T12:00:00Z"\n  profile: { person: { age: 30 } }\n  expect: false\n`,
    });
    const r = await run(args, dir, local);
    expect(r.out).toContain(SHOWN);
    expect(r.out).not.toMatch(CONTROL);
  });
});

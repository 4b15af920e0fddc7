// The README's tour, run as written on a fresh emulator: `pql-audience emulator &`, then each
// `pql-audience publish ...` line of it, in a copy of examples/ (publish records ids in the files),
// then each `pql-audience pull ...` line.
// Whatever it publishes must stand on its own: every `inSegment` id of every definition in the
// sandbox afterwards names a definition that is there (no reference left dangling).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAepClient } from "../src/api/client.js";
import { credentialsFromEnv, resolveCredentials } from "../src/api/credentials.js";
import { listAllSegmentDefinitions } from "../src/api/segments.js";
import { bin } from "./cli/helpers.js";
import { startEmulatorProcess, type EmulatorProcess } from "./portal/emulator-process.js";

const root = resolve(import.meta.dirname, "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const tour = /## A tour in a minute\n([\s\S]*?)\n## /.exec(readme)![1]!;

/** The tour's `$ pql-audience ...` lines, as argument lists (comments and a trailing `&` dropped). */
const commands = [...tour.matchAll(/^\$ pql-audience (.*)$/gm)].map((m) =>
  m[1]!
    .replace(/\s+#.*$/, "")
    .replace(/\s*&$/, "")
    .trim()
    .split(/\s+/),
);

function run(args: string[], env: Record<string, string>, cwd: string): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => done({ status, out, err }));
  });
}

/** What the tour shows a command print: the lines after its `$ pql-audience ...` line, to the next command or the block's end. */
function shownOutput(args: string[]): string[] {
  const lines = tour.split("\n");
  const at = lines.findIndex((l) => l.replace(/\s+#.*$/, "").trim() === `$ pql-audience ${args.join(" ")}`);
  const rest = lines.slice(at + 1);
  return rest.slice(
    0,
    rest.findIndex((l) => l.startsWith("$ ") || l.startsWith("```")),
  );
}

let server: EmulatorProcess | undefined;
const dir = mkdtempSync(join(tmpdir(), "pql-tour-"));
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the README tour on a fresh emulator", () => {
  it("starts the emulator, runs its publish and pull commands, and publishes no dangling inSegment id", async () => {
    cpSync(join(root, "examples"), join(dir, "examples"), { recursive: true });
    const emulatorLine = commands.find((c) => c[0] === "emulator");
    const publishes = commands.filter((c) => c[0] === "publish");
    expect(emulatorLine).toEqual(["emulator"]);
    expect(publishes.length).toBeGreaterThan(0);

    // Port 0 instead of the default: tests run side by side.
    server = await startEmulatorProcess([...emulatorLine!, "--port", "0"], dir);
    // "prints the variables to export": take them from what it printed.
    const env = Object.fromEntries(
      [...server.out().matchAll(/^\s*export (.*?)(?:\s+#.*)?$/gm)].flatMap((m) =>
        m[1]!.split(/\s+/).map((kv) => kv.split("=", 2) as [string, string]),
      ),
    );
    expect(env.AEP_BASE_URL).toBe(server.url);

    for (const args of publishes) {
      const r = await run(args, env, dir);
      expect({ args, status: r.status, err: r.err }).toEqual({ args, status: 0, err: expect.any(String) });
      // What the tour shows of its output is what it prints.
      if (args.includes("--dry-run")) expect(r.out).toContain(/^Plan: .*$/m.exec(tour)![0]);
    }

    // Then its pull lines, on the sandbox the publishes left: each exits 0 and prints what the
    // tour shows of it (its last line: the counts, or "in step").
    const pulls = commands.filter((c) => c[0] === "pull");
    expect(pulls.length).toBeGreaterThan(0);
    for (const args of pulls) {
      const r = await run(args, env, dir);
      expect({ args, status: r.status, err: r.err }).toEqual({ args, status: 0, err: "" });
      expect(r.out).toContain(`${shownOutput(args).at(-1)}\n`);
    }

    const definitions = await listAllSegmentDefinitions(createAepClient(resolveCredentials(credentialsFromEnv(env))));
    const ids = new Set(definitions.map((d) => d.id));
    const references = definitions.flatMap((d) =>
      [...(d.expression?.value ?? "").matchAll(/inSegment\(\s*"([^"]*)"\s*\)/g)].map((m) => ({ in: d.name, id: m[1]! })),
    );
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((r) => !ids.has(r.id))).toEqual([]);
    // Six child processes and an emulator: more than the default 30 s on a busy machine.
  }, 180_000);
});

// `pql-audience emulator --quota ...`: the entitlement limits the emulator starts with, as a user
// sets them, read back with `pql-audience quota`.
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, expect, it } from "vitest";
import { cli, envFor } from "../stream/cli.js";

// The bundled CLI, as ../stream/cli.js runs it (tsx from source cost ~2 s of CPU per start).
const BIN = new URL("../../bin/pql-audience.js", import.meta.url).pathname;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGTERM");
});

function emulator(args: string[]): Promise<{ url?: string; code?: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BIN, "emulator", "--port", "0", "--quiet", ...args], {
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d));
  return new Promise((resolve) => {
    child.stdout!.on("data", (d: Buffer) => {
      stdout += d;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ url, stderr });
    });
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

it("--quota sets the limits `quota` reports; the others keep their defaults", async () => {
  const { url } = await emulator(["--quota", "datasetExpirationQuota=100,dailyConsumerDeleteIdentitiesQuota=5000"]);
  const run = await cli(["quota", "--format", "json"], envFor(url!));
  expect(run.code).toBe(0);
  const limits = Object.fromEntries(JSON.parse(run.stdout).quotas.map((q: { name: string; quota: number }) => [q.name, q.quota]));
  expect(limits).toEqual({
    datasetExpirationQuota: 100,
    dailyConsumerDeleteIdentitiesQuota: 5000,
    monthlyConsumerDeleteIdentitiesQuota: 600_000,
    monthlyUpdatedFieldIdentitiesQuota: 600_000,
  });
});

it("a bad --quota is a usage error naming the known quotas (exit 2)", async () => {
  const { code, stderr } = await emulator(["--quota", "weeklyQuota=5"]);
  expect(code).toBe(2);
  expect(stderr).toContain('--quota: unknown quota "weeklyQuota"; known: datasetExpirationQuota, dailyConsumerDeleteIdentitiesQuota');
});

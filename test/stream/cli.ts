// Runs the CLI as a child process while the emulator serves in this process, so it must run
// asynchronously. It runs the bundled CLI (bin/pql-audience.js -> dist/launch.cjs, built from
// source once per test run by test/global-setup.ts), as test/cli/helpers.ts does: through tsx
// from source, each run spent about 2 s of CPU compiling and loading modules, the bundle 0.2 s.
import { spawn } from "node:child_process";

const BIN = new URL("../../bin/pql-audience.js", import.meta.url).pathname;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function cli(args: string[], env: Record<string, string> = {}, cwd = process.cwd()): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export const SECRET = "stream-canary-secret-7d1e";

/** The AEP_* variables for an emulator; the secret is a canary that must never be printed. */
export function envFor(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    AEP_BASE_URL: url,
    AEP_IMS_URL: url,
    AEP_CLIENT_ID: "cli-test",
    AEP_CLIENT_SECRET: SECRET,
    AEP_ORG_ID: "TESTORG@AdobeOrg",
    AEP_SANDBOX: "dev",
    ...extra,
  };
}

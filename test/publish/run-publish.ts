// `pql-audience publish` as a user runs it (a child process) against an emulator, for the tests
// that need the real command: its output and exit code, and nothing it could ask on a terminal.
import { spawn } from "node:child_process";
import type { Emulator } from "../../src/emulator/server.js";
import { bin } from "../cli/helpers.js";

export interface PublishResult {
  status: number | null;
  out: string;
  err: string;
}

/** The environment publish runs in: the emulator's credentials, no colour, no AEP_* of the caller's. */
export function envFor(emu: Emulator): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1" };
  for (const k of Object.keys(env)) if (k.startsWith("AEP_")) delete env[k];
  return Object.assign(env, {
    AEP_BASE_URL: emu.url,
    AEP_IMS_URL: emu.url,
    AEP_CLIENT_ID: "publisher",
    AEP_CLIENT_SECRET: "publisher-secret",
    AEP_ORG_ID: "PUB@AdobeOrg",
    AEP_SANDBOX: "prod",
  });
}

export function publish(args: string[], emu: Emulator, cwd: string): Promise<PublishResult> {
  return new Promise((done) => {
    const env = envFor(emu);
    // stdin is not a terminal here: publish must never wait for an answer.
    const child = spawn(process.execPath, [bin, "publish", ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => done({ status, out, err }));
  });
}

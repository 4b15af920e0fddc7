// `pql-audience emulator` (or `portal`) as a real server process on loopback, for the portal's
// browser tests: resolves once it printed its URL.
import { type ChildProcess, spawn } from "node:child_process";

const BIN = new URL("../../bin/pql-audience.js", import.meta.url).pathname;

export interface EmulatorProcess {
  url: string;
  child: ChildProcess;
  out(): string;
  stop(): Promise<void>;
}

export function startEmulatorProcess(args: string[], cwd?: string): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" } });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      stdout += d;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url && stdout.includes("Press Ctrl-C"))
        resolve({
          url,
          child,
          out: () => stdout,
          async stop() {
            if (child.exitCode === null) child.kill("SIGTERM");
            await exited;
          },
        });
    });
    child.on("close", (code) => reject(new Error(`${args[0]} exited early (${code}): ${stderr}`)));
  });
}

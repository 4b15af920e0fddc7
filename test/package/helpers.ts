// The package as a user gets it: packed to a tarball and installed into a scratch project, with
// npm pointed at the registry on loopback that test/global-setup.ts starts (local-registry.ts),
// so no test reaches the network.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
export const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;

/** npm's own JavaScript, run by this Node (the `npm` on PATH may belong to another one). */
const npmCli = process.env.npm_execpath?.endsWith(".js") ? process.env.npm_execpath : undefined;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** npm's settings for every command a test runs: the loopback registry, nothing else to reach. */
export function npmEnvironment(): NodeJS.ProcessEnv {
  const registry = process.env.PQL_TEST_NPM_REGISTRY;
  if (!registry) throw new Error("the package tests need the registry test/global-setup.ts starts (run them with vitest)");
  return { npm_config_registry: `${registry}/`, npm_config_prefer_offline: "true", npm_config_offline: "false" };
}

/** Runs a command; npm calls go to the loopback registry whatever the caller's environment says. */
export function run(command: string, args: string[], options: SpawnSyncOptions & { env?: NodeJS.ProcessEnv } = {}): Run {
  const env = {
    ...process.env,
    ...npmEnvironment(),
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    NO_COLOR: "1",
    ...options.env,
  };
  const r = spawnSync(command, args, { ...options, env, encoding: "utf8" });
  if (r.error) throw r.error;
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
}

export function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  return npmCli ? run(process.execPath, [npmCli, ...args], { cwd, env }) : run("npm", args, { cwd, env });
}

/** `npm pack` of the working tree into `dir`: the tarball's path and the files it holds. */
export function pack(dir: string): { tarball: string; files: string[] } {
  const packed = npm(["pack", "--json", "--pack-destination", dir], root);
  if (packed.status !== 0) throw new Error(`npm pack exited ${packed.status}: ${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  return { tarball: join(dir, info.filename), files: info.files.map((f) => f.path) };
}

/** A scratch project with the given files, then `npm install` of `specs` into it (offline). */
export function project(files: Record<string, string>, specs: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-package-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", version: "1.0.0", private: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(resolve(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const installed = npm(["install", "--no-save", ...specs], dir);
  if (installed.status !== 0) throw new Error(`npm install ${specs.join(" ")} exited ${installed.status}: ${installed.stderr}`);
  return dir;
}

// Runs the real CLI as a user would: a child process, its own working directory, its exit code.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll } from "vitest";

export const bin = resolve(import.meta.dirname, "../../bin/pql-audience.js");

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function cli(
  args: string[],
  options: { cwd?: string; input?: string | Buffer; env?: Record<string, string | undefined> } = {},
): Run {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: "1",
    GITHUB_ACTIONS: undefined,
    GITHUB_STEP_SUMMARY: undefined,
    // A test run from a git hook would otherwise lint every project for the commit (lint --staged).
    PRE_COMMIT: undefined,
    GIT_INDEX_FILE: undefined,
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? process.cwd(),
    input: options.input ?? "",
    encoding: "utf8",
    env: env as NodeJS.ProcessEnv,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A temporary directory holding the given files. */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-cli-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** A maker of temporary directories (as `workspace`) that the test file removes when it is done. */
export function workspaces(): (files: Record<string, string>) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (files) => {
    const dir = workspace(files);
    dirs.push(dir);
    return dir;
  };
}

// The README's first screen and its tour, run as printed: every `$ pql-audience ...` line of
// them, in order, by bash (quotes, `<<<`, `&` as a reader's shell reads them), in a folder that
// holds a copy of examples/ committed to git as a fresh clone does (publish records ids in the
// files; `diff --base HEAD` compares with the commit), with the emulator the tour starts. Beside
// `pql-audience` lines the tour has one other kind: the in-place edit of an example before diff. Each line must run (a file it names that does not exist fails it) and
// print what the README shows under it: every line shown, in order, a lone `...` standing for
// lines left out, and only timings and generated ids free to differ.
// Whatever it publishes must stand on its own: every `inSegment` id of every definition in the
// sandbox afterwards names a definition that is there (no reference left dangling).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAepClient } from "../src/api/client.js";
import { credentialsFromEnv, resolveCredentials } from "../src/api/credentials.js";
import { listAllSegmentDefinitions } from "../src/api/segments.js";
import { bin } from "./cli/helpers.js";
import { git } from "./diff/project.js";
import { startEmulatorProcess, type EmulatorProcess } from "./portal/emulator-process.js";

const root = resolve(import.meta.dirname, "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
/** The first screen and the tour: everything before the CI section. */
const shown = readme.slice(0, readme.indexOf("\n## In CI and pre-commit\n"));

interface TourLine {
  /** The line as printed, after `$ `. */
  line: string;
  /** What the README shows it print. */
  output: string[];
}

/** The `$ ...` lines of the console blocks (fences with no language), each with the lines shown under it. */
function tourLines(text: string): TourLine[] {
  const out: TourLine[] = [];
  /** null outside a fence, else whether the fence is a console block (no language). */
  let console: boolean | null = null;
  for (const l of text.split("\n")) {
    if (l.startsWith("```")) console = console === null ? l === "```" : null;
    else if (console && l.startsWith("$ ")) out.push({ line: l.slice(2), output: [] });
    else if (console && out.length > 0 && l !== "") out.at(-1)!.output.push(l);
  }
  return out;
}

const lines = tourLines(shown);
/** How the tour says to run the command in a clone: one alias line, before its first command. */
const alias = /^alias pql-audience=(["'])npx pql-audience\1$/m;

/** A shown line as a pattern: itself, with timings and generated ids free. */
function pattern(shownLine: string): RegExp {
  const escaped = shownLine
    .trimEnd()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "[0-9a-f-]{36}")
    .replace(/\d+(?:\\\.\d+)? (ms|s)\b/g, "\\d+(?:\\.\\d+)? $1");
  return new RegExp(`^${escaped}\\s*$`);
}

/** The shown lines missing from what the command printed, in order (stdout and stderr each in order). */
function missing(output: string[], stdout: string, stderr: string): string[] {
  const streams = [stdout.split("\n"), stderr.split("\n")];
  const at = [0, 0];
  const absent: string[] = [];
  for (const l of output) {
    if (l.trim() === "...") continue;
    const p = pattern(l);
    const found = streams.some((s, i) => {
      const j = s.findIndex((x, k) => k >= at[i]! && p.test(x));
      if (j >= 0) at[i] = j + 1;
      return j >= 0;
    });
    if (!found) absent.push(l);
  }
  return absent;
}

/** One line in bash, `pql-audience` being this checkout's CLI (the alias's `npx pql-audience` in a clone). */
function bash(line: string, env: Record<string, string>, cwd: string): Promise<{ status: number | null; out: string; err: string }> {
  const script = `pql-audience() { "${process.execPath}" "${bin}" "$@"; }\n${line}\n`;
  return new Promise((done) => {
    const child = spawn("bash", ["-c", script], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => done({ status, out, err }));
  });
}

let server: EmulatorProcess | undefined;
const dir = mkdtempSync(join(tmpdir(), "pql-tour-"));
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the README's first screen and tour, line by line as printed", () => {
  it("says once how to run pql-audience in a clone, and that works here", () => {
    const tour = /## A tour in a minute\n([\s\S]*?)\n## /.exec(readme)![1]!;
    expect(tour).toMatch(alias);
    const r = spawnSync("npx", ["--no-install", "pql-audience", "--version"], { cwd: root, encoding: "utf8" });
    expect({ status: r.status, out: r.stdout.trim() }).toEqual({
      status: 0,
      out: JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version,
    });
  });

  it("runs every line and prints what the README shows; publishes no dangling inSegment id", async () => {
    expect(lines.length).toBeGreaterThan(10);
    cpSync(join(root, "examples"), join(dir, "examples"), { recursive: true });
    git(dir, "init", "-q");
    git(dir, "add", "-A");
    git(dir, "commit", "-qm", "examples");
    let env: Record<string, string> = {};
    const failures: { line: string; status: number | null; missing: string[]; stderr: string }[] = [];
    for (const { line, output } of lines) {
      const command = line.replace(/\s+#.*$/, "");
      if (/^pql-audience emulator\s*&$/.test(command)) {
        // Port 0 instead of the default: tests run side by side.
        server = await startEmulatorProcess(["emulator", "--port", "0"], dir);
        // "prints the variables to export": take them from what it printed.
        env = Object.fromEntries(
          [...server.out().matchAll(/^\s*export (.*?)(?:\s+#.*)?$/gm)].flatMap((m) =>
            m[1]!.split(/\s+/).map((kv) => kv.split("=", 2) as [string, string]),
          ),
        );
        expect(env.AEP_BASE_URL).toBe(server.url);
        continue;
      }
      expect(command).toMatch(/^(?:pql-audience |perl -pi -e '[^']*' examples\/\S+$)/);
      const r = await bash(command, env, dir);
      const absent = missing(output, r.out, r.err);
      // 0, or 1 for a finding the line shows (explain of an audience that is not edge-eligible);
      // 2 is a line that could not run: a file it names that is not there, a bad option.
      if (r.status === null || r.status > 1 || absent.length > 0) failures.push({ line, status: r.status, missing: absent, stderr: r.err });
    }
    expect(failures).toEqual([]);

    const definitions = await listAllSegmentDefinitions(createAepClient(resolveCredentials(credentialsFromEnv(env))));
    const ids = new Set(definitions.map((d) => d.id));
    const references = definitions.flatMap((d) =>
      [...(d.expression?.value ?? "").matchAll(/inSegment\(\s*"([^"]*)"\s*\)/g)].map((m) => ({ in: d.name, id: m[1]! })),
    );
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((r) => !ids.has(r.id))).toEqual([]);
    // A dozen child processes (one generates and estimates 10,000 profiles) and an emulator.
  }, 400_000);
});

describe("the files `evaluate --help` and `estimate --help` name", () => {
  it.each(["evaluate", "estimate"])("%s --help: each exists in a clone", (command) => {
    const r = spawnSync(process.execPath, [bin, command, "--help"], { cwd: root, encoding: "utf8" });
    const examples = r.stdout.slice(r.stdout.indexOf("Examples:"));
    const files = [...examples.matchAll(/(?<=\s)[\w./-]+\.(?:json|ya?ml|pql)\b/g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !existsSync(join(root, f)))).toEqual([]);
  });
});

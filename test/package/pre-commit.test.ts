// The hooks of .pre-commit-hooks.yaml installed by real pre-commit (README "In CI and pre-commit"),
// into a scratch repository, from this repository's committed HEAD, with npm offline: they install
// and say exactly what `pql-audience lint` and `fmt --check` say of the same files, also when only
// one file is staged and its references lead to files that are not. pre-commit installs a node hook
// its own way (3.x: `npm install` in its clone, `npm pack`, then `npm install -g` of the tarball;
// 4.x: `npm install -g git+file://...`), so only the real thing proves it. Runs the `pre-commit` on
// PATH, and each further command in PQL_TEST_PRE_COMMIT (separated by the path delimiter), such as
// a pre-commit 4 checkout run from source (README "Development").
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, run, type Run } from "./helpers.js";

const commands = ["pre-commit", ...(process.env.PQL_TEST_PRE_COMMIT ?? "").split(delimiter).filter(Boolean)];
const installed = commands.map((command) => {
  const version = spawnSync(command, ["--version"], { encoding: "utf8" });
  return { command, version: version.status === 0 ? version.stdout.trim() : undefined };
});

const examples = ["cart-abandoners-3-days.audience.yaml", "gold-members.audience.yaml", "in-both-audiences.pql", "lives-in-us.pql", "pql-audience.config.yaml", "us-customers.audience.json", "us-gold-members.audience.json"];
const unformatted = 'homeAddress.countryCode="US"  AND person.age>21\n';
const bin = join(root, "bin/pql-audience.js");

let dir: string;
let project: string;
let env: NodeJS.ProcessEnv;

/** Runs pre-commit in the scratch repository; each hook's output by hook id. */
function preCommitRun(command: string, args: string[]): { status: number | null; hooks: Map<string, { exitCode: number; output: string }>; raw: Run } {
  const raw = run(command, ["run", "--color", "never", "--verbose", ...args], { cwd: project, env });
  const hooks = new Map<string, { exitCode: number; output: string }>();
  // A hook's block: its status line, `- key: value` lines, a blank line, then its output.
  for (const block of raw.stdout.split(/^(?=.*\.{3,}(?:Passed|Failed|\(no files to check\)Skipped)$)/m)) {
    const id = /^- hook id: (.+)$/m.exec(block)?.[1];
    if (!id) continue;
    const exitCode = Number(/^- exit code: (\d+)$/m.exec(block)?.[1] ?? 0);
    const output = block.replace(/^.*\n(?:- .*\n)*\n?/, "");
    hooks.set(id, { exitCode, output: output.trim() });
  }
  return { status: raw.status, hooks, raw };
}

/** What the CLI itself says of the same files, from the scratch repository. */
function cli(args: string[]): { exitCode: number; output: string } {
  const r = run(process.execPath, [bin, ...args], { cwd: project, env: { GITHUB_ACTIONS: "" } });
  return { exitCode: r.status ?? -1, output: (r.stdout + r.stderr).trim() };
}

for (const { command, version } of installed) {
  const title = version ? `the hooks, installed by ${version} (${command})` : `the hooks, installed by pre-commit (SKIPPED: \`${command}\` does not run; install it, e.g. apt-get install pre-commit, to run these)`;
  describe.skipIf(!version)(title, () => {
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "pql-pre-commit-"));
      project = join(dir, "project");
      const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
      // No network: npm installs from the cache `npm ci` filled; pre-commit keeps its store in here.
      env = { PRE_COMMIT_HOME: join(dir, "pre-commit-home"), PRE_COMMIT_NO_CONCURRENCY: "1", npm_config_offline: "true", GIT_CONFIG_NOSYSTEM: "1" };
      expect(run("git", ["init", "--quiet", project]).status).toBe(0);
      for (const name of examples) copyFileSync(join(root, "examples", name), join(project, name));
      writeFileSync(join(project, "unformatted.pql"), unformatted);
      writeFileSync(join(project, "notes.md"), "# not an audience file\n");
      writeFileSync(
        join(project, ".pre-commit-config.yaml"),
        [
          "repos:",
          `  - repo: ${root}`,
          `    rev: ${head}`,
          "    hooks:",
          "      - id: pql-audience",
          "      - id: pql-audience-fmt",
          "",
        ].join("\n"),
      );
      expect(run("git", ["add", "."], { cwd: project }).status).toBe(0);
    }, 30_000);
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("installs (offline, on a machine with no build tools in the hook's environment)", () => {
      const installing = run(command, ["install-hooks"], { cwd: project, env });
      expect(installing.stdout + installing.stderr, "pre-commit install-hooks").not.toMatch(/error/i);
      expect(installing.status).toBe(0);
    }, 300_000);

    const audienceFiles = ["cart-abandoners-3-days.audience.yaml", "gold-members.audience.yaml", "in-both-audiences.pql", "lives-in-us.pql", "unformatted.pql", "us-customers.audience.json", "us-gold-members.audience.json"];
    it.each([
      ["--all-files", ["--all-files"], audienceFiles],
      ["--files (some files)", ["--files", "lives-in-us.pql", "unformatted.pql", "notes.md"], ["lives-in-us.pql", "unformatted.pql"]],
    ])("run %s: each hook says what the CLI says of the same files", (_, args, files) => {
      const result = preCommitRun(command, args);
      expect([...result.hooks.keys()], result.raw.stdout + result.raw.stderr).toEqual(["pql-audience", "pql-audience-fmt"]);
      expect(result.hooks.get("pql-audience")).toEqual(cli(["lint", ...files]));
      expect(result.hooks.get("pql-audience-fmt")).toEqual(cli(["fmt", "--check", ...files]));
      // unformatted.pql fails the fmt hook, so the run fails.
      expect(result.status).toBe(1);
    }, 120_000);

    it("one file staged: its aliases resolve to files that are not staged, and it gets what `lint .` says of it", () => {
      const git = (...args: string[]) => expect(run("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd: project }).status).toBe(0);
      git("commit", "--quiet", "-m", "audiences");
      // us-gold-members references us-customers and gold-members by alias; only it changes.
      const file = "us-gold-members.audience.json";
      writeFileSync(join(project, file), readFileSync(join(root, "examples", file), "utf8").replace("Members of both", "People in both"));
      git("add", file);
      const result = preCommitRun(command, []);
      const hook = result.hooks.get("pql-audience")!;
      expect(hook, result.raw.stdout + result.raw.stderr).toEqual(cli(["lint", file]));
      expect(hook.output).not.toContain("PQL121");
      const whole = cli(["lint", "."]).output.split("\n").filter((l) => l.startsWith(`${file}:`));
      expect(hook.output.split("\n").filter((l) => l.startsWith(`${file}:`))).toEqual(whole);
    }, 120_000);
  });
}

// The hooks of .pre-commit-hooks.yaml installed by real pre-commit (README "In CI and pre-commit"),
// into a scratch repository, from this repository's committed HEAD, with npm offline: they install
// and say exactly what `pql-audience lint` and `fmt --check` say of the same files. pre-commit
// installs a node hook its own way (3.x: `npm install` in its clone, `npm pack`, then
// `npm install -g` of the tarball; 4.x: `npm install -g git+file://...`), so only the real thing
// proves it. Runs the `pre-commit` on PATH, then each command in PQL_TEST_PRE_COMMIT (separated by
// `;`, e.g. `/opt/pre-commit-4/bin/pre-commit`: README "Development").
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, run, type Run } from "./helpers.js";

/** A pre-commit to test: its command words, and its `--version` (undefined when it does not run). */
interface PreCommit {
  command: string[];
  version: string | undefined;
  fromEnvironment: boolean;
}

function preCommitAt(command: string[], fromEnvironment: boolean): PreCommit {
  const [file, ...args] = command as [string, ...string[]];
  const r = spawnSync(file, [...args, "--version"], { encoding: "utf8" });
  return { command, version: r.status === 0 ? r.stdout.trim() : undefined, fromEnvironment };
}

const preCommits: PreCommit[] = [
  preCommitAt(["pre-commit"], false),
  ...(process.env.PQL_TEST_PRE_COMMIT ?? "")
    .split(";")
    .map((command) => command.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map((words) => preCommitAt(words, true)),
];

const examples = [
  "cart-abandoners-3-days.audience.yaml",
  "gold-members.audience.yaml",
  "in-both-audiences.pql",
  "lives-in-us.pql",
  "pql-audience.config.yaml",
  "us-customers.audience.json",
  "us-gold-members.audience.json",
];
const unformatted = 'homeAddress.countryCode="US"  AND person.age>21\n';
const bin = join(root, "bin/pql-audience.js");
/** Who the scratch repository's commits are by. */
const identity = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" };

/** Each hook's output by hook id, from `pre-commit run --verbose`'s stdout. */
function hookOutputs(stdout: string): Map<string, { exitCode: number; output: string }> {
  const hooks = new Map<string, { exitCode: number; output: string }>();
  // A hook's block: its status line, `- key: value` lines, a blank line, then its output.
  for (const block of stdout.split(/^(?=.*\.{3,}(?:Passed|Failed|\(no files to check\)Skipped)$)/m)) {
    const id = /^- hook id: (.+)$/m.exec(block)?.[1];
    if (!id) continue;
    const exitCode = Number(/^- exit code: (\d+)$/m.exec(block)?.[1] ?? 0);
    const output = block.replace(/^.*\n(?:- .*\n)*\n?/, "");
    hooks.set(id, { exitCode, output: output.trim() });
  }
  return hooks;
}

// pre-commit 4 and `npm install git+...` (README "Install") get the package from git. npm first
// "prepares" a git dependency that has any of these scripts: an `npm install` of all its dev
// dependencies in the clone, which under pre-commit 4's `npm install -g` installs into the same
// global folder as the outer install, and the two collided (ENOTEMPTY in 3 of 6 installs).
// dist/ is committed, so there is nothing to prepare.
const gitPreparationScripts = ["preinstall", "install", "postinstall", "prepack", "prepare", "build"];
describe("installing from git", () => {
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  it.each(gitPreparationScripts)("package.json has no `%s` script (npm would prepare the git dependency)", (name) => {
    expect(Object.keys(scripts)).not.toContain(name);
  });
});

const audienceFiles = [
  "cart-abandoners-3-days.audience.yaml",
  "gold-members.audience.yaml",
  "in-both-audiences.pql",
  "lives-in-us.pql",
  "unformatted.pql",
  "us-customers.audience.json",
  "us-gold-members.audience.json",
];

for (const { command, version, fromEnvironment } of preCommits) {
  const named = command.join(" ");
  // The one on PATH may be missing (skipped, saying so); one the environment names must run.
  const skipped = !version && !fromEnvironment;
  const reason = "no `pre-commit` on PATH; install it (apt-get install -y pre-commit, or pip install pre-commit) to run these";
  const title = skipped
    ? `the hooks, installed by pre-commit (SKIPPED: ${reason})`
    : `the hooks, installed by ${version ?? "?"} (${named})`;
  // A skipped describe's title shows only in verbose reports: say it where every run shows it.
  if (skipped) console.warn(`test/package/pre-commit.test.ts: the pre-commit hook tests are SKIPPED: ${reason}`);

  describe.skipIf(skipped)(title, () => {
    let dir: string;
    let project: string;
    let env: NodeJS.ProcessEnv;

    /** Runs this pre-commit in the scratch repository. */
    function preCommit(args: string[]): Run {
      const [file, ...words] = command as [string, ...string[]];
      return run(file, [...words, ...args], { cwd: project, env });
    }

    /** What the CLI itself says of the same files, from the scratch repository. */
    function cli(args: string[]): { exitCode: number; output: string } {
      const r = run(process.execPath, [bin, ...args], { cwd: project, env: { GITHUB_ACTIONS: "" } });
      return { exitCode: r.status ?? -1, output: (r.stdout + r.stderr).trim() };
    }

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "pql-pre-commit-"));
      project = join(dir, "project");
      const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
      // No network: npm installs from the loopback registry (helpers.ts); pre-commit keeps its store in here.
      env = {
        PRE_COMMIT_HOME: join(dir, "pre-commit-home"),
        PRE_COMMIT_NO_CONCURRENCY: "1",
        GIT_CONFIG_NOSYSTEM: "1",
      };
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
    }, 60_000);
    // pre-commit's store holds an npm install of the hook: removing it takes more than vitest's
    // default 10 s on a loaded machine (it checks nothing).
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 120_000);

    it(`runs (${named} --version)`, () => {
      expect(version, `${named} --version failed (PQL_TEST_PRE_COMMIT names it)`).toMatch(/^pre-commit \d+\./);
    });

    it("installs the hooks (from the loopback registry: no network)", () => {
      const installed = preCommit(["install-hooks"]);
      expect(installed.stdout + installed.stderr, "pre-commit install-hooks").not.toMatch(/error/i);
      expect(installed.status).toBe(0);
    }, 300_000);

    it.each([
      ["--all-files", ["--all-files"], audienceFiles],
      ["--files (some files)", ["--files", "lives-in-us.pql", "unformatted.pql", "notes.md"], ["lives-in-us.pql", "unformatted.pql"]],
    ])(
      "run %s: each hook says what the CLI says of the same files",
      (_, args, files) => {
        const result = preCommit(["run", "--color", "never", "--verbose", ...args]);
        const hooks = hookOutputs(result.stdout);
        expect([...hooks.keys()], result.stdout + result.stderr).toEqual(["pql-audience", "pql-audience-fmt"]);
        expect(hooks.get("pql-audience")).toEqual(cli(["lint", ...files]));
        expect(hooks.get("pql-audience-fmt")).toEqual(cli(["fmt", "--check", ...files]));
        // unformatted.pql fails the fmt hook, so the run fails.
        expect(result.status).toBe(1);
      },
      120_000,
    );

    it("pre-commit install, then git commit: the hooks check the staged files and refuse the commit", () => {
      expect(preCommit(["install"]).status).toBe(0);
      const commit = run("git", ["commit", "--quiet", "-m", "audiences"], { cwd: project, env: { ...env, ...identity } });
      const said = commit.stdout + commit.stderr;
      expect(said).toMatch(/^pql-audience lint\.+Failed$/m);
      expect(said).toMatch(/^pql-audience fmt --check\.+Failed$/m);
      expect(said).toContain("unformatted.pql");
      expect(commit.status, said).toBe(1);
      expect(run("git", ["rev-parse", "--verify", "--quiet", "HEAD"], { cwd: project }).status, "no commit was made").not.toBe(0);
    }, 120_000);

    it("one file staged: its aliases resolve to files that are not staged, and it gets what `lint .` says of it", () => {
      expect(
        run("git", ["commit", "--quiet", "--no-verify", "-m", "audiences"], { cwd: project, env: { ...env, ...identity } }).status,
      ).toBe(0);
      // us-gold-members references us-customers and gold-members by alias; only it changes.
      const file = "us-gold-members.audience.json";
      writeFileSync(join(project, file), readFileSync(join(root, "examples", file), "utf8").replace("Members of both", "People in both"));
      expect(run("git", ["add", file], { cwd: project }).status).toBe(0);
      const result = preCommit(["run", "--color", "never", "--verbose"]);
      const hook = hookOutputs(result.stdout).get("pql-audience")!;
      expect(hook, result.stdout + result.stderr).toEqual(cli(["lint", file]));
      expect(hook.output).not.toContain("PQL121");
      const whole = cli(["lint", "."])
        .output.split("\n")
        .filter((l) => l.startsWith(`${file}:`));
      expect(hook.output.split("\n").filter((l) => l.startsWith(`${file}:`))).toEqual(whole);
      expect(whole.length).toBeGreaterThan(0);
    }, 120_000);

    it("the README's config: `pre-commit autoupdate --freeze` pins its `rev: main` to a commit of this repository", () => {
      const readme = readFileSync(join(root, "README.md"), "utf8");
      const config = /```yaml\n(# \.pre-commit-config\.yaml[\s\S]*?)```/.exec(readme)![1]!;
      expect(config).toMatch(/^ {4}rev: main\b/m);
      const scratch = join(dir, "readme-config");
      expect(run("git", ["init", "--quiet", scratch]).status).toBe(0);
      writeFileSync(join(scratch, ".pre-commit-config.yaml"), config.replace("https://github.com/pql-audience/pql-audience", root));
      const [file, ...words] = command as [string, ...string[]];
      const updated = run(file, [...words, "autoupdate", "--freeze"], { cwd: scratch, env });
      expect(updated.status, updated.stdout + updated.stderr).toBe(0);
      const rev = /^ {4}rev: (\S+)/m.exec(readFileSync(join(scratch, ".pre-commit-config.yaml"), "utf8"))![1]!;
      expect(rev).toMatch(/^[0-9a-f]{40}$/);
      expect(run("git", ["cat-file", "-e", `${rev}^{commit}`], { cwd: root }).status).toBe(0);
    }, 120_000);

    it("a staged file whose alias only an untracked file declares: the hook fails as lint does on a clean checkout of the commit", () => {
      const gold = readFileSync(join(root, "examples", "gold-members.audience.yaml"), "utf8");
      writeFileSync(
        join(project, "vip.audience.yaml"),
        gold.replace("Gold loyalty members", "VIP").replace("alias: gold-members", "alias: vip"),
      );
      writeFileSync(join(project, "in-vip.pql"), 'inSegment("alias:vip")\n');
      expect(run("git", ["add", "in-vip.pql"], { cwd: project }).status).toBe(0);
      // vip.audience.yaml stays untracked: a commit now would not hold it.
      const staged = preCommit(["run", "--color", "never", "--verbose"]);
      const hook = hookOutputs(staged.stdout).get("pql-audience")!;
      expect(hook.exitCode, staged.stdout + staged.stderr).toBe(1);
      const lines = (output: string) => output.split("\n").filter((l) => l.startsWith("in-vip.pql:"));
      // The hook knows the file is on the disk and names it, to `git add` (docs/ci.md).
      expect(lines(hook.output).join("\n")).toContain(
        "error PQL121 the alias `vip` is declared only in `vip.audience.yaml`, which git does not track: the commit does not hold it",
      );
      // Where, how bad and which rule, without the message: on a clean checkout no file is untracked.
      const verdicts = (output: string) => lines(output).map((l) => /^\S+ \w+ PQL\d+/.exec(l)?.[0]);
      // The commit made anyway, checked out clean: lint says the same of the file, with the plain message.
      expect(run("git", ["commit", "--quiet", "--no-verify", "-m", "in-vip"], { cwd: project, env: { ...env, ...identity } }).status).toBe(
        0,
      );
      const clean = join(dir, "clean");
      expect(run("git", ["clone", "--quiet", project, clean]).status).toBe(0);
      const checkout = run(process.execPath, [bin, "lint", "in-vip.pql"], { cwd: clean, env: { GITHUB_ACTIONS: "" } });
      expect(checkout.status).toBe(1);
      expect(verdicts(checkout.stdout)).toEqual(verdicts(hook.output));
      expect(lines(checkout.stdout).join("\n")).toContain("error PQL121 no audience file declares the alias `vip`");
      // Staged too, the file that declares it counts, and the hook passes.
      expect(run("git", ["add", "vip.audience.yaml"], { cwd: project }).status).toBe(0);
      const both = preCommit(["run", "--color", "never", "--verbose"]);
      expect(hookOutputs(both.stdout).get("pql-audience"), both.stdout + both.stderr).toMatchObject({ exitCode: 0 });
    }, 120_000);
  });
}

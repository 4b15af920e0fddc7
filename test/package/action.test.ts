// The composite GitHub Action (action.yml) runs the committed CLI from its checkout: no npm ci, no
// build in each job. Its lint step's bash runs here as GitHub runs it (bash -eo pipefail, the
// step's env with the inputs filled in) against a checkout of HEAD that has no node_modules.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, run } from "./helpers.js";

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as {
  inputs: Record<string, { default: string }>;
  runs: { steps: Step[] };
};
const steps = action.runs.steps;

let dir: string;
let checkout: string;

/** `${{ inputs.x }}` and `${{ github.action_path }}` as GitHub fills them in. */
function expand(text: string, inputs: Record<string, string>): string {
  return text.replace(/\$\{\{\s*(inputs\.([\w-]+)|github\.action_path)\s*\}\}/g, (_, expr: string, input?: string) => {
    if (expr === "github.action_path") return checkout;
    return inputs[input!] ?? action.inputs[input!]?.default ?? "";
  });
}

/** Runs the lint step in a fresh workspace holding `files`. */
function lintStep(files: Record<string, string>, inputs: Record<string, string> = {}) {
  const workspace = mkdtempSync(join(dir, "workspace-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(workspace, name, ".."), { recursive: true });
    writeFileSync(join(workspace, name), text);
  }
  const step = steps.find((s) => s.id === "lint")!;
  const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, inputs)]));
  const script = join(workspace, "..", `${workspace.split("/").pop()}.sh`);
  writeFileSync(script, expand(step.run!, inputs));
  const summary = join(workspace, "..", `${workspace.split("/").pop()}.summary.md`);
  const r = run("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
    cwd: workspace,
    env: { ...env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary },
  });
  return {
    ...r,
    workspace,
    summary: () => readFileSync(summary, "utf8"),
    sarif: () => JSON.parse(readFileSync(join(workspace, "pql-audience.sarif"), "utf8")) as { runs: { results: { ruleId: string }[] }[] },
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pql-action-"));
  // What actions/checkout of this action gives: the committed files, no node_modules.
  checkout = join(dir, "action");
  mkdirSync(checkout);
  const archive = spawnSync("git", ["archive", "--format=tar", "HEAD"], { cwd: root, maxBuffer: 1 << 30 });
  expect(spawnSync("tar", ["-x", "-C", checkout], { input: archive.stdout }).status).toBe(0);
}, 60_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const windowTooLong =
  "name: Cart\nexpression: {type: PQL, format: pql/text, value: 'chain(xEvent, timestamp, [A: WHAT(eventType = \"x\") WHEN(< 3 days before now)])'}\nschema: {name: _xdm.context.profile}\nevaluationInfo: {synchronous: {enabled: true}}\n";

describe("action.yml", () => {
  it("installs and builds nothing: the checkout's committed dist/ runs as it is", () => {
    const scripts = steps.filter((s) => s.run).map((s) => `${s.name ?? s.id}: ${s.run}`);
    expect(scripts.filter((script) => /\bnpm\b|\bnpx\b|build/.test(script))).toEqual([]);
  });

  it("lints a clean repository: exit 0, a SARIF file, a summary", () => {
    const r = lintStep({ "audiences/us.pql": 'homeAddress.countryCode = "US"\n' }, { paths: "audiences" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.sarif().runs[0]!.results.map((x) => x.ruleId)).toEqual(["PQL213"]);
    expect(r.summary()).toContain("pql-audience");
  });

  it("fails on an error, with a GitHub annotation and the finding in the SARIF file", () => {
    const r = lintStep(
      { "audiences/cart.audience.yaml": windowTooLong, "audiences/us.pql": 'homeAddress.countryCode = "US"\n' },
      { paths: "audiences" },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^::error file=audiences\/cart\.audience\.yaml,line=\d+/m);
    expect(r.sarif().runs[0]!.results.map((x) => x.ruleId)).toContain("PQL204");
  });

  it.each([
    ["max-warnings 0 fails on a warning", { "max-warnings": "0" }, "warning", 1],
    ["no max-warnings: a warning passes", {}, "warning", 0],
    ["a config file turns the rule off", { config: "strict.yaml" }, "off", 0],
  ])("%s", (_, inputs, severity, status) => {
    const files = {
      "audiences/cart.audience.yaml": windowTooLong,
      "pql-audience.config.yaml": "rules:\n  edge/window-too-long: warn\n",
      "strict.yaml": "rules:\n  edge/window-too-long: off\n",
    };
    const r = lintStep(files, { paths: "audiences", ...inputs });
    expect(r.status, r.stdout + r.stderr).toBe(status);
    expect(r.sarif().runs[0]!.results.some((x) => x.ruleId === "PQL204")).toBe(severity !== "off");
  });

  it("takes several space-separated paths", () => {
    const r = lintStep({ "a/x.pql": 'a = "b"\n', "b/y.pql": 'c = "d"\n', "c/z.pql": "not pql (\n" }, { paths: "a b" });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("2 files checked");
  });
});

// `mode: diff`: the diff step's bash as GitHub runs it, in a repository with a base commit and a
// change, DuckDB's client from the workspace's node_modules (here: a link to this repository's).
describe("action.yml, mode: diff", () => {
  it("annotates the changed audience, writes the comment to the job summary, fails over fail-on-change", async () => {
    const { dataSet, git, repository, audienceYaml } = await import("../diff/project.js");
    const data = (await dataSet(200, 5)).dir;
    const gold = { file: "audiences/gold.audience.yaml", name: "Gold members", pql: 'loyalty.tier = "gold"' };
    const workspace = repository([gold]);
    git(workspace, "update-ref", "refs/remotes/origin/base", "HEAD");
    writeFileSync(join(workspace, gold.file), audienceYaml({ ...gold, pql: 'loyalty.tier = "gold" or loyalty.tier = "silver"' }));
    spawnSync("ln", ["-s", join(root, "node_modules"), join(workspace, "node_modules")]);
    const step = steps.find((s) => s.name === "Diff")!;
    const diffStep = (inputs: Record<string, string>) => {
      const all = { mode: "diff", paths: "audiences", data, now: "2024-05-15T12:00:00Z", ...inputs };
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, all)]));
      const script = join(dir, `diff-${Object.keys(inputs).join("-")}.sh`);
      const summary = `${script}.summary.md`;
      writeFileSync(script, expand(step.run!, all));
      const r = run("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
        cwd: workspace,
        env: { ...env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary, GITHUB_BASE_REF: "base" },
      });
      return { ...r, summary: () => readFileSync(summary, "utf8") };
    };
    const r = diffStep({});
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^::notice file=audiences\/gold\.audience\.yaml,line=\d+,title=pql-audience diff%3A changed::Gold members: changed/m,
    );
    expect(r.summary()).toMatch(/^\| Gold members<br>`audiences\/gold\.audience\.yaml` \| ✏️ changed \| \d+ → \d+ \|/m);
    const over = diffStep({ "fail-on-change": "5" });
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/^::error file=audiences\/gold\.audience\.yaml/m);
  }, 180_000);
});

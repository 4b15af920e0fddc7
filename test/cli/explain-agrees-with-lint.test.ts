// `explain` gives the verdict and codes `lint` gives, file by file, over every example and every
// fixture: both load the run's project the one way (src/node/lint-files.ts), so an alias another
// file declares resolves in both, and no error lint fails a file for goes unshown by explain.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { lintFiles } from "../../src/node/lint-files.js";
import { cli, workspace } from "./helpers.js";

const root = resolve(import.meta.dirname, "../..");

interface Verdict {
  name: string;
  eligible: boolean | null;
  type: string | null;
  reasons: { code: string }[];
}

/** What explain prints of an audience: its edge verdict, and the reasons streaming is ruled out. */
interface Explained {
  name: string;
  verdict: Omit<Verdict, "name">;
  streaming: { reasons: { code: string }[] };
}

// The files `lint examples test/fixtures` checks; each is then linted alone, as `lint FILE` (the
// library call the command makes, in this process: the tests run at the repository's root).
const files = (await lintFiles(["examples", "test/fixtures"], { readSources: "none" })).files.map((f) => f.file);

const verdicts = (list: Verdict[]) =>
  list.map((v) => ({ name: v.name, eligible: v.eligible, type: v.type, codes: v.reasons.map((r) => r.code) }));

describe("explain agrees with lint", () => {
  it("in a git repository with no config, an alias another tracked file declares resolves for both", () => {
    const dir = workspace({
      "gold.audience.yaml":
        "name: Gold\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'loyalty.tier = \"gold\"'\nschema:\n  name: _xdm.context.profile\nx-pql-audience:\n  alias: gold\n",
      "gold-shoppers.pql": 'inSegment("alias:gold") and CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 1 hours before now)])\n',
    });
    expect(spawnSync("git", ["init", "--quiet"], { cwd: dir }).status).toBe(0);
    // Tracked, as a project's files are: the project index holds what git tracks.
    expect(spawnSync("git", ["add", "-A"], { cwd: dir }).status).toBe(0);
    const explained = cli(["explain", "gold-shoppers.pql", "--format", "json"], { cwd: dir });
    const linted = JSON.parse(cli(["lint", "gold-shoppers.pql", "--format", "json"], { cwd: dir }).stdout);
    expect(linted.files[0].audiences[0].verdict).toMatchObject({ eligible: true, type: "event-with-profile" });
    expect(JSON.parse(explained.stdout)).toMatchObject({ verdict: { eligible: true, type: "event-with-profile", reasons: [] } });
    expect(cli(["explain", "gold-shoppers.pql"], { cwd: dir }).stdout).toContain("verdict   edge-eligible: event-with-profile");
    expect(explained.status).toBe(0);
  });

  it("covers the examples and the fixtures", () => {
    expect(process.cwd()).toBe(root);
    expect(files.filter((f) => f.startsWith("examples/")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith("test/fixtures/")).length).toBeGreaterThan(40);
  });

  it.each(files)("%s: the same verdicts and codes", async (path) => {
    const [linted] = (await lintFiles([path], { readSources: "none" })).files;
    const explained = cli(["explain", path, "--format", "json"], { cwd: root });
    const parsed = explained.stdout.trim() === "" ? [] : (JSON.parse(explained.stdout) as Explained | Explained[]);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    expect(verdicts(list.map((e) => ({ name: e.name, ...e.verdict })))).toEqual(
      verdicts(linted!.audiences.map((a) => ({ name: a.name, ...a.verdict }))),
    );
    // Every error lint reports is shown by explain: as a reason of a verdict, or as a problem on stderr.
    const shown = new Set([
      ...list.flatMap((v) => [...v.verdict.reasons, ...v.streaming.reasons].map((r) => r.code)),
      ...[...explained.stderr.matchAll(/^error\[(PQL\d+)\]/gm)].map((m) => m[1]),
    ]);
    const errors = linted!.diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
    expect(errors.filter((code) => !shown.has(code))).toEqual([]);
    // And explain never passes a file lint fails.
    if (errors.length > 0) expect(explained.status).toBe(1);
  });
});

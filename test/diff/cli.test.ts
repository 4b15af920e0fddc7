// `diff` through the real built bin, in a git repository of generated audiences: each format
// (text and markdown as snapshots), --all, --fail-on-change's exits, the GitHub job summary and
// annotations, a bad revision, files that do not load on one side, and `estimate --overlap`.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { audienceYaml, dataSet, git, repository, temporaryDir, type ProjectAudience } from "./project.js";

const NOW = "2024-05-15T12:00:00Z";
const base: ProjectAudience[] = [
  { file: "audiences/gold.audience.yaml", name: "Gold members", alias: "gold", pql: 'loyalty.tier = "gold"' },
  { file: "audiences/us.audience.yaml", name: "US customers", alias: "us", pql: 'homeAddress.countryCode = "US"' },
  { file: "audiences/us-gold.audience.yaml", name: "US gold members", pql: 'inSegment("alias:us") and inSegment("alias:gold")' },
  { file: "audiences/french.audience.yaml", name: "French customers", pql: 'homeAddress.countryCode = "FR"' },
  { file: "audiences/old.audience.yaml", name: "Old audience", pql: 'loyalty.tier = "bronze"' },
];

/** Times vary run to run: the snapshots read them as `N ms` and `N s`. */
const steady = (text: string) => text.replace(/\d+ ms/g, "N ms").replace(/in \d+\.\d s/g, "in N s");

let data: string;
beforeAll(async () => {
  data = (await dataSet(300, 3)).dir;
}, 60_000);

/** The base committed; then gold widened, french moved, old deleted, a new one added (in the working tree). */
function changedRepository(): string {
  const repo = repository(base);
  writeFileSync(
    join(repo, "audiences/gold.audience.yaml"),
    audienceYaml({ ...base[0]!, pql: 'loyalty.tier = "gold" or loyalty.tier = "silver"' }),
  );
  git(repo, "mv", "audiences/french.audience.yaml", "french.audience.yaml");
  git(repo, "rm", "-q", "audiences/old.audience.yaml");
  writeFileSync(
    join(repo, "audiences/new.audience.yaml"),
    audienceYaml({ file: "", name: "New audience", pql: 'homeAddress.countryCode = "DE"' }),
  );
  return repo;
}

describe("diff", () => {
  it("text: each changed audience, the chain, samples with the evaluator's outline; --all lists the unchanged", () => {
    const repo = changedRepository();
    const r = cli(["diff", "--data", data, "--now", NOW, "--sample", "1"], { cwd: repo });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(steady(r.stdout)).toMatchSnapshot();
    const all = cli(["diff", "--data", data, "--now", NOW, "--sample", "0", "--all"], { cwd: repo });
    expect(all.stdout).toMatch(/audiences\/us\.audience\.yaml: US customers {2}unchanged {2}\d+ members/);
    expect(all.stdout).toMatch(/french\.audience\.yaml: French customers \(was audiences\/french\.audience\.yaml\) {2}unchanged/);
    expect(r.stdout).not.toContain("US customers");
  }, 120_000);

  it("json: the shape the docs give, before/after null on the side without the audience", () => {
    const repo = changedRepository();
    const r = cli(["diff", "--data", data, "--now", NOW, "--sample", "2", "--format", "json"], { cwd: repo });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(["profiles", "base", "head", "audiences", "problems"]);
    expect(out).toMatchObject({ profiles: 300, base: "HEAD", head: "working tree", problems: [] });
    const byName = Object.fromEntries(out.audiences.map((a: { name: string }) => [a.name, a]));
    expect(Object.keys(byName["Gold members"])).toEqual([
      "file",
      "name",
      "status",
      "before",
      "after",
      "realized",
      "exited",
      "through",
      "sample",
      "ms",
    ]);
    expect(byName["Gold members"]).toMatchObject({ status: "changed", through: [] });
    expect(byName["Gold members"].after - byName["Gold members"].before).toBe(
      byName["Gold members"].realized - byName["Gold members"].exited,
    );
    expect(byName["US gold members"]).toMatchObject({ status: "changed-through", through: ["audiences/gold.audience.yaml"] });
    expect(byName["Old audience"]).toMatchObject({ status: "deleted", after: null, realized: 0 });
    expect(byName["Old audience"].exited).toBe(byName["Old audience"].before);
    expect(byName["New audience"]).toMatchObject({ status: "new", before: null, exited: 0 });
    expect(byName["French customers"]).toMatchObject({ file: "french.audience.yaml", status: "unchanged" });
    // Sample ids are primary identities, as estimate prints them.
    expect(byName["Gold members"].sample.realized).toHaveLength(2);
    for (const id of byName["Gold members"].sample.realized) expect(id).toMatch(/^ECID:\d+$/);
  }, 120_000);

  it("markdown: a pull-request comment; github: the same in the job summary, annotations on the changed files", () => {
    const repo = changedRepository();
    const md = cli(["diff", "--data", data, "--now", NOW, "--sample", "1", "--format", "markdown"], { cwd: repo });
    expect(md.status).toBe(0);
    expect(steady(md.stdout)).toMatchSnapshot();
    const summary = join(temporaryDir("pql-diff-summary-"), "summary.md");
    writeFileSync(summary, "");
    const gh = cli(["diff", "--data", data, "--now", NOW, "--sample", "1", "--format", "github"], {
      cwd: repo,
      env: { GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary },
    });
    expect(gh.status).toBe(0);
    expect(readFileSync(summary, "utf8")).toBe(md.stdout);
    expect(gh.stdout).toMatch(
      /^::notice file=audiences\/gold\.audience\.yaml,line=\d+,title=pql-audience diff%3A changed::Gold members: changed, /m,
    );
    expect(gh.stdout).toMatch(/^::notice file=audiences\/new\.audience\.yaml,line=\d+,title=pql-audience diff%3A new::New audience: new/m);
    expect(gh.stdout).toMatch(/^::notice title=pql-audience diff%3A deleted::Old audience: deleted/m);
    expect(gh.stdout).not.toContain("US customers:");
  }, 120_000);

  it("--fail-on-change: exit 1 naming each audience over the limit (new and deleted move 100 %), 0 under it, 2 for a bad value", () => {
    const repo = changedRepository();
    const over = cli(["diff", "--data", data, "--now", NOW, "--sample", "0", "--fail-on-change", "100"], { cwd: repo });
    // Gold grows by more than its size (silver is the commoner tier); new and deleted are 100 %, not more.
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/error audiences\/gold\.audience\.yaml: Gold members: its size moved more than 100 % \(\d+ -> \d+\)/);
    expect(over.stdout).not.toMatch(/error .*New audience/);
    const all = cli(["diff", "--data", data, "--now", NOW, "--sample", "0", "--fail-on-change", "5", "--format", "json"], { cwd: repo });
    expect(all.status).toBe(1);
    const under = cli(["diff", "--data", data, "--now", NOW, "--sample", "0", "--fail-on-change", "100000"], { cwd: repo });
    expect(under.status).toBe(0);
    expect(under.stdout).not.toContain("error");
    const bad = cli(["diff", "--data", data, "--fail-on-change", "-3"], { cwd: repo });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--fail-on-change needs a percentage, 0 or more (got -3)");
  }, 120_000);

  it("a bad revision, a directory outside git: exit 2 with git's reason", () => {
    const repo = changedRepository();
    const r = cli(["diff", "--data", data, "--base", "no-such-branch"], { cwd: repo });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--base "no-such-branch" is not a revision of this repository');
    const h = cli(["diff", "--data", data, "--head=--output=x"], { cwd: repo });
    expect(h.status).toBe(2);
    expect(h.stderr).toContain('--head "--output=x" is not a revision of this repository');
    const outside = temporaryDir("pql-diff-outside-");
    const o = cli(["diff", "--data", data], { cwd: outside });
    expect(o.status).toBe(2);
    expect(o.stderr).toContain("is not in a git work tree");
  }, 60_000);

  it("a file that does not load on one side: reported for that side, not compared, exit 1", () => {
    const repo = repository(base);
    writeFileSync(join(repo, "audiences/us.audience.yaml"), audienceYaml({ ...base[1]!, pql: 'homeAddress.countryCode = = "US"' }));
    const r = cli(["diff", "--data", data, "--now", NOW, "--sample", "0", "--format", "json"], { cwd: repo });
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.problems).toContainEqual({
      side: "head",
      file: "audiences/us.audience.yaml",
      message: "not compared: the file has errors on this side",
    });
    expect(
      out.problems.some(
        (p: { side: string; message: string }) => p.side === "head" && /audiences\/us\.audience\.yaml:\d+:\d+/.test(p.message),
      ),
    ).toBe(true);
    expect(out.audiences.map((a: { name: string }) => a.name)).not.toContain("US customers");
    // Fixed in a commit, it is the base that had the error when compared with the one before.
    git(repo, "commit", "-qam", "broken");
    writeFileSync(join(repo, "audiences/us.audience.yaml"), audienceYaml(base[1]!));
    git(repo, "commit", "-qam", "fixed");
    const text = cli(["diff", "--data", data, "--now", NOW, "--base", "HEAD~1", "--head", "HEAD"], { cwd: repo });
    expect(text.status).toBe(1);
    expect(text.stdout).toContain("not counted base: audiences/us.audience.yaml: not compared: the file has errors on this side");
    rmSync(repo, { recursive: true, force: true });
  }, 120_000);

  it("paths: only the audiences asked for, followed across a move", () => {
    const repo = changedRepository();
    const r = cli(["diff", "french.audience.yaml", "--data", data, "--now", NOW, "--sample", "0", "--format", "json"], { cwd: repo });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).audiences.map((a: { name: string; status: string }) => [a.name, a.status])).toEqual([
      ["French customers", "unchanged"],
    ]);
    const missing = cli(["diff", "nowhere.audience.yaml", "--data", data], { cwd: repo });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("nowhere.audience.yaml: no such file or directory at HEAD nor at the working tree");
  }, 60_000);
});

describe("estimate --overlap", () => {
  it("every pair: the profiles in both, the share of each; text a matrix", () => {
    const repo = repository(base);
    const files = ["audiences/gold.audience.yaml", "audiences/us.audience.yaml", "audiences/us-gold.audience.yaml"];
    const r = cli(["estimate", ...files, "--data", data, "--now", NOW, "--sample", "0", "--overlap", "--format", "json"], { cwd: repo });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const size = Object.fromEntries(out.audiences.map((a: { file: string; qualified: number }) => [a.file, a.qualified]));
    expect(out.overlap).toHaveLength(3);
    const usGold = size["audiences/us-gold.audience.yaml"];
    for (const o of out.overlap) {
      expect(Object.keys(o)).toEqual(["files", "both", "shareOfA", "shareOfB"]);
      expect(o.shareOfA).toBeCloseTo(o.both / size[o.files[0]]);
      expect(o.shareOfB).toBeCloseTo(o.both / size[o.files[1]]);
    }
    // US gold members are exactly the profiles in both US and gold.
    const pair = (a: string, b: string) => out.overlap.find((o: { files: string[] }) => o.files.join() === `audiences/${a},audiences/${b}`);
    expect(pair("gold.audience.yaml", "us.audience.yaml")).toMatchObject({ both: usGold });
    expect(pair("gold.audience.yaml", "us-gold.audience.yaml")).toMatchObject({ both: usGold, shareOfB: 1 });
    expect(pair("us-gold.audience.yaml", "us.audience.yaml")).toMatchObject({ both: usGold, shareOfA: 1 });
    const text = cli(["estimate", ...files, "--data", data, "--now", NOW, "--sample", "0", "--overlap"], { cwd: repo });
    expect(text.stdout).toContain("overlap: profiles in both (share of the row's audience)");
    // The row of US gold members (the second file): all of it is in each of the others.
    expect(text.stdout).toMatch(/\[2\] +\d+ \(100\.0%\) +- +\d+ \(100\.0%\)/);
  }, 60_000);
});

// `diff --engine clickhouse` on a real two-shard cluster (cluster.ts): the data set loaded by
// `data load --engine clickhouse`, a change in a git repository of audiences, and the same change
// counted by DuckDB over the same files: each audience's before, after, realized, exited and the
// samples' outlines are the same. An audience ClickHouse cannot count (one that reads another
// audience of the run) is said, and left out; a usage mistake exits 2.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { audienceYaml, dataSet, git, type ProjectAudience, repository } from "../diff/project.js";
import { CLUSTER, type Cluster, clickhouseSkipReason, startCluster } from "./cluster.js";

const NOW = "2024-05-15T12:00:00Z";
const skipReason = clickhouseSkipReason();
if (skipReason) console.warn(`test/clickhouse/diff.test.ts: the ClickHouse tests are SKIPPED: ${skipReason}`);

const base: ProjectAudience[] = [
  { file: "audiences/gold.audience.yaml", name: "Gold members", alias: "gold", pql: 'loyalty.tier = "gold"' },
  { file: "audiences/us.audience.yaml", name: "US customers", alias: "us", pql: 'homeAddress.countryCode = "US"' },
  { file: "audiences/buyers.audience.yaml", name: "Buyers", pql: 'xEvent[eventType = "commerce.purchases"].count() >= 1' },
  { file: "audiences/old.audience.yaml", name: "Old audience", pql: 'loyalty.tier = "bronze"' },
];

/** The base committed; gold widened, buyers narrowed to a pattern (compiled on ClickHouse since issue 45), old deleted, a new one added. */
function changedRepository(extra: ProjectAudience[] = []): string {
  const repo = repository([...base, ...extra]);
  writeFileSync(
    join(repo, "audiences/gold.audience.yaml"),
    audienceYaml({ ...base[0]!, pql: 'loyalty.tier = "gold" or loyalty.tier = "silver"' }),
  );
  writeFileSync(
    join(repo, "audiences/buyers.audience.yaml"),
    audienceYaml({
      ...base[2]!,
      pql: 'xEvent[eventType = "commerce.purchases"].count() >= 1 and person.name.firstName.matches("(?i)^[a-m]")',
    }),
  );
  git(repo, "rm", "-q", "audiences/old.audience.yaml");
  writeFileSync(
    join(repo, "audiences/new.audience.yaml"),
    audienceYaml({ file: "", name: "New audience", pql: 'homeAddress.countryCode like "D_"' }),
  );
  return repo;
}

/** A run's audiences without their times. */
const counts = (stdout: string) =>
  (JSON.parse(stdout) as { audiences: Record<string, unknown>[] }).audiences.map(({ ms: _, ...rest }) => rest);

describe.skipIf(skipReason !== undefined)("diff --engine clickhouse, on two shards", () => {
  let cluster: Cluster;
  let data: string;
  let on: string[];
  beforeAll(async () => {
    cluster = await startCluster();
    data = (await dataSet(300, 3)).dir;
    const loaded = cli([
      "data",
      "load",
      data,
      "--engine",
      "clickhouse",
      "--url",
      cluster.urls[0],
      "--cluster",
      CLUSTER,
      "--database",
      "diffed",
      ...cluster.urls.flatMap((u) => ["--shard-url", u]),
    ]);
    expect(loaded.stderr).toBe("");
    on = ["--engine", "clickhouse", "--url", cluster.urls[0], "--database", "diffed"];
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  it("counts each side as DuckDB does: sizes, realized, exited, the samples' outlines", { timeout: 120_000 }, () => {
    const repo = changedRepository();
    const ch = cli(["diff", ...on, "--now", NOW, "--sample", "2", "--format", "json"], { cwd: repo });
    expect(ch.stderr).toBe("");
    expect(ch.status).toBe(0);
    const duck = cli(["diff", "--data", data, "--now", NOW, "--sample", "2", "--format", "json"], { cwd: repo });
    expect(duck.status).toBe(0);
    const got = counts(ch.stdout);
    expect(got).toEqual(counts(duck.stdout));
    expect(got.map((a) => [a.name, a.status]).sort()).toEqual([
      ["Buyers", "changed"],
      ["Gold members", "changed"],
      ["New audience", "new"],
      ["Old audience", "deleted"],
      ["US customers", "unchanged"],
    ]);
    // Something moved in each changed audience, so the comparison is not of empty sets.
    for (const a of got.filter((a) => a.status !== "unchanged"))
      expect((a.realized as number) + (a.exited as number), String(a.name)).toBeGreaterThan(0);
    expect(JSON.parse(ch.stdout)).toMatchObject({ profiles: 300, problems: [] });
    const text = cli(["diff", ...on, "--now", NOW, "--sample", "0"], { cwd: repo });
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/audiences\/gold\.audience\.yaml: Gold members {2}changed/);
  });

  it("an audience that reads another of the run is said and left out (exit 1); the others are compared", { timeout: 120_000 }, () => {
    const repo = changedRepository([
      { file: "audiences/us-gold.audience.yaml", name: "US gold members", pql: 'inSegment("alias:us") and inSegment("alias:gold")' },
    ]);
    const r = cli(["diff", ...on, "--now", NOW, "--sample", "0", "--format", "json"], { cwd: repo });
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { audiences: { name: string }[]; problems: { side: string; message: string }[] };
    expect(out.audiences.map((a) => a.name)).not.toContain("US gold members");
    expect(out.audiences.map((a) => a.name)).toContain("Gold members");
    expect(out.problems).toContainEqual({
      side: "base",
      message: expect.stringMatching(
        /^not compared: not counted on ClickHouse: .*us-gold\.audience\.yaml:\d+:\d+: inSegment of an audience of the same run does not compile to ClickHouse SQL yet/,
      ),
    });
  });

  it.each([
    [["--engine", "clickhouse"], "--engine clickhouse needs the server's HTTP URL once"],
    [["--engine", "clickhouse", "--url", "http://127.0.0.1:1", "--data", "."], "--data is for DuckDB"],
    [["--url", "http://127.0.0.1:1"], "--url and --user are for --engine clickhouse"],
    [[], "diff needs --data DIR"],
  ])("%j: a usage mistake, exit 2", (args, message) => {
    const r = cli(["diff", ...args, "--now", NOW], { cwd: repository(base) });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

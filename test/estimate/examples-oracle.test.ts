// The whole of estimate, end to end, against its oracle: every audience of examples/ (local
// references between files included) on data sets from `data generate` (several seeds and
// instants), by the compiled SQL and by the evaluator over the same loaded data, give the same
// counts and the same first qualifying profiles. The differential property of test/sql holds the
// compiler to the evaluator one expression at a time; this holds the run together (temp tables
// of referenced audiences, dependency order, what each reference reads).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { audiencesOf } from "../../src/cli/estimate-run.js";
import { generateDataSet } from "../../src/node/data/generate.js";
import { ndjsonToParquet } from "../../src/node/data/parquet.js";
import { estimateAudiences, type CompileFunction } from "../../src/node/estimate/estimate-audiences.js";
import { compileAudience } from "../../src/sql/index.js";
import { withData } from "./helpers.js";

const root = resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const byEvaluator: CompileFunction = (ast) => ({
  ok: false,
  unsupported: { construct: "(the oracle)", span: ast.span, message: "evaluated" },
});

const DATA_NOW = Date.parse("2024-05-15T12:00:00Z");

/** The runs to check: all of examples/, each file alone (its references then come from the project, not shown), and the README's pair. */
async function readRuns() {
  const examples = join(root, "examples");
  const files = readdirSync(examples)
    .filter((f) => /\.(audience\.(json|ya?ml)|pql)$/.test(f))
    .map((f) => [join(examples, f)]);
  const pair = ["gold-members.audience.yaml", "us-gold-members.audience.json"].map((f) => join(examples, f));
  const sets = [[examples], ...files, pair];
  return Promise.all(sets.map(async (paths) => ({ paths, ...(await audiencesOf(paths)) })));
}
// Read once for the file: every seed checks the same examples (the estimates only read them), and
// reading them again per seed parsed the same ~250 files three more times.
let read: ReturnType<typeof readRuns> | undefined;
const runs = () => (read ??= readRuns());

// Parquet too: its events are a view, and each query reads them through one whose docs hold only the fields its compiler reports it reads.
it.each([
  [1, DATA_NOW, "ndjson"],
  [2, DATA_NOW - 3 * 86_400_000 + 3_600_000, "ndjson"],
  [3, DATA_NOW + 20 * 60_000, "ndjson"],
  [4, DATA_NOW - 86_400_000, "parquet"],
] as const)(
  "seed %i at %i (%s): SQL and evaluator agree on every example audience, in every run",
  async (seed, now, format) => {
    const sets = await runs();
    expect(sets.length).toBeGreaterThanOrEqual(15);
    for (const { refused } of sets) expect(refused).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "pql-examples-oracle-"));
    dirs.push(dir);
    await generateDataSet({ dir, profiles: 1500, eventsPerProfile: 12, seed, now: DATA_NOW, format: "ndjson" });
    if (format === "parquet") {
      // As `data generate --format parquet` writes it: NDJSON converted by DuckDB, then removed.
      const pairs = ["profiles", "events"].map((name) => ({ from: join(dir, `${name}.ndjson`), to: join(dir, `${name}.parquet`) }));
      await ndjsonToParquet(pairs, dir);
      for (const { from } of pairs) rmSync(from);
    }
    const shape = (estimates: Awaited<ReturnType<typeof estimateAudiences>>) =>
      estimates.map((e) => ({ file: e.file, name: e.name, qualified: e.qualified, sample: e.sample.map((s) => s.primaryId) }));
    await withData(dir, async (data) => {
      for (const { paths, audiences } of sets) {
        const bySql = await estimateAudiences(data, audiences, { now, sample: 40, compile: compileAudience });
        const byOracle = await estimateAudiences(data, audiences, { now, sample: 40, compile: byEvaluator });
        expect(
          bySql.map((e) => e.method),
          paths.join(" "),
        ).toEqual(bySql.map(() => "sql"));
        expect(shape(bySql), paths.join(" ")).toEqual(shape(byOracle));
        if (paths.length === 1 && paths[0]!.endsWith("examples"))
          // Not a vacuous agreement: most audiences qualify someone and not everyone.
          expect(bySql.filter((e) => e.qualified > 0 && e.qualified < e.profiles).length).toBeGreaterThanOrEqual(8);
      }
    });
  },
  300_000,
);

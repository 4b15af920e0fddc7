// The oracle property of issue 24: on any data set, the SQL of every expression of the corpus
// (examples/, test/fixtures/, the evaluator's test tables) selects exactly the profiles the
// evaluator qualifies. Profiles over the evaluator's budget have no answer and are left out (and
// counted). Expressions that do not compile are listed with the construct: that list is the
// coverage figure (docs/sql.md). A query the SQL stops with an error (a construct it refuses on
// the data, e.g. a timestamp with an offset) is never a wrong answer; none is expected here.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileAudience, stopReason } from "../../src/sql/index.js";
import { corpus, vocabulary, type CorpusEntry } from "./corpus.js";
import { dataArbitrary } from "./data-arbitrary.js";
import { openTables, oracle, type DataSet, type Tables } from "./duckdb-tables.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
const entries = corpus();
const compiled: { entry: CorpusEntry; sql: string }[] = [];
const refused: { entry: CorpusEntry; construct: string; at: string }[] = [];
for (const entry of entries) {
  const r = compileAudience(entry.ast, { dialect: "duckdb", now: NOW, localAudienceTable: () => undefined });
  if (r.ok) compiled.push({ entry, sql: r.sql });
  else
    refused.push({ entry, construct: r.unsupported.construct, at: `${r.unsupported.span.start.line}:${r.unsupported.span.start.column}` });
}

let tables: Tables;
beforeAll(async () => {
  tables = await openTables();
});
afterAll(() => tables.close());

/** Every compiled query's pids on the loaded data; the error of a query the SQL stopped. */
async function allPids(): Promise<(number[] | Error)[]> {
  const out: (number[] | Error)[] = [];
  for (const c of compiled) out.push(await tables.pids(c.sql).catch((e: Error) => e));
  return out;
}

describe("the SQL selects exactly the profiles the evaluator qualifies", () => {
  it("on every expression of the corpus, on generated data", { timeout: 120_000 }, async () => {
    let overBudget = 0;
    let stopped = 0;
    const stops = new Map<string, number>();
    let runs = 0;
    let qualifiedSomewhere = new Set<number>();
    await fc.assert(
      fc.asyncProperty(dataArbitrary(vocabulary(entries), NOW), async (data: DataSet) => {
        runs++;
        await tables.load(data);
        const results = await allPids();
        for (const [i, c] of compiled.entries()) {
          const got = results[i]!;
          const expected = oracle(c.entry.ast, data, NOW);
          overBudget += expected.overBudget.length;
          if (got instanceof Error) {
            // A deliberate stop, never an engine error (a bug of the compiler's SQL).
            expect(stopReason(got.message), got.message).toBeDefined();
            // Never a wrong answer: the SQL refused this data (see docs/sql.md). Counted and shown.
            stopped++;
            const why = `${got.message.split("\n")[0]!} (${c.entry.text.replace(/\s+/g, " ").slice(0, 60)})`;
            stops.set(why, (stops.get(why) ?? 0) + 1);
            continue;
          }
          const answered = got.filter((pid) => !expected.overBudget.includes(pid));
          if (expected.qualified.length > 0) qualifiedSomewhere.add(i);
          expect(answered, `${c.entry.source}: ${c.entry.text}\n${c.sql}`).toEqual(expected.qualified);
        }
      }),
      { numRuns: 20 },
    );
    const lines = [
      `${entries.length} expressions: ${compiled.length} compile, ${refused.length} are left to the evaluator`,
      `${runs} data sets; ${qualifiedSomewhere.size} compiled expressions qualified a profile at least once; ${overBudget} evaluations over budget (left out); ${stopped} queries stopped`,
      ...[...stops].map(([m, n]) => `  stopped ${n} times: ${m}`),
      ...tally(refused.map((r) => r.construct)).map(([construct, n]) => `  ${String(n).padStart(3)}  ${construct}`),
    ];
    console.log(lines.join("\n"));
    qualifiedSomewhere = new Set();
  });
});

function tally(xs: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

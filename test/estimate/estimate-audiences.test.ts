// estimateAudiences over loaded data: the SQL branch (with a tiny compiler written here, since the
// real one is merged separately), the evaluator fallback and its label, dependency order through
// temp tables, samples with the evaluator's outline, and profiles over budget counted apart.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateAudiences, type CompileFunction, type EstimateAudience } from "../../src/node/estimate/estimate-audiences.js";
import type { LoadedData } from "../../src/node/estimate/engine.js";
import { compileAudience, type Compiled, type CompileOptions } from "../../src/sql/index.js";
import type { Expression, Span } from "../../src/syntax/ast.js";
import { parse } from "../../src/syntax/index.js";
import { dataDirs, identityMap, ndjson, withData } from "./helpers.js";

const dataDir = dataDirs();
const NOW = Date.parse("2024-05-15T12:00:00Z");

/**
 * A compiler of three constructs, enough to drive the SQL branch: `true`, `path = "string"`,
 * `inSegment(id)`, and `and`/`or` of those. Anything else is unsupported, as the real compiler
 * says of what it does not compile yet.
 */
function tinyCompiler(calls: string[] = []): CompileFunction {
  return (ast, options) => {
    calls.push(print(ast));
    try {
      return { ok: true, sql: `SELECT pid, primary_id FROM profiles WHERE ${condition(ast, options)}` };
    } catch (e) {
      return { ok: false, unsupported: e as Extract<Compiled, { ok: false }>["unsupported"] };
    }
  };
}

function condition(node: Expression, options: CompileOptions): string {
  if (node.kind === "Boolean") return String(node.value);
  if (node.kind === "Binary" && node.operator === "=" && node.left.kind === "Path" && node.right.kind === "String") {
    const path = `'$.${node.left.segments.map((s) => s.name).join(".")}'`;
    return `(json_type(doc, ${path}) = 'VARCHAR' AND json_extract_string(doc, ${path}) = '${node.right.value.replaceAll("'", "''")}')`;
  }
  if (node.kind === "SegmentReference") {
    const status = `json_extract_string(doc, '$.segmentMembership.ups."${node.segmentId}".status')`;
    const table = options.localAudienceTable(node.segmentId);
    return `(coalesce(${status} IN ('realized', 'existing'), false)${table ? ` OR pid IN (SELECT pid FROM ${table})` : ""})`;
  }
  if (node.kind === "Logical") return `(${node.operands.map((o) => condition(o, options)).join(` ${node.operator.toUpperCase()} `)})`;
  throw { construct: node.kind, span: node.span, message: `${node.kind} is not compiled here` };
}

function print(ast: Expression): string {
  return `${ast.kind}@${ast.span.start.offset}`;
}

/** An audience of the run: its PQL in a file where it starts on line `line`. */
function audience(name: string, pql: string, extra: { alias?: string; line?: number; shown?: boolean } = {}): EstimateAudience {
  const { ast, errors } = parse(pql);
  if (!ast) throw new Error(`${pql}: ${errors.map((e) => e.message).join("; ")}`);
  const shift = (extra.line ?? 1) - 1;
  const mapSpan = (span: Span): Span => ({
    start: { ...span.start, line: span.start.line + shift },
    end: { ...span.end, line: span.end.line + shift },
  });
  return { name, alias: extra.alias, ast, file: `audiences/${name}.pql`, pql, mapSpan, shown: extra.shown ?? true };
}

const person = (i: number, fields: Record<string, unknown>) => ({
  identityMap: identityMap({ ECID: [{ id: `e${i}`, primary: true }] }),
  ...fields,
});

const profiles = [
  person(0, { tier: "gold", country: "US" }),
  person(1, { tier: "silver", country: "US" }),
  person(2, { tier: "gold", country: "FR" }),
  person(3, { tier: 5, country: "US", segmentMembership: { ups: { "seg-external": { status: "realized" } } } }),
  person(4, { country: "US" }),
];

async function estimate(
  audiences: EstimateAudience[],
  compile: CompileFunction,
  options: { sample?: number; maxSteps?: number; data?: string } = {},
) {
  const dir = options.data ?? dataDir({ "profiles.ndjson": ndjson(profiles) });
  return withData(dir, (data: LoadedData) =>
    estimateAudiences(data, audiences, {
      now: NOW,
      sample: options.sample ?? 5,
      compile,
      budget: options.maxSteps === undefined ? undefined : { maxSteps: options.maxSteps },
    }),
  );
}

const compileNothing: CompileFunction = (ast) => ({
  ok: false,
  unsupported: { construct: "(compiler not merged)", span: ast.span, message: "not merged" },
});

describe("the count, by SQL or by the evaluator", () => {
  it.each([
    ['tier = "gold"', 2],
    ['tier = "gold" and country = "US"', 1],
    ['tier = "gold" or country = "FR"', 2],
    ["true", 5],
    ['tier = "5"', 0],
  ])("%s: %i of 5, the same by either", async (pql, qualified) => {
    const [sql] = await estimate([audience("a", pql)], tinyCompiler());
    const [evaluator] = await estimate([audience("a", pql)], compileNothing);
    expect(sql).toMatchObject({ qualified, profiles: 5, share: qualified / 5, method: "sql", overBudget: 0 });
    expect(sql!.unsupported).toBeUndefined();
    expect(evaluator).toMatchObject({ qualified, profiles: 5, method: "evaluator" });
  });

  it("a construct that does not compile: the evaluator answers, and it says which construct and where in the file", async () => {
    const [result] = await estimate([audience("a", 'country = "US" and\n  tier.startsWith("g")', { line: 4 })], tinyCompiler());
    expect(result).toMatchObject({
      qualified: 1,
      method: "evaluator",
      unsupported: { construct: "MethodCall", line: 5, column: 3, message: "MethodCall is not compiled here" },
    });
  });

  it("the real compiler: the audiences of this file by SQL, with the evaluator's counts", async () => {
    for (const [pql, qualified] of [
      ['tier = "gold" and country = "US"', 1],
      ['not (tier = "gold")', 3],
      ['tier notIn ["gold"]', 2],
    ] as const) {
      const [sql] = await estimate([audience("a", pql)], compileAudience);
      const [evaluator] = await estimate([audience("a", pql)], compileNothing);
      expect(sql).toMatchObject({ qualified, method: "sql" });
      expect(evaluator).toMatchObject({ qualified, method: "evaluator" });
    }
  });

  it("a query the data stops (a timestamp only Date.parse reads): the evaluator answers, and it says why", async () => {
    const data = dataDir({
      "profiles.ndjson": ndjson([
        person(0, { seen: "2024-05-15T10:00:00+02:00" }),
        person(1, { seen: "2024-05-14T10:00:00Z" }),
        person(2, {}),
      ]),
    });
    const [result] = await estimate([audience("a", "seen occurs today")], compileAudience, { data });
    expect(result).toMatchObject({ qualified: 1, profiles: 3, method: "evaluator" });
    expect(result!.stopped).toMatch(/Date\.parse/);
    expect(result!.unsupported).toBeUndefined();
    // The temp table of the stopped query is gone, so the audience's members are the evaluator's.
    expect(result!.sample.map((s) => s.primaryId)).toEqual(["ECID:e0"]);
  });

  it("no profiles: 0 of 0, share 0", async () => {
    const [result] = await estimate([audience("a", "true")], tinyCompiler(), { data: dataDir({ "profiles.ndjson": "" }) });
    expect(result).toMatchObject({ qualified: 0, profiles: 0, share: 0, sample: [] });
  });
});

describe("samples", () => {
  it("the first N qualifying profiles (file order), each with the evaluator's outline of why", async () => {
    const [result] = await estimate([audience("a", 'country = "US" and not (tier = "silver")')], compileNothing, { sample: 2 });
    expect(result!.sample).toEqual([
      {
        primaryId: "ECID:e0",
        pid: 0,
        qualifies: true,
        outline: [
          { text: 'country = "US" and not (tier = "silver")', value: true, depth: 0 },
          { text: 'country = "US"', value: true, depth: 1 },
          { text: 'not (tier = "silver")', value: true, depth: 1 },
          { text: 'tier = "silver"', value: false, depth: 2 },
        ],
      },
      expect.objectContaining({ primaryId: "ECID:e3", pid: 3, qualifies: true }),
    ]);
  });

  it("--sample 0: none; the SQL branch's samples are outlined by the evaluator too", async () => {
    expect((await estimate([audience("a", "true")], tinyCompiler(), { sample: 0 }))[0]!.sample).toEqual([]);
    const [sql] = await estimate([audience("a", 'tier = "gold"')], tinyCompiler(), { sample: 1 });
    expect(sql!.sample).toEqual([
      { primaryId: "ECID:e0", pid: 0, qualifies: true, outline: [{ text: 'tier = "gold"', value: true, depth: 0 }] },
    ]);
  });

  it("a SQL answer the evaluator does not share is shown as such on its samples (qualifies: false)", async () => {
    const wrong: CompileFunction = () => ({ ok: true, sql: "SELECT pid, primary_id FROM profiles WHERE pid = 1" });
    const [result] = await estimate([audience("a", 'tier = "gold"')], wrong);
    expect(result!.sample).toEqual([expect.objectContaining({ pid: 1, qualifies: false })]);
  });
});

describe("dependency order", () => {
  const us = () => audience("us", 'country = "US"', { alias: "us" });
  const goldInUs = () => audience("gold-in-us", 'tier = "gold" and inSegment("alias:us")');

  it("the referenced audience first, its members a temp table the referencing SQL reads", async () => {
    const calls: string[] = [];
    const tables: (string | undefined)[] = [];
    const compile = tinyCompiler(calls);
    const watching: CompileFunction = (ast, options) => {
      const result = compile(ast, { ...options, localAudienceTable: (id) => (tables.push(options.localAudienceTable(id)), tables.at(-1)) });
      return result;
    };
    // Given referencing first: computed second, reported in the order given.
    const results = await estimate([goldInUs(), us()], watching);
    expect(calls).toEqual(["Binary@0", "Logical@0"]);
    expect(tables).toEqual(["audience_2"]);
    expect(results.map((r) => [r.name, r.qualified, r.method])).toEqual([
      ["gold-in-us", 1, "sql"],
      ["us", 4, "sql"],
    ]);
  });

  it.each([
    ["SQL reads an audience the evaluator computed", (ast: Expression) => ast.kind !== "Binary"],
    ["the evaluator reads an audience SQL computed", (ast: Expression) => ast.kind === "Binary"],
    ["the evaluator reads the evaluator", () => false],
  ])("%s: the same members", async (_, compiles) => {
    const compile = tinyCompiler();
    const some: CompileFunction = (ast, options) => (compiles(ast) ? compile(ast, options) : compileNothing(ast, options));
    const results = await estimate([goldInUs(), us()], some);
    expect(results.map((r) => r.qualified)).toEqual([1, 4]);
  });

  it("a referenced audience not shown (from another file) is computed, not reported", async () => {
    const results = await estimate([goldInUs(), audience("us", 'country = "US"', { alias: "us", shown: false })], tinyCompiler());
    expect(results.map((r) => [r.name, r.qualified])).toEqual([["gold-in-us", 1]]);
  });

  it("an id that is no audience of the run: segmentMembership decides, as in evaluate", async () => {
    const [sql] = await estimate([audience("a", 'inSegment("seg-external")')], tinyCompiler());
    const [evaluator] = await estimate([audience("a", 'inSegment("seg-external")')], compileNothing);
    expect([sql!.qualified, evaluator!.qualified]).toEqual([1, 1]);
  });
});

describe("one pass over the profiles for the evaluator's audiences of a wave", () => {
  it("independent audiences share one pass; one that reads another waits for the next", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson(profiles) });
    const passes = await withData(dir, async (data) => {
      let count = 0;
      const counting: LoadedData = {
        ...data,
        profilesWithEvents: (pids) => {
          if (pids === undefined) count++;
          return data.profilesWithEvents(pids);
        },
      };
      const run = (list: EstimateAudience[]) => estimateAudiences(counting, list, { now: NOW, sample: 1, compile: compileNothing });
      const independent = await run([audience("a", 'tier = "gold"'), audience("b", 'country = "US"'), audience("c", "true")]);
      const first = count;
      const dependent = await run([audience("reader", 'inSegment("alias:us")'), audience("us", 'country = "US"', { alias: "us" })]);
      return {
        first,
        second: count - first,
        independent: independent.map((r) => r.qualified),
        dependent: dependent.map((r) => r.qualified),
      };
    });
    expect(passes).toEqual({ first: 1, second: 2, independent: [2, 4, 5], dependent: [4, 4] });
  });
});

describe("over budget", () => {
  const many = Array.from({ length: 6 }, (_, i) =>
    person(i, { tags: Array.from({ length: i % 2 === 0 ? 200 : 1 }, (_, j) => `t${j}`), country: "US" }),
  );
  const heavy = 'tags.count() > 0 and country = "US"';

  it("profiles over budget are counted apart, in neither the qualified nor the rest", async () => {
    const data = dataDir({ "profiles.ndjson": ndjson(many) });
    const [result] = await estimate([audience("heavy", heavy, { line: 3 })], compileNothing, { maxSteps: 50, data });
    expect(result).toMatchObject({ qualified: 3, overBudget: 3, profiles: 6, budgetExceeded: { line: 3 } });
    expect(result!.budgetExceeded!.message).toMatch(/more than 50 steps/);
  });

  it("an audience referencing one over budget for a profile is over budget for it too, by SQL or not", async () => {
    const data = dataDir({ "profiles.ndjson": ndjson(many) });
    const reading = audience("reader", 'inSegment("alias:heavy") or country = "US"');
    const bySql = await estimate(
      [audience("heavy", heavy, { alias: "heavy" }), reading],
      (ast, o) => (ast.kind === "Logical" && ast.operator === "or" ? tinyCompiler()(ast, o) : compileNothing(ast, o)),
      { maxSteps: 50, data },
    );
    const byEvaluator = await estimate([audience("heavy", heavy, { alias: "heavy" }), reading], compileNothing, { maxSteps: 50, data });
    for (const results of [bySql, byEvaluator])
      expect(results.map((r) => [r.name, r.qualified, r.overBudget])).toEqual([
        ["heavy", 3, 3],
        ["reader", 3, 3],
      ]);
    expect(bySql[1]!.method).toBe("sql");
  });
});

describe("the SQL branch agrees with the evaluator (property)", () => {
  const value = fc.constantFrom("gold", "silver", "US", "FR", 5, null, true, undefined);
  const profileArb = fc
    .record({ tier: value, country: value })
    .map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)));
  const leaf = fc.constantFrom('tier = "gold"', 'country = "US"', 'tier = "silver"', 'country = "FR"', "true", "false");
  const expression = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("logical")),
    logical: fc
      .tuple(fc.constantFrom("and", "or"), fc.array(tie("node") as fc.Arbitrary<string>, { minLength: 2, maxLength: 3 }))
      .map(([op, xs]) => `(${xs.join(` ${op} `)})`),
  })).node as fc.Arbitrary<string>;

  it("the same count on random profiles and and/or expressions", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(profileArb, { maxLength: 12 }),
        fc.array(expression, { minLength: 1, maxLength: 3 }),
        async (records, pqls) => {
          const data = dataDir({ "profiles.ndjson": ndjson(records.map((r, i) => person(i, r))) });
          const audiences = () => pqls.map((p, i) => audience(`a${i}`, p));
          const sql = await estimate(audiences(), tinyCompiler(), { data, sample: 0 });
          const evaluator = await estimate(audiences(), compileNothing, { data, sample: 0 });
          expect(sql.map((r) => r.qualified)).toEqual(evaluator.map((r) => r.qualified));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("the loader's event fields on odd records, as the evaluator reads them", () => {
  // identityMap, timestamp and eventType are read once by the loader (read-records.ts) into the
  // columns the SQL filters on (ts_ms, event_type) and the owner match: a field that is null,
  // absent, in another case, of another type or escaped must leave them as the evaluator sees it.
  const ecid = (i: number) => `"identityMap": {"ECID": [{"id": "e${i}", "primary": true}]}`;
  const lines = [
    `{${ecid(0)}, "eventType": "commerce.purchases", "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(1)}, "eventType": null, "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(2)}, "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(3)}, "EventType": "commerce.purchases", "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(4)}, "eventType": ["commerce.purchases", [["commerce.purchases"]]], "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(5)}, "eventType": "commerce.purchases", "timestamp": null}`,
    `{${ecid(6)}, "eventType": "commerce.purchases"}`,
    `{${ecid(7)}, "eventType": "commerce.purchases", "Timestamp": "2024-05-14T10:00:00Z"}`,
    `{"identityMap": null, "eventType": "commerce.purchases", "timestamp": "2024-05-14T10:00:00Z"}`,
    `{"IdentityMap": {"ECID": [{"id": "e9", "primary": true}]}, "eventType": "commerce.purchases", "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(10)}, "eventType": {"type": "commerce.purchases"}, "timestamp": "2024-05-14T10:00:00Z"}`,
    `{${ecid(11)}, "eventType": "commerce.purchases", "timestamp": "2024-05-14T10:00:00.5Z"}`,
    `{${ecid(12)}, "eventType": "commerce.purchases", "timestamp": "2024-05-11 10:00:00.123456"}`,
    `{${ecid(13)}, "eventType": "commerce.purchase\\u0073", "timestamp": "\\u0032024-05-14T10:00:00Z"}`,
    `{${ecid(14)}, "eventType": "commerce.purchases", "timestamp": "2024-05-12T11:59:59.9999Z"}`,
    `{${ecid(15)}, "eventType": "commerce.purchases", "timestamp": "2024-05-12T12:00:00Z"}`,
  ];
  const pqls = [
    'xEvent[eventType = "commerce.purchases"].count() > 0',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.purchases") WHEN(< 3 days before now)])',
  ];

  it("the same profiles by SQL and by the evaluator", async () => {
    const data = dataDir({
      "profiles.ndjson": ndjson(Array.from({ length: 16 }, (_, i) => person(i, {}))),
      "events.ndjson": `${lines.join("\n")}\n`,
    });
    const audiences = () => pqls.map((p, i) => audience(`a${i}`, p));
    const sql = await estimate(audiences(), compileAudience, { data, sample: 16 });
    const evaluator = await estimate(audiences(), compileNothing, { data, sample: 16 });
    const members = (results: typeof sql) => results.map((r) => r.sample.map((s) => s.pid));
    expect(sql.map((r) => r.method)).toEqual(["sql", "sql"]);
    expect(members(sql)).toEqual(members(evaluator));
    // The records reach both sides of each condition.
    expect(members(sql)).toEqual([
      [0, 5, 6, 7, 11, 12, 13, 14, 15],
      [0, 11, 13],
    ]);
  });
});

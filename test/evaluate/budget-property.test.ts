// The law of issue 22: whatever the expression and whatever the data, `evaluate` with a budget
// returns (never throws) within the time that budget allows plus slack. Random expressions, both
// the parser's whole grammar (pqlTree) and ones built to multiply work (bindings, filters and
// element-wise methods over huge arrays, hostile patterns), over random profiles and events with
// hostile keys (`__proto__`, `constructor`, `prototype`) and arrays of thousands of elements.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, type EvaluationInput, type EvaluationResult } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";
import type { Expression } from "../../src/syntax/ast.js";
import { pqlTree } from "../syntax/arbitraries.js";

const budget = { maxSteps: 200_000, maxResultSize: 50_000 };
/** 200,000 steps take ~20 ms here; a loaded 2-core machine, a GC pause: generous on purpose. */
const SLACK_MS = 2_000;

const hostileKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];
const keys = ["xs", "ys", "s", "n", "t", "k", "v", ...hostileKeys];
const big = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    JSON.parse(`{"v": ${i}, "k": "${i % 7 === 0 ? "__proto__" : `k${i % 5}`}", "__proto__": {"v": ${i}}}`),
  );
const bigArrays = [big(2_000), big(5_000), Array.from({ length: 5_000 }, (_, i) => i), Array.from({ length: 3_000 }, () => "a".repeat(50))];

const key = fc.constantFrom(...keys);
const { data } = fc.letrec<{ data: unknown }>((tie) => ({
  data: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    fc.constant(null),
    fc.integer({ min: -3, max: 50 }),
    fc.constantFrom("a".repeat(5_000), "ab", "__proto__", "2024-05-01T10:00:00Z", "0050-01-01"),
    fc.constantFrom(...bigArrays),
    fc.array(tie("data"), { maxLength: 3 }),
    fc.dictionary(key, tie("data"), { maxKeys: 4 }).map((o) => JSON.parse(JSON.stringify(o))),
  ),
}));
// JSON.parse keeps `__proto__` as an own key, as data from a file or the network has it.
const profile = fc
  .tuple(fc.dictionary(key, data, { maxKeys: 6 }), fc.constantFrom(...bigArrays), fc.constantFrom(...bigArrays))
  .map(([o, xs, ys]) => JSON.parse(JSON.stringify({ xs, ys, ...o })) as Record<string, unknown>);
const events = fc.oneof(
  fc.array(fc.record({ eventType: fc.constantFrom("view", "__proto__"), timestamp: fc.constant("2024-05-15T10:00:00Z"), k: data }), {
    maxLength: 3,
  }),
  fc.constant(
    big(3_000).map((e, i) => ({ ...e, eventType: "view", timestamp: new Date(Date.UTC(2024, 4, 1) + i * 60_000).toISOString() })),
  ),
);
const now = fc.oneof(
  fc.constantFrom<EvaluationInput["now"]>("2024-05-15T12:00:00Z", 1e20, Number.NaN, "0050-03-01T00:00:00Z"),
  fc.integer({ min: -8.64e15, max: 8.64e15 }),
);

// Expressions built to multiply work: each `source` may be a huge array, nested up to three bindings deep.
const path = fc.oneof(
  fc.constantFrom(...keys),
  fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...keys)).map(([a, b]) => `${a}.${b}`),
);
/** Mostly the huge arrays, sometimes any path (a hostile key, a missing field). */
const array = fc.oneof({ arbitrary: fc.constantFrom("xs", "ys", "xEvent"), weight: 4 }, { arbitrary: path, weight: 1 });
const source = fc.oneof({ arbitrary: array, weight: 5 }, { arbitrary: fc.constant("[1, 2, 3]"), weight: 1 });
const condition = fc.oneof(
  fc.constantFrom("true", "false", "A.v = -1", "B.v >= 0", 'A.k = "__proto__"', "A = B", "C.v > A.v"),
  fc.constantFrom('A.k like "%a%a%a%b"', 'A.k.matches("(a+)+$")', 'B.k.matches("(a|a)*b")', "A.v in B.v"),
);
const binder = fc
  .tuple(
    fc.constantFrom("exists", "forall", "select", "sum"),
    fc.array(source, { minLength: 1, maxLength: 3 }),
    fc.option(condition, { nil: undefined }),
  )
  .map(([kind, sources, where]) => {
    const names = ["A", "B", "C"].slice(0, sources.length);
    // A later binding ranges over a field of the one before or over the profile again (a product).
    const bindings = sources
      .map((s, i) => `${names[i]} from ${i === 0 || s.startsWith("x") || s.startsWith("y") ? s : `${names[i - 1]}.${s}`}`)
      .join(", ");
    // A condition naming a variable these bindings lack would only be a type problem: plain `true` instead.
    const unbound = ["B", "C"].some((v) => where?.includes(`${v}.`) && !names.includes(v));
    const cond = unbound ? "true" : where;
    const w = cond ? ` where ${cond}` : "";
    if (kind === "sum") return `(sum A.v over ${bindings}${w}) > 0`;
    if (kind === "select") return `(select ${names.at(-1)} from ${sources[0]}${w && names.length === 1 ? w : ""}).count() > 0`;
    return `${kind} ${bindings}${w}`;
  });
const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    binder,
    array.map((p) => `${p}.count() > 0`),
    fc.tuple(array, array).map(([a, b]) => `${a}.intersects(${b})`),
    fc.tuple(array, array).map(([a, b]) => `${a}.exists(^.${b}.exists(v = ^.v + 100000))`),
    array.map((p) => `${p}.groupBy(k).map((K, G) => mapEntry(K, G.count())).__proto__ = 1`),
    array.map((p) => `${p}.map(^.ys).count() > 1`),
    array.map((p) => `${p}.topN(v, 3).count() = 3`),
    array.map((p) => `let a = ${p}.head().k + s in let b = a + a in let c = b + b in (c + c) like "%z"`),
    array.map((p) => `${p} occurs < 1000000000 years before now`),
    array.map((p) => `CHAIN(xEvent, timestamp, [A: WHAT(eventType = "view"), B: WHAT(${p} = 1) WHEN(< 1000000000 years before now)])`),
    fc.tuple(tie("expr"), tie("expr")).map(([a, b]) => `(${a}) and (${b})`),
    fc.tuple(tie("expr"), tie("expr")).map(([a, b]) => `(${a}) or (${b})`),
    tie("expr").map((a) => `not (${a})`),
  ),
}));
const hostileTree = expr.map((text) => parse(text).ast).filter((ast): ast is Expression => ast !== null);

function timed(ast: Expression, input: EvaluationInput): { result: EvaluationResult; ms: number } {
  const started = performance.now();
  const result = evaluate(ast, input);
  return { result, ms: performance.now() - started };
}

describe("evaluate with a budget", () => {
  it.each([
    ["expressions built to multiply work", hostileTree, 150],
    ["any tree the parser can produce", pqlTree, 300],
  ] as const)("%s: returns within the budget plus slack, never throws, never touches a prototype", (_, tree, numRuns) => {
    let overBudget = 0;
    fc.assert(
      fc.property(tree as fc.Arbitrary<Expression>, profile, events, now, (ast, p, e, n) => {
        const { result, ms } = timed(ast, { profile: p, events: e, now: n, budget });
        expect(ms).toBeLessThan(SLACK_MS);
        expect(["evaluated", "budget-exceeded"]).toContain(result.status);
        if (result.status === "budget-exceeded") {
          overBudget++;
          expect(result.qualifies).toBeUndefined();
          expect(result.budget.span.start.offset).toBeGreaterThanOrEqual(0);
        } else expect(typeof result.qualifies).toBe("boolean");
        expect(result.trace.problems.filter((x) => x.message.startsWith("internal error"))).toEqual([]);
        expect(() => JSON.stringify(result.value)).not.toThrow();
        expect(({} as Record<string, unknown>).v).toBeUndefined();
      }),
      { numRuns },
    );
    // The generator does reach the budget (else the law would hold trivially).
    if (tree === hostileTree) expect(overBudget).toBeGreaterThan(0);
  });
});

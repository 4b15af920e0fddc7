// Every evaluation runs under a budget (steps and the size of what it builds). Going over it is a
// result with the position where it ran out, never a hang, an exception or a silent false;
// `exists` stops at its first match and `forall` at its first counterexample, so a budget that
// cannot cover every combination still answers them.
import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGET, evaluate } from "../../src/evaluate/index.js";
import { evaluateAudiences } from "../../src/run/evaluate-audiences.js";
import { parse } from "../../src/syntax/index.js";
import { NOW, run } from "./helpers.js";

const xs = Array.from({ length: 1_000 }, (_, v) => ({ v }));
const profile = { xs, s: "ab" };

/** Generous: a loaded 2-core machine; the default budget is about a second of work. */
const SLACK_MS = 8_000;

describe("bindings over 1,000-element arrays stop at the budget", () => {
  it.each<[string, string, "steps" | "result size", string]>([
    [
      "exists, three bindings, no match",
      "exists A from xs, B from xs, C from xs where C.v = -1",
      "steps",
      "exists A from xs, B from xs, C from xs where C.v = -1",
    ],
    [
      "forall, three bindings, all hold",
      "forall A from xs, B from xs, C from xs where C.v >= 0",
      "steps",
      "forall A from xs, B from xs, C from xs where C.v >= 0",
    ],
    [
      "sum over three bindings",
      "(sum C.v over A from xs, B from xs, C from xs) > 0",
      "steps",
      "sum C.v over A from xs, B from xs, C from xs",
    ],
    [
      "select, three bindings (a billion matches)",
      "(select A from xs, B from xs, C from xs).count() > 0",
      "result size",
      "select A from xs, B from xs, C from xs",
    ],
    [
      "a string doubled in nested lets",
      "let a = s + s in let b = a + a in let c = b + b in let d = c + c in (d + d).count() > 0",
      "result size",
      "d + d",
    ],
  ])("%s: budget-exceeded, in time", (_, pql, limit, at) => {
    const budget = limit === "result size" && pql.startsWith("let") ? { maxResultSize: 40 } : undefined;
    const started = performance.now();
    const result = run(pql, { profile, ...(budget ? { budget } : {}) });
    expect(performance.now() - started).toBeLessThan(SLACK_MS);
    expect(result.status).toBe("budget-exceeded");
    expect(result.qualifies).toBeUndefined();
    if (result.status !== "budget-exceeded") return;
    expect(result.budget.limit).toBe(limit);
    expect(pql.slice(result.budget.span.start.offset, result.budget.span.end.offset)).toBe(at);
    expect(result.budget.message).toMatch(limit === "steps" ? /more than 10,000,000 steps/ : /more than [\d,]+ elements or characters/);
  });

  it.each([
    [1, "the evaluation needs more than 1 step"],
    [2, "the evaluation needs more than 2 steps"],
  ])("--max-steps %i: %s", (maxSteps, message) => {
    const result = run("exists A from xs where A.v = -1", { profile, budget: { maxSteps } });
    expect(result.status === "budget-exceeded" && result.budget.message).toBe(message);
  });

  it("a smaller budget stops sooner, at the step it allows", () => {
    const result = run("exists A from xs where A.v = -1", { profile, budget: { maxSteps: 500 } });
    expect(result.status).toBe("budget-exceeded");
    if (result.status === "budget-exceeded") expect(result.budget).toMatchObject({ limit: "steps", allowed: 500 });
    expect(run("exists A from xs where A.v = -1", { profile, budget: { maxSteps: 100_000 } })).toMatchObject({
      status: "evaluated",
      qualifies: false,
    });
  });

  it.each<[string, boolean]>([
    ["exists A from xs, B from xs, C from xs where C.v = 0", true],
    ["forall A from xs, B from xs, C from xs where C.v > 0", false],
    ['xs.exists(v = 0) and "x" like "%x%"', true],
  ])("%s answers within a budget far smaller than every combination", (pql, qualifies) => {
    expect(run(pql, { profile, budget: { maxSteps: 20_000 } })).toMatchObject({ status: "evaluated", qualifies });
  });

  it("a product of two arrays (intersects) costs their sizes multiplied", () => {
    const big = Array.from({ length: 3_000 }, (_, i) => i);
    const result = run("a.intersects(b)", { profile: { a: big, b: big.map((x) => -1 - x) }, budget: { maxSteps: 1_000_000 } });
    expect(result.status).toBe("budget-exceeded");
  });

  it("a budget that is not a number of steps falls back to the defaults (it never throws)", () => {
    for (const budget of [{ maxSteps: Number.NaN }, { maxSteps: -1 }, { maxResultSize: "x" as unknown as number }, null as never]) {
      expect(run("exists A from xs where A.v = 3", { profile, budget }).qualifies).toBe(true);
    }
    expect(DEFAULT_BUDGET).toEqual({ maxSteps: 10_000_000, maxResultSize: 1_000_000 });
  });

  it("an audience that references one over budget is over budget too, at its reference", () => {
    const heavy = parse("exists A from xs, B from xs, C from xs where C.v = -1").ast!;
    const reader = parse('person.age > 1 or inSegment("alias:heavy")').ast!;
    const [result] = evaluateAudiences(
      [
        { name: "reader", alias: "reader", ast: reader },
        { name: "heavy", alias: "heavy", ast: heavy },
      ],
      { profile, events: [], now: Date.parse(NOW), budget: { maxSteps: 10_000 } },
    );
    expect(result!.status).toBe("budget-exceeded");
    if (result!.status !== "budget-exceeded") return;
    expect(result!.name).toBe("reader");
    expect(result!.budget.span.start.offset).toBe("person.age > 1 or ".length);
    expect(result!.budget.message).toMatch(/^heavy, which this references, went over its budget/);
  });

  it("without a budget option the defaults apply (a library caller is protected)", () => {
    const ast = parse("exists A from xs, B from xs, C from xs, D from xs where D.v = -1").ast!;
    const started = performance.now();
    const result = evaluate(ast, { profile, now: NOW });
    expect(performance.now() - started).toBeLessThan(SLACK_MS);
    expect(result.status).toBe("budget-exceeded");
  });
});

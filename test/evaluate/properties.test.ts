// Laws of the evaluator, on generated trees and data (fast-check):
//   it never throws, on any tree the parser can produce and any profile and events;
//   a definition the analyzer calls profile-only gives the same result whatever the events;
//   a single-event definition's result depends only on the events its step matches;
//   formatting a definition (print, then parse) never changes its result.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { analyze } from "../../src/analysis/index.js";
import { evaluate } from "../../src/evaluate/index.js";
import { parse } from "../../src/syntax/index.js";
import { print } from "../../src/syntax/print.js";
import { pqlTree, softName } from "../syntax/arbitraries.js";

const runs = { numRuns: 300 };

/** Field names: the generator's names plus the ones real profiles and events use. */
const key = fc.oneof(
  softName,
  fc.constantFrom("eventType", "timestamp", "_id", "homeAddress", "countryCode", "segmentMembership", "ups", "status", "price"),
);
const timestamp = fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2025, 0, 1) }).map((ms) => new Date(ms).toISOString());
const { data } = fc.letrec<{ data: unknown }>((tie) => ({
  data: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -5, max: 100 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
    fc.string({ maxLength: 6 }),
    fc.constantFrom("realized", "existing", "commerce.checkouts", "2024-05-01"),
    timestamp,
    fc.array(tie("data"), { maxLength: 3 }),
    fc.dictionary(key, tie("data"), { maxKeys: 4 }),
  ),
}));
const profile = fc.dictionary(key, data, { maxKeys: 5 });
const event = fc
  .record({ eventType: fc.constantFrom("view", "cart", "commerce.checkouts"), timestamp })
  .chain((base) => fc.dictionary(key, data, { maxKeys: 3 }).map((extra) => ({ ...extra, ...base })));
const events = fc.array(event, { maxLength: 4 });
const now = timestamp;

function outcome(ast: Parameters<typeof evaluate>[0], input: Parameters<typeof evaluate>[1]) {
  const r = evaluate(ast, input);
  return { qualifies: r.qualifies, value: r.value };
}

const fixtures = parseYaml(readFileSync(new URL("../syntax/fixtures/reference-examples.yaml", import.meta.url), "utf8")) as {
  text?: string;
  expect: string;
}[];
const examples = fixtures.filter((e) => e.expect === "parse" && e.text).map((e) => e.text!);

describe("evaluator laws", () => {
  it("never throws, and reports no internal error, for any parsed tree and any data", () => {
    fc.assert(
      fc.property(pqlTree, profile, events, now, (ast, p, e, n) => {
        const r = evaluate(ast, { profile: p, events: e, now: n });
        expect(typeof r.qualifies).toBe("boolean");
        expect(r.trace.problems.map((x) => x.message).join("\n")).not.toMatch(/internal error/);
      }),
      runs,
    );
  });

  it("a profile-only definition gives the same result whatever the events", () => {
    fc.assert(
      fc.property(pqlTree, profile, events, events, now, (ast, p, e1, e2, n) => {
        fc.pre(analyze(ast).facts.events.length === 0);
        expect(outcome(ast, { profile: p, events: e1, now: n })).toEqual(outcome(ast, { profile: p, events: e2, now: n }));
      }),
      runs,
    );
  });

  it("a profile-only definition gives the same result whatever the events (reference examples and element scopes)", () => {
    const tricky = [
      "orders[xEvent.count() > 0]",
      "orders.exists(xEvent.isNotNull())",
      "(P) => P.xEvent.count() > 0",
      'homeAddress.countryCode = "US"',
    ];
    const profileOnly = [...examples, ...tricky].map((t) => parse(t).ast!).filter((ast) => analyze(ast).facts.events.length === 0);
    expect(profileOnly.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(profile, events, events, now, (p, e1, e2, n) => {
        const withOrders = { ...p, orders: [{ price: 1 }] };
        for (const ast of profileOnly)
          expect(outcome(ast, { profile: withOrders, events: e1, now: n })).toEqual(
            outcome(ast, { profile: withOrders, events: e2, now: n }),
          );
      }),
      { numRuns: 100 },
    );
  });

  it("a single-event definition's result depends only on events its one step matches", () => {
    // Events its step does not match (alone, they never qualify the profile) change nothing when
    // added to any others: single-event audiences read one event, so noise is invisible to them.
    const singleEvent = [
      ...examples,
      'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "cart") WHEN(< 2 hours before now)])',
      'homeAddress.countryCode = "US" and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "view") WHEN(< 8 hours before now)])',
      'xEvent[eventType = "cart" and timestamp occurs < 1 hours before now].count() > 0',
    ]
      .map((t) => parse(t).ast!)
      .filter((ast) => analyze(ast).verdict.type === "single-event" || analyze(ast).verdict.type === "event-with-profile")
      .filter((ast) => analyze(ast).facts.segments.length === 0);
    expect(singleEvent.length).toBeGreaterThan(5);
    const noise = fc.array(
      fc.record({ eventType: fc.constantFrom("zz.noise", "web.other"), timestamp, price: fc.integer({ min: 0, max: 9 }) }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(profile, events, noise, now, (p, e, extra, n) => {
        for (const ast of singleEvent) {
          if (evaluate(ast, { profile: p, events: extra, now: n }).qualifies) continue; // the noise matches this step
          const mixed = [...e, ...extra].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
          expect(outcome(ast, { profile: p, events: mixed, now: n }).qualifies).toBe(
            outcome(ast, { profile: p, events: e, now: n }).qualifies,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it("formatting never changes a result (every reference example, random data)", () => {
    const pairs = examples.map((text) => [parse(text).ast!, parse(print(parse(text).ast!)).ast!] as const);
    fc.assert(
      fc.property(profile, events, now, (p, e, n) => {
        for (const [original, formatted] of pairs)
          expect(outcome(formatted, { profile: p, events: e, now: n })).toEqual(outcome(original, { profile: p, events: e, now: n }));
      }),
      { numRuns: 100 },
    );
  });

  it("formatting never changes a result (generated trees)", () => {
    fc.assert(
      fc.property(pqlTree, profile, events, now, (ast, p, e, n) => {
        const again = parse(print(ast)).ast;
        fc.pre(again !== null);
        expect(outcome(again!, { profile: p, events: e, now: n })).toEqual(outcome(ast, { profile: p, events: e, now: n }));
      }),
      runs,
    );
  });

  it("the reference examples evaluate without internal errors", () => {
    for (const text of examples) {
      const r = evaluate(parse(text).ast!, { profile: {}, events: [], now: "2024-05-15T12:00:00Z" });
      expect(r.trace.problems.map((x) => x.message).join("\n"), text).not.toMatch(/internal error/);
    }
  });
});

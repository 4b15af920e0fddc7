// The outline of a trace as estimate's samples, evaluate and the portal show it: one line per
// condition, the source's whitespace normalised, shortened outside its time windows only, and
// no line for a literal argument.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../src/evaluate/index.js";
import { MAX_TEXT, traceOutline } from "../../src/run/trace-outline.js";
import { parse } from "../../src/syntax/index.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");
const outline = (pql: string, events: object[] = [], profile: object = {}) => {
  const { ast } = parse(pql);
  if (!ast) throw new Error(`does not parse: ${pql}`);
  const result = evaluate(ast, { profile, events, now: NOW });
  if (result.status !== "evaluated") throw new Error("over budget");
  return traceOutline(result.trace.nodes, pql).map((l) => `${"  ".repeat(l.depth)}${l.value} ${l.text}`);
};

const LONG_CHAIN =
  'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds" and commerce.order.priceTotal > 100) WHEN(< 30 minutes before now)])';
const purchase = { eventType: "commerce.productListAdds", commerce: { order: { priceTotal: 150 } }, timestamp: "2024-05-15T11:50:00Z" };

describe("traceOutline", () => {
  it.each([
    // A short text is the source as written.
    ['homeAddress.countryCode = "US"', ['true homeAddress.countryCode = "US"']],
    // The `false` argument of a method is not a condition: no `false false` line under it.
    ['homeAddress.country.equals("US", false)', ['true homeAddress.country.equals("US", false)']],
    // A multi-line expression (a YAML block) reads as one line: no space inside brackets.
    [
      'CHAIN(xEvent, timestamp, [\n  A: WHAT(eventType = "commerce.purchases")\n     WHEN(< 3 hours before now)\n])',
      ['true CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.purchases") WHEN(< 3 hours before now)])'],
    ],
  ] as const)("%s", (pql, expected) => {
    expect(
      outline(pql, [purchase, { eventType: "commerce.purchases", timestamp: "2024-05-15T11:00:00Z" }], {
        homeAddress: { countryCode: "US", country: "US" },
      }),
    ).toEqual(expected);
  });

  it("shortens a long text outside its window: the window is shown whole", () => {
    const [line] = outline(LONG_CHAIN, [purchase]);
    expect(line).toContain("WHEN(< 30 minutes before now)");
    expect(line).toContain(" ... ");
    expect(line!.length - "true ".length).toBeLessThanOrEqual(MAX_TEXT);
  });

  it("never cuts a window, whatever the length around it (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 999 }), (extra, minutes) => {
        const types = Array.from({ length: extra }, (_, i) => `eventType = "type.number${i}"`).join(" or ");
        const window = `< ${minutes} minutes before now`;
        const pql = `CHAIN(xEvent, timestamp, [A: WHAT(${types}) WHEN(${window})])`;
        const [line] = outline(pql);
        expect(line).toContain(`WHEN(${window})`);
      }),
      { numRuns: 50 },
    );
  });
});

// The Segmentation API checks the PQL of a create (POST) and an update (PATCH) with the project's
// linter, over loopback HTTP: an expression lint reports an error for is refused with 400 and the
// same errors (rule, code, message, line and column) in `report.reasons`; a valid expression that
// is not edge-eligible is refused only when the definition asks for edge evaluation.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../src/api/errors.js";
import { createSegmentDefinition, evaluationOf, updateSegmentDefinition } from "../../src/api/segments.js";
import { lintText } from "../../src/lint/engine.js";
import { client, emulator, profileOnly } from "../api/harness.js";

const withPql = (name: string, value: string, method: "edge" | "batch" = "edge") =>
  profileOnly(name, {
    expression: { type: "PQL", format: "pql/text", value },
    evaluationInfo: { batch: { enabled: method === "batch" }, continuous: { enabled: false }, synchronous: { enabled: method === "edge" } },
  });

/** What lint says about an expression, in the shape the API answers. */
function lintErrors(pql: string) {
  return lintText(pql, { file: "expression.pql" })
    .files.flatMap((f) => f.diagnostics)
    .filter((d) => d.severity === "error")
    .map((d) => ({ rule: d.rule, code: d.code, message: d.message, line: d.range.start.line, column: d.range.start.column }));
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  return (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as ApiError;
}

const THREE_DAYS = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';

describe("invalid PQL is refused with lint's errors", () => {
  it.each([
    // expression, method, code, first reason (rule, line:column)
    ["person.age >", "batch", "UPS-1410-400", "syntax/parse-error", "1:13"],
    ["person.age.fooBar(3)", "edge", "UPS-1410-400", "syntax/unknown-function", "1:12"],
    ["person.age.fooBar(3)", "batch", "UPS-1410-400", "syntax/unknown-function", "1:12"],
    [`person.age > 3 and\n  ${THREE_DAYS} and`, "batch", "UPS-1410-400", "syntax/parse-error", "2:"],
    [THREE_DAYS, "edge", "UPS-1423-400", "edge/window-too-long", "1:80"],
  ])("%j as %s: 400 %s (%s at %s)", async (pql, method, code, rule, at) => {
    const emu = await emulator();
    const error = await refusal(createSegmentDefinition(client(emu).client, withPql("a", pql, method as "edge" | "batch")));
    expect(error).toMatchObject({ status: 400, code });
    const reasons = JSON.parse(error.raw!).report.reasons as { rule: string; code: string; line: number; column: number }[];
    expect(reasons).toEqual(lintErrors(pql).filter((r) => (code === "UPS-1423-400") === r.rule.startsWith("edge/")));
    expect(reasons[0]!.rule).toBe(rule);
    expect(`${reasons[0]!.line}:${reasons[0]!.column}`).toMatch(new RegExp(`^${at}`));
    expect(error.detail).toContain(`[${reasons[0]!.code} ${rule}]`);
    expect(emu.state.data.segments).toHaveLength(0);
  });

  it("a valid expression that is not edge-eligible is accepted as batch", async () => {
    const emu = await emulator();
    expect(evaluationOf(await createSegmentDefinition(client(emu).client, withPql("a", THREE_DAYS, "batch")))).toBe("batch");
  });

  it("PATCH checks the expression it sends, and the edge request against the stored one", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    const created = await createSegmentDefinition(c, withPql("a", THREE_DAYS, "batch"));
    const invalid = await refusal(
      updateSegmentDefinition(c, created.id, { expression: { type: "PQL", format: "pql/text", value: "a = " } }),
    );
    expect(invalid).toMatchObject({ status: 400, code: "UPS-1410-400" });
    const edge = await refusal(
      updateSegmentDefinition(c, created.id, {
        evaluationInfo: { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } },
      }),
    );
    expect(edge).toMatchObject({ status: 400, code: "UPS-1423-400", detail: expect.stringContaining("edge/window-too-long") });
    expect((await updateSegmentDefinition(c, created.id, { description: "still batch" })).description).toBe("still batch");
  });

  it("law: the emulator refuses an edge definition exactly when lint reports an error for its expression", async () => {
    const emu = await emulator();
    const { client: c } = client(emu);
    const piece = fc.constantFrom(
      'homeAddress.countryCode = "US"',
      "person.age > 3",
      "person.age.fooBar(3)",
      "person.age >",
      THREE_DAYS,
      'select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now',
      'inSegment("abc")',
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 3 }), fc.constantFrom(" and ", " or "), async (pieces, join) => {
        const pql = pieces.join(join);
        const refused = await refusal(createSegmentDefinition(c, withPql(`law ${n++}`, pql)));
        return (refused !== undefined) === lintErrors(pql).length > 0;
      }),
      { numRuns: 40 },
    );
  });
});

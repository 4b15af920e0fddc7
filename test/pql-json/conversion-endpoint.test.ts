// The emulator's `POST /segment/conversion` over real loopback HTTP, through the API client:
// AEP's documented example answered as AEP answers it, both directions, refusals with where; and
// definitions stored as pql/json are judged and evaluated by their PQL like pql/text ones.
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../src/api/errors.js";
import { convertSegmentDefinition, createSegmentDefinition, getSegmentDefinition } from "../../src/api/segments.js";
import { pqlJsonText } from "../../src/pql-json/index.js";
import { parse } from "../../src/syntax/index.js";
import { client, emulator, ORG, profileOnly } from "../api/harness.js";

// "Convert segment definition", AEP's segment definitions endpoint guide: the request and the
// converted value of its example response.
const docRequest = {
  name: "People who ordered in the last 30 days",
  profileInstanceId: "ups",
  description: "Last 30 days",
  expression: { type: "PQL" as const, format: "pql/text" as const, value: 'workAddress.country = "US"' },
  schema: { name: "_xdm.context.profile" },
  payloadSchema: "string",
};
const docValue =
  '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"fieldLookup","fieldName":"country","object":{"nodeType":"fieldLookup","fieldName":"workAddress","object":{"nodeType":"parameterReference","position":1}}},{"nodeType":"literal","literalType":"String","value":"US"}]}';

const json = (pql: string) => ({ type: "PQL" as const, format: "pql/json" as const, value: pqlJsonText(parse(pql).ast!) });
const refusal = (p: Promise<unknown>) => p.catch((e: unknown) => e) as Promise<ApiError>;

describe("POST /segment/conversion", () => {
  it("answers AEP's documented example with AEP's documented value, the caller's org and sandbox", async () => {
    const { client: c } = client(await emulator());
    const answer = await convertSegmentDefinition(c, docRequest);
    expect(answer).toMatchObject({
      description: "Last 30 days",
      imsOrgId: ORG,
      sandbox: { sandboxName: "prod" },
      expression: { type: "PQL", format: "pql/json", value: docValue },
    });
  });

  it.each([
    'homeAddress.countryCode = "US" and person.birthYear < 1980',
    'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
    'inSegment("0a1b2c3d-0000-4000-8000-000000000001") or xEvent[eventType = "web.webpagedetails.pageViews"].count() > 3',
  ])("pql/text -> pql/json -> pql/text gives the canonical text back: %s", async (pql) => {
    const { client: c } = client(await emulator());
    const there = await convertSegmentDefinition(c, { ...docRequest, expression: { type: "PQL", format: "pql/text", value: pql } });
    expect(there.expression.format).toBe("pql/json");
    const back = await convertSegmentDefinition(c, {
      ...docRequest,
      expression: { type: "PQL", format: "pql/json", value: there.expression.value },
    });
    expect(back.expression).toEqual({ type: "PQL", format: "pql/text", value: pql });
  });

  it.each([
    ["PQL that does not parse", { type: "PQL", format: "pql/text", value: "a = = 1" }, "expression.value is not valid PQL: 1:5"],
    [
      "a pql/json value that is not JSON",
      { type: "PQL", format: "pql/json", value: "a = 1" },
      "expression.value is not a pql/json tree: not JSON",
    ],
    [
      "a node of no known type",
      {
        type: "PQL",
        format: "pql/json",
        value: '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"x"},{"nodeType":"literal","value":1}]}',
      },
      'unknown nodeType "x" (at `/params/0/nodeType`)',
    ],
    ["another format", { type: "PQL", format: "pql/xml", value: "a" }, 'expression.format must be "pql/text" or "pql/json"'],
  ])("refuses %s with 400 and where", async (_name, expression, detail) => {
    const { client: c } = client(await emulator());
    const error = await refusal(convertSegmentDefinition(c, { ...docRequest, expression: expression as never }));
    expect(error.status).toBe(400);
    expect(error.detail).toContain(detail);
  });
});

describe("definitions stored as pql/json", () => {
  it("are stored and returned as sent", async () => {
    const { client: c } = client(await emulator());
    const expression = json('homeAddress.countryCode = "US"');
    const created = await createSegmentDefinition(c, { ...profileOnly("as json"), expression });
    expect((await getSegmentDefinition(c, created.id)).expression).toEqual(expression);
  });

  it("are judged for the edge by their PQL: a 3-day window is refused as in pql/text", async () => {
    const { client: c } = client(await emulator());
    const window = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';
    const asText = await refusal(
      createSegmentDefinition(c, { ...profileOnly("window"), expression: { type: "PQL", format: "pql/text", value: window } }),
    );
    const asJson = await refusal(createSegmentDefinition(c, { ...profileOnly("window"), expression: json(window) }));
    expect(asText.status).toBe(400);
    expect(asText.detail).toContain("PQL204");
    // The same reasons, at the same place of the PQL text (its canonical form is the text sent).
    expect(asJson.status).toBe(asText.status);
    expect(asJson.detail).toBe(asText.detail);
  });

  it("a pql/json value that is not a tree is refused with 400", async () => {
    const { client: c } = client(await emulator());
    const error = await refusal(
      createSegmentDefinition(c, {
        ...profileOnly("broken"),
        expression: { type: "PQL", format: "pql/json", value: '{"nodeType":"literal"}' },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.detail).toContain("expression.value is not a pql/json tree: this `literal` node needs `value` (at `/`)");
  });
});

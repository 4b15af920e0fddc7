// The hand-written check of the common audience file against the zod schema it stands in for:
// wherever it accepts, zod accepts too and gives the same definition, key order included; for
// data without the extras that zod accepts, it accepts too (so the fast path is the one taken);
// it declines the extras. Checked on the benchmark corpus, a table of corner cases, and
// generated data (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptAudience } from "../../src/audience/accept-audience.js";
import { parseJson, jsonValue } from "../../src/audience/json-source.js";
import { audienceSchema } from "../../src/audience/schema.js";
import { readSimpleYaml } from "../../src/audience/yaml-simple.js";
import { corpusFile } from "../../bench/corpus.mjs";

/** "accepted" when the check answered with zod's result, "declined" when it left the data to zod. */
function compare(data: unknown): "accepted" | "declined" {
  const zod = audienceSchema.safeParse(data);
  const accepted = acceptAudience(data);
  const extras = typeof data === "object" && data !== null && Object.hasOwn(data, "x-pql-audience");
  if (accepted === undefined) {
    // Declined: only what zod refuses too, or the extras (zod's alone).
    if (!extras) expect(zod.success, JSON.stringify(data)).toBe(false);
    return "declined";
  }
  expect(zod.success, JSON.stringify(data)).toBe(true);
  expect(accepted).toStrictEqual(zod.data);
  // The same key order at every level: reports and publish write the definition as it comes.
  expect(JSON.stringify(accepted)).toBe(JSON.stringify(zod.data));
  return "accepted";
}

const base = { name: "Cart abandoners", expression: { type: "PQL", format: "pql/text", value: 'a = "b"' } };

describe("acceptAudience: the schema's answer, sooner", () => {
  it.each<[string, unknown, "accepted" | "declined"]>([
    ["the two required fields", base, "accepted"],
    ["the name trimmed, as zod trims it", { ...base, name: "  padded  " }, "accepted"],
    [
      "keys in the file's order come back in the schema's order",
      { expression: base.expression, schema: { id: "x", name: "y" }, name: "n" },
      "accepted",
    ],
    [
      "every field of the create body",
      {
        $schema: "s",
        name: "n",
        description: "d",
        expression: { type: "ARL", format: "pql/json", value: "" },
        evaluationInfo: { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } },
        schema: { name: "_xdm.context.profile" },
        mergePolicyId: "m",
        ttlInDays: 30,
        profileInstanceId: "ups",
        payloadSchema: "p",
        dataGovernancePolicy: { excludeOptOut: true },
      },
      "accepted",
    ],
    ["an empty evaluationInfo", { ...base, evaluationInfo: {} }, "accepted"],
    ["a blank name", { ...base, name: "   " }, "declined"],
    ["no expression", { name: "n" }, "declined"],
    ["an unknown key", { ...base, extra: 1 }, "declined"],
    ["an unknown key in the expression", { ...base, expression: { ...base.expression, lang: "x" } }, "declined"],
    ["a schema with neither name nor id", { ...base, schema: {} }, "declined"],
    ["an empty schema name", { ...base, schema: { name: "" } }, "declined"],
    ["ttlInDays 0", { ...base, ttlInDays: 0 }, "declined"],
    ["ttlInDays 1.5", { ...base, ttlInDays: 1.5 }, "declined"],
    ["enabled as a string", { ...base, evaluationInfo: { batch: { enabled: "true" } } }, "declined"],
    ["an array", [base], "declined"],
    ["null", null, "declined"],
    ["the extras, even valid ones: zod's", { ...base, "x-pql-audience": { alias: "a" } }, "declined"],
    ["`__proto__` as a key", JSON.parse(`{"__proto__": {}, "name": "n", "expression": ${JSON.stringify(base.expression)}}`), "declined"],
  ])("%s", (_, data, expected) => {
    expect(compare(data)).toBe(expected);
  });

  it("accepts every well-formed file of the benchmark corpus, JSON and YAML, as zod reads it", () => {
    let accepted = 0;
    for (let i = 0; i < 400; i++) {
      const { file, text } = corpusFile(7, i);
      const parsed = file.endsWith(".json") ? parseJson(text) : undefined;
      const data = parsed ? (parsed.ok ? jsonValue(parsed.node) : undefined) : readSimpleYaml(text)?.data;
      if (data === undefined) continue; // a broken file of the corpus
      expect(compare(data)).toBe("accepted");
      accepted++;
    }
    expect(accepted).toBeGreaterThan(380);
  });

  // Values near the schema's edges: right and wrong types, empty and blank strings, numbers at 0.
  const scalar = fc.oneof(
    fc.constantFrom("", " ", "x", " PQL ", "PQL", "ARL", "pql/text", "pql/json", "ups", 0, 1, -1, 1.5, 30, 2 ** 53, true, false, null),
    fc.string(),
    fc.integer(),
  );
  const enabled = fc.oneof(
    fc.record({ enabled: fc.boolean() }),
    fc.record({ enabled: scalar }),
    fc.dictionary(fc.constantFrom("enabled", "on"), scalar),
  );
  const field = (known: Record<string, fc.Arbitrary<unknown>>) =>
    fc.oneof(fc.record(known, { requiredKeys: [] }), fc.dictionary(fc.constantFrom(...Object.keys(known), "other"), scalar), scalar);
  const definition = fc.record(
    {
      $schema: scalar,
      name: scalar,
      description: scalar,
      expression: field({
        type: fc.constantFrom("PQL", "ARL", "SQL"),
        format: fc.constantFrom("pql/text", "pql/json", "text"),
        value: scalar,
      }),
      evaluationInfo: field({ batch: enabled, continuous: enabled, synchronous: enabled }),
      schema: field({ name: scalar, id: scalar }),
      mergePolicyId: scalar,
      ttlInDays: scalar,
      profileInstanceId: scalar,
      payloadSchema: scalar,
      dataGovernancePolicy: field({ excludeOptOut: scalar }),
      unknown: scalar,
      "x-pql-audience": fc.constant({}),
    },
    { requiredKeys: [] },
  );

  it("agrees with zod on generated data", () => {
    fc.assert(
      fc.property(definition, (data) => {
        compare(data);
      }),
      { numRuns: 3000 },
    );
  });

  // Valid by construction: every optional field of the create body in or out, any order of keys.
  const text = fc.string();
  const word = fc.string({ minLength: 1 });
  const on = fc.record({ enabled: fc.boolean() });
  const valid = fc
    .record(
      {
        $schema: text,
        name: word.filter((n) => n.trim() !== ""),
        description: text,
        expression: fc.record({ type: fc.constantFrom("PQL", "ARL"), format: fc.constantFrom("pql/text", "pql/json"), value: text }),
        evaluationInfo: fc.record({ batch: on, continuous: on, synchronous: on }, { requiredKeys: [] }),
        schema: fc.oneof(fc.record({ name: word }), fc.record({ id: word }), fc.record({ id: word, name: word })),
        mergePolicyId: word,
        ttlInDays: fc.integer({ min: 1 }),
        profileInstanceId: text,
        payloadSchema: text,
        dataGovernancePolicy: fc.record({ excludeOptOut: fc.boolean() }),
      },
      { requiredKeys: ["name", "expression"] },
    )
    .chain((d) =>
      fc
        .shuffledSubarray(Object.keys(d), { minLength: Object.keys(d).length })
        .map((keys) => Object.fromEntries(keys.map((k) => [k, d[k as keyof typeof d]]))),
    );

  it("accepts generated data that zod accepts, whatever the order of its keys", () => {
    fc.assert(
      fc.property(valid, (data) => {
        expect(compare(data)).toBe("accepted");
      }),
      { numRuns: 1000 },
    );
  });
});

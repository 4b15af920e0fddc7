// The hand-written check of the common audience file against the zod schema it stands in for:
// wherever it accepts, zod accepts too and gives the same definition, key order included; for
// data zod accepts, it accepts too (so the fast path is the one taken), but for a test case's
// profile object that is not plain or holds a `__proto__` key (zod's alone). Checked on the
// benchmark corpus, the example files, a table of corner cases, and generated data (fast-check).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { acceptAudience } from "../../src/audience/accept-audience.js";
import { parseJson, jsonValue } from "../../src/audience/json-source.js";
import { audienceSchema } from "../../src/audience/schema.js";
import { readSimpleYaml } from "../../src/audience/yaml-simple.js";
import { corpusFile } from "../../bench/corpus.mjs";

/** Whether a test case's profile is an object the check leaves to zod (not plain, or with `__proto__`). */
function oddProfile(data: unknown): boolean {
  const tests = (data as { "x-pql-audience"?: { tests?: unknown } } | null)?.["x-pql-audience"]?.tests;
  if (!Array.isArray(tests)) return false;
  return tests.some((t) => {
    const profile = (t as { profile?: unknown } | null)?.profile;
    if (typeof profile !== "object" || profile === null || Array.isArray(profile)) return false;
    return Object.getPrototypeOf(profile) !== Object.prototype || Object.hasOwn(profile, "__proto__");
  });
}

/** "accepted" when the check answered with zod's result, "declined" when it left the data to zod. */
function compare(data: unknown): "accepted" | "declined" {
  const zod = audienceSchema.safeParse(data);
  const accepted = acceptAudience(data);
  if (accepted === undefined) {
    // Declined: only what zod refuses too, or an odd profile object (zod's alone).
    if (!oddProfile(data)) expect(zod.success, JSON.stringify(data)).toBe(false);
    return "declined";
  }
  expect(zod.success, JSON.stringify(data)).toBe(true);
  expect(accepted).toStrictEqual(zod.data);
  // The same key order at every level: reports and publish write the definition as it comes.
  expect(JSON.stringify(accepted)).toBe(JSON.stringify(zod.data));
  // The same values inside a test case's profile and events, as zod's `z.unknown()` passes them.
  const tests = (accepted as { "x-pql-audience"?: { tests?: { profile?: unknown; events?: unknown }[] } })["x-pql-audience"]?.tests ?? [];
  const zodTests =
    (zod.data as { "x-pql-audience"?: { tests?: { profile?: unknown; events?: unknown }[] } })["x-pql-audience"]?.tests ?? [];
  tests.forEach((t, i) => {
    if (typeof t.profile === "object")
      for (const [k, v] of Object.entries(t.profile as object)) expect(v).toBe((zodTests[i]!.profile as Record<string, unknown>)[k]);
    if (Array.isArray(t.events)) t.events.forEach((e, j) => expect(e).toBe((zodTests[i]!.events as unknown[])[j]));
  });
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
    ["an alias", { ...base, "x-pql-audience": { alias: "a" } }, "accepted"],
    ["empty extras", { ...base, "x-pql-audience": {} }, "accepted"],
    [
      "every extra, keys in the file's order come back in the schema's order",
      {
        ...base,
        "x-pql-audience": {
          tests: [
            { expect: true, events: [{ a: 1 }, 2, null], profile: { b: { c: [1] }, a: "x" }, now: "2024-05-15T12:00:00Z", name: "t" },
            { name: "by path", now: "2024-05-15T12:00:00.5+02:00", profile: "p.json", events: "e.json", expect: false },
            { name: "empty", now: "2024-05-15T12:00Z", expect: false, profile: {}, events: [] },
          ],
          suppress: [
            { reason: "  padded, trimmed  ", rule: "PQL204" },
            { rule: "edge/*", reason: "r" },
            { rule: "PQL2xx", reason: "r" },
          ],
          alias: "a-b.c_d",
          id: "2f7c1a3e",
        },
      },
      "accepted",
    ],
    ["an empty id", { ...base, "x-pql-audience": { id: "" } }, "declined"],
    ["an alias that is not a slug", { ...base, "x-pql-audience": { alias: "-a" } }, "declined"],
    ["an unknown key in the extras", { ...base, "x-pql-audience": { aliases: "a" } }, "declined"],
    ["extras that are not an object", { ...base, "x-pql-audience": [] }, "declined"],
    ["a suppression without a reason", { ...base, "x-pql-audience": { suppress: [{ rule: "PQL204" }] } }, "declined"],
    ["a blank reason", { ...base, "x-pql-audience": { suppress: [{ rule: "PQL204", reason: "  " }] } }, "declined"],
    ["a rule that names none", { ...base, "x-pql-audience": { suppress: [{ rule: "pql204", reason: "r" }] } }, "declined"],
    ["suppress as an object", { ...base, "x-pql-audience": { suppress: { rule: "PQL204", reason: "r" } } }, "declined"],
    ["a test case without expect", { ...base, "x-pql-audience": { tests: [{ name: "t", now: "2024-05-15T12:00:00Z" }] } }, "declined"],
    [
      "a test instant without a zone",
      { ...base, "x-pql-audience": { tests: [{ name: "t", now: "2024-05-15T12:00:00", expect: true }] } },
      "declined",
    ],
    [
      "a profile as a list",
      { ...base, "x-pql-audience": { tests: [{ name: "t", now: "2024-05-15T12:00Z", profile: [], expect: true }] } },
      "declined",
    ],
    [
      "an empty profile path",
      { ...base, "x-pql-audience": { tests: [{ name: "t", now: "2024-05-15T12:00Z", profile: "", expect: true }] } },
      "declined",
    ],
    [
      "events as an object",
      { ...base, "x-pql-audience": { tests: [{ name: "t", now: "2024-05-15T12:00Z", events: {}, expect: true }] } },
      "declined",
    ],
    [
      "a profile with a `__proto__` key: zod's",
      {
        ...base,
        "x-pql-audience": {
          tests: [{ name: "t", now: "2024-05-15T12:00Z", profile: JSON.parse('{"__proto__": 1, "a": 2}'), expect: true }],
        },
      },
      "declined",
    ],
    [
      "a profile without a prototype: zod's",
      {
        ...base,
        "x-pql-audience": {
          tests: [{ name: "t", now: "2024-05-15T12:00Z", profile: Object.assign(Object.create(null), { a: 1 }), expect: true }],
        },
      },
      "declined",
    ],
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

  it("accepts every audience file of examples/, JSON and YAML, as zod reads it", () => {
    const dir = join(import.meta.dirname, "../../examples");
    const files = readdirSync(dir).filter((f) => /\.audience\.(json|ya?ml)$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(join(dir, file), "utf8");
      const parsed = file.endsWith(".json") ? parseJson(text) : undefined;
      const data = parsed ? (parsed.ok ? jsonValue(parsed.node) : undefined) : parseYaml(text);
      expect(compare(data), file).toBe("accepted");
    }
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
      "x-pql-audience": field({
        id: scalar,
        alias: fc.oneof(scalar, fc.constantFrom("a", "a-b", "-a", "a b")),
        suppress: fc.oneof(
          scalar,
          fc.array(
            field({
              rule: fc.oneof(scalar, fc.constantFrom("PQL204", "PQL2xx", "PQL20x", "edge/*", "edge/x", "PQL2", "Edge/x")),
              reason: scalar,
            }),
            { maxLength: 3 },
          ),
        ),
        tests: fc.oneof(
          scalar,
          fc.array(
            field({
              name: scalar,
              now: fc.oneof(
                scalar,
                fc.constantFrom("2024-05-15T12:00:00Z", "2024-05-15T12:00+01:00", "2024-05-15", "2024-05-15T12:00:00.123Z"),
              ),
              profile: fc.oneof(scalar, fc.dictionary(fc.string(), scalar), fc.array(scalar)),
              events: fc.oneof(scalar, fc.array(scalar), fc.dictionary(fc.string(), scalar)),
              expect: scalar,
            }),
            { maxLength: 3 },
          ),
        ),
      }),
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
        "x-pql-audience": fc.record(
          {
            id: word,
            alias: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
            suppress: fc.array(
              fc.record({
                rule: fc.constantFrom("PQL204", "PQL2xx", "PQL20x", "edge/*", "edge/window-too-long"),
                reason: word.filter((r) => r.trim() !== ""),
              }),
            ),
            tests: fc.array(
              fc.record(
                {
                  name: word,
                  now: fc.constantFrom("2024-05-15T12:00:00Z", "2024-05-15T12:00-05:30", "2024-05-15T12:00:00.5Z"),
                  profile: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), word),
                  events: fc.oneof(fc.array(fc.jsonValue()), word),
                  expect: fc.boolean(),
                },
                { requiredKeys: ["name", "now", "expect"] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
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
        expect(compare(data)).toBe(oddProfile(data) ? "declined" : "accepted");
      }),
      { numRuns: 1000 },
    );
  });
});

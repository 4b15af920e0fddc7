// The hand-written check of a config file against the zod schema it stands in for (as
// test/audience/accept-audience.test.ts does for audience files): wherever it accepts, zod accepts
// too and gives the same config, key order included; for data zod accepts, it accepts too (so the
// fast path is the one taken), but for a rules table that is not a plain object or holds a
// `__proto__` key (zod's alone). Checked on the repository's config files, a table of corner
// cases, and generated data (fast-check).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { acceptConfig } from "../../src/lint/accept-config.js";
import { configSchema } from "../../src/lint/config.js";

/** Whether a rules table is one the check leaves to zod (not a plain object, or with `__proto__`). */
function oddRules(data: unknown): boolean {
  const odd = (rules: unknown) =>
    typeof rules === "object" &&
    rules !== null &&
    !Array.isArray(rules) &&
    (Object.getPrototypeOf(rules) !== Object.prototype || Object.hasOwn(rules, "__proto__"));
  const config = data as { rules?: unknown; overrides?: unknown } | null;
  if (typeof config !== "object" || config === null) return false;
  return (
    odd(config.rules) || (Array.isArray(config.overrides) && config.overrides.some((o) => odd((o as { rules?: unknown } | null)?.rules)))
  );
}

function compare(data: unknown): "accepted" | "declined" {
  const zod = configSchema.safeParse(data);
  const accepted = acceptConfig(data);
  if (accepted === undefined) {
    if (!oddRules(data)) expect(zod.success, JSON.stringify(data)).toBe(false);
    return "declined";
  }
  expect(zod.success, JSON.stringify(data)).toBe(true);
  expect(accepted).toStrictEqual(zod.data);
  expect(JSON.stringify(accepted)).toBe(JSON.stringify(zod.data));
  return "accepted";
}

describe("acceptConfig: the schema's answer, sooner", () => {
  it.each([
    "examples/pql-audience.config.yaml",
    "test/fixtures/rules/PQL109-audience-too-large/pql-audience.config.json",
    "test/fixtures/rules/PQL215-edge-merge-policy/pql-audience.config.json",
    "test/fixtures/rules/PQL501-project-sandbox-budget/pql-audience.config.json",
  ])("accepts %s as zod reads it", (file) => {
    const data: unknown = parseYaml(readFileSync(join(import.meta.dirname, "../..", file), "utf8"));
    expect(compare(data)).toBe("accepted");
  });

  it.each<[string, unknown, "accepted" | "declined"]>([
    ["an empty config", {}, "accepted"],
    [
      "every field, keys in the file's order come back in the schema's order",
      {
        api: { credentialsFile: "" },
        xdm: { schema: "x.json" },
        budgets: { edge: 1, streaming: 2, audiences: 3 },
        edge: { mergePolicies: ["m"], windowBoundary: "inclusive" },
        maxFileSize: 10,
        ignores: ["a/**"],
        overrides: [{ edge: { windowBoundary: "exclusive" }, rules: { "edge/*": "off" }, files: ["b/*.json"] }],
        rules: { PQL204: "error", "style/uppercase-keyword": "warn", PQL2xx: "info" },
        $schema: "s",
      },
      "accepted",
    ],
    ["an unknown key", { rule: {} }, "declined"],
    ["a severity that is none", { rules: { PQL204: "loud" } }, "declined"],
    ["rules as a list", { rules: ["PQL204"] }, "declined"],
    ["an override without files", { overrides: [{ rules: {} }] }, "declined"],
    ["an override with no file", { overrides: [{ files: [] }] }, "declined"],
    ["an empty glob", { ignores: [""] }, "declined"],
    ["maxFileSize 0", { maxFileSize: 0 }, "declined"],
    ["a budget of 1.5", { budgets: { edge: 1.5 } }, "declined"],
    ["an unknown budget", { budgets: { batch: 1 } }, "declined"],
    ["an empty xdm schema", { xdm: { schema: "" } }, "declined"],
    ["a window boundary that is none", { edge: { windowBoundary: "open" } }, "declined"],
    ["null", null, "declined"],
    ["a list", [], "declined"],
    ["rules with a `__proto__` key: zod's", { rules: JSON.parse('{"__proto__": "off", "PQL204": "error"}') }, "declined"],
    ["rules without a prototype: zod's", { rules: Object.assign(Object.create(null), { PQL204: "error" }) }, "declined"],
  ])("%s", (_, data, expected) => {
    expect(compare(data)).toBe(expected);
  });

  // Valid by construction: every field in or out, any value the schema allows.
  const word = fc.string({ minLength: 1 });
  const severity = fc.constantFrom("off", "info", "warn", "error");
  const validRules = fc.dictionary(fc.string(), severity);
  const validEdge = fc.record(
    { windowBoundary: fc.constantFrom("exclusive", "inclusive"), mergePolicies: fc.array(word) },
    { requiredKeys: [] },
  );
  const positive = fc.integer({ min: 1 });
  const validOverride = fc.record(
    { files: fc.array(word, { minLength: 1 }), rules: validRules, edge: validEdge },
    { requiredKeys: ["files"] },
  );
  const valid = fc.record(
    {
      $schema: fc.string(),
      rules: validRules,
      overrides: fc.array(validOverride),
      ignores: fc.array(word),
      maxFileSize: positive,
      edge: validEdge,
      budgets: fc.record({ audiences: positive, streaming: positive, edge: positive }, { requiredKeys: [] }),
      xdm: fc.record({ schema: word }, { requiredKeys: [] }),
      api: fc.record({ credentialsFile: fc.string() }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );

  // Near the schema's edges: mostly valid values, each field (and each field inside one) wrong at
  // times, so most configs are wrong in one place or none, and every reader is tried on its own.
  const scalar = fc.oneof(
    fc.constantFrom("", " ", "x", "off", "info", "warn", "error", "exclusive", "inclusive", 0, 1, -1, 1.5, 2 ** 53, true, null),
    fc.string(),
    fc.integer(),
  );
  const often = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 15, arbitrary: good }, { weight: 1, arbitrary: bad });
  const object = (known: Record<string, fc.Arbitrary<unknown>>, required: string[] = []) =>
    often(
      fc.record(known, { requiredKeys: required }),
      fc.oneof(scalar, fc.array(scalar, { maxLength: 2 }), fc.record({ ...known, other: scalar }, { requiredKeys: ["other"] })),
    );
  const list = (item: fc.Arbitrary<unknown>) => often(fc.array(item, { maxLength: 3 }), scalar);
  const glob = often(word, scalar);
  const rules = often(
    fc.dictionary(fc.constantFrom("PQL204", "edge/*", "x", "1"), often(severity, scalar)),
    fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })),
  );
  const edge = object({ windowBoundary: often(fc.constantFrom("exclusive", "inclusive"), scalar), mergePolicies: list(glob) });
  const budget = often(positive, scalar);
  const definition = object({
    $schema: often(fc.string(), scalar),
    rules,
    overrides: list(object({ files: often(fc.array(glob, { minLength: 1, maxLength: 3 }), fc.constant([])), rules, edge }, ["files"])),
    ignores: list(glob),
    maxFileSize: budget,
    edge,
    budgets: object({ audiences: budget, streaming: budget, edge: budget }),
    xdm: object({ schema: glob }),
    api: object({ credentialsFile: often(fc.string(), scalar) }),
  });

  it("agrees with zod on generated data, both answers given", () => {
    let accepted = 0;
    fc.assert(
      fc.property(definition, (data) => {
        if (compare(data) === "accepted") accepted++;
      }),
      { numRuns: 3000 },
    );
    // A generator whose every config is declined (or accepted) would test half the check.
    expect(accepted).toBeGreaterThan(300);
    expect(accepted).toBeLessThan(2700);
  });

  it("accepts generated configs that zod accepts", () => {
    fc.assert(
      fc.property(valid, (data) => {
        expect(compare(data)).toBe(oddRules(data) ? "declined" : "accepted");
      }),
      { numRuns: 1000 },
    );
  });
});

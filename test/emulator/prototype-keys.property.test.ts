// The merges and indexes behind the endpoints, on their own (as if a `__proto__` got past the
// server's check): for any JSON whose keys include `__proto__`, `constructor` and `prototype`,
// merging it into a profile, applying it as a JSON Patch, turning its names into schema fields or
// redacting it leaves Object.prototype untouched.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { fieldProperties } from "../../src/api/schemas.js";
import { Redactor } from "../../src/api/redact.js";
import { applyPatch } from "../../src/emulator/json-patch.js";
import { mergeAttributes } from "../../src/emulator/profiles.js";

const KEYS = ["__proto__", "constructor", "prototype", "polluted", "a"];
const PROBES = ["polluted", "a", "properties"];

/** JSON text written by hand, so `__proto__` is an own key once parsed. */
const jsonText: fc.Arbitrary<string> = fc
  .letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom('"yes"', "true", "1", "null"),
      fc
        .array(fc.tuple(fc.constantFrom(...KEYS), tie("value")), { maxLength: 4 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(", ")}}`),
    ),
  }))
  .value.map((v) => (v.startsWith("{") ? v : `{"polluted": ${v}}`));

function clean(): boolean {
  const empty: Record<string, unknown> = {};
  return PROBES.every((k) => empty[k] === undefined);
}
afterEach(() => {
  for (const key of PROBES) delete (Object.prototype as Record<string, unknown>)[key];
});

describe("no key reaches Object.prototype", () => {
  it("mergeAttributes, twice (the second merge meets what the first stored)", () => {
    fc.assert(
      fc.property(jsonText, jsonText, (a, b) => {
        const attributes = {};
        mergeAttributes(attributes, JSON.parse(a));
        mergeAttributes(attributes, JSON.parse(b));
        return clean() && Object.getPrototypeOf(attributes) === Object.prototype;
      }),
    );
  });

  it("a JSON Patch with a path through any of those keys", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 3 }), jsonText, (keys, value) => {
        const result = applyPatch({ a: {} }, [{ op: "add", path: `/${keys.join("/")}`, value: JSON.parse(value) }]);
        return clean() && ("error" in result || Object.getPrototypeOf(result.result) === Object.prototype);
      }),
    );
  });

  it("schema fields named after them", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 3 }), (parts) => {
        fieldProperties([{ path: parts.join("."), type: "string" }]);
        return clean();
      }),
    );
  });

  it("a redacted reply keeps the keys as keys", () => {
    const redacted = JSON.parse(new Redactor([]).body('{"__proto__": {"polluted": "yes"}, "a": 1}'));
    expect(Object.keys(redacted)).toEqual(["__proto__", "a"]);
    expect(redacted.polluted).toBeUndefined();
  });
});

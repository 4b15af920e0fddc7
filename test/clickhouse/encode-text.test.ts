// The loader writes doc_enc from the JSON text (src/node/clickhouse/encode-text.ts); the compiled
// SQL reads what encodeJson (src/sql/clickhouse-encoding.ts) writes from the parsed value. The two
// must agree byte for byte on every document: on any JSON value, however it is spaced, on the
// differential corpus's data sets, and on the cases that need care (quoting inside nested arrays,
// keys whose order changes once quoted, a key given twice, numbers written in every JSON form).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EncodingRefused, encodeJsonText, tsvField } from "../../src/node/clickhouse/encode-text.js";
import { encodeJson, GROWTH_SLACK, MAX_GROWTH, NestedTooDeeply } from "../../src/sql/clickhouse-encoding.js";
import { corpus, vocabulary } from "../sql/corpus.js";
import { dataArbitrary } from "../sql/data-arbitrary.js";

const NOW = Date.parse("2024-05-15T12:00:00Z");

/** Strings made of the characters quoting escapes, quotes, astral and non-ASCII characters. */
const trickyString = fc.string({
  unit: fc.constantFrom("a", "K", "'", "\\", "\n", "\t", "\b", "\f", "\r", "\0", "\u0001", '"', "é", "😀", "\u2028", "[", ",", "]", " "),
  maxLength: 8,
});
const tricky = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    trickyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(trickyString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("doc_enc from the JSON text", () => {
  it.each([
    ['{"b":1,"a":2}', { b: 1, a: 2 }],
    ['{"a":1,"a":[2]}', { a: [2] }],
    ['{"a\'":1,"a\\\\":2,"a":3}', { "a'": 1, "a\\": 2, a: 3 }],
    ['[[["x\'y"]],{"k":["\\n"]}]', [[["x'y"]], { k: ["\n"] }]],
    [
      "[-0, 0.0, 1e2, 1E-2, -1.5e+300, 123456789012345678901234567890, 5e-324, 1e400]",
      JSON.parse("[-0, 0.0, 1e2, 1E-2, -1.5e+300, 123456789012345678901234567890, 5e-324, 1e400]"),
    ],
    [' { "a" : [ true , false , null ] , "\\u00e9\\ud83d\\ude00" : "\\"" } ', { a: [true, false, null], "é😀": '"' }],
    ['"\\u0000"', "\0"],
    ["{}", {}],
    ["[]", []],
    ['"tab\\there\\\\"', "tab\there\\"],
  ])("%s", (text, value) => {
    expect(encodeJsonText(text)).toBe(encodeJson(value));
    expect(encodeJsonText(text, true)).toBe(tsvField(encodeJson(value)));
  });

  it("equals encodeJson on any JSON value, compact or spaced", () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.jsonValue()), fc.constantFrom(undefined, 1, "\t"), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const encoded = encodeJson(JSON.parse(text));
        expect(encodeJsonText(text)).toBe(encoded);
        // Written for a TabSeparated field in the same scan: the encoding, escaped as TabSeparated escapes a field.
        expect(encodeJsonText(text, true)).toBe(tsvField(encoded));
      }),
      { numRuns: 2000 },
    );
  });

  it("equals encodeJson on the differential corpus's profiles and events", () => {
    fc.assert(
      fc.property(dataArbitrary(vocabulary(corpus()), NOW), (data) => {
        for (const p of data.profiles)
          for (const doc of [p.doc, ...p.events]) expect(encodeJsonText(JSON.stringify(doc))).toBe(encodeJson(doc));
      }),
      { numRuns: 200 },
    );
  });

  it("stays within MAX_GROWTH times the text on any JSON value (linear, not exponential in the nesting)", () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.jsonValue()), (value) => {
        const text = JSON.stringify(value);
        expect(encodeJsonText(text, true).length).toBeLessThanOrEqual(MAX_GROWTH * text.length + GROWTH_SLACK);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    // A 100-byte record 24 arrays deep took 56 s and 33 MB; 100 levels hung past 100 s at 1.7 GB.
    [
      "24 arrays deep",
      `{"id":"x","a":${"[".repeat(24)}"it's \\\\ deep"${"]".repeat(24)}}`,
      /more than 16 levels deep at \$\.a(\[0\]){15}, /,
    ],
    ["100 arrays deep", `[${"[".repeat(99)}"'"${"]".repeat(100)}`, /more than 16 levels deep at \$(\[0\]){16}, /],
    ["objects 30 deep", `${'{"k":'.repeat(30)}1${"}".repeat(30)}`, /more than 16 levels deep at \$(\.k){16}, /],
    // Within the nesting bound, a megabyte of quotes 15 deep would take 2^15 times it: refused before it is built.
    [
      "quotes 15 deep",
      `${"[".repeat(15)}"${"'".repeat(1 << 20)}"${"]".repeat(15)}`,
      /would take more than 32 times its 1,048,608 characters/,
    ],
  ])("refuses a record %s, at once, saying where", (_, text, message) => {
    const started = performance.now();
    expect(() => encodeJsonText(text, true)).toThrow(EncodingRefused);
    expect(() => encodeJsonText(text)).toThrow(message);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("encodeJson (a literal's encoding) refuses past the same nesting", () => {
    let deep: unknown = "x'";
    for (let i = 0; i < 17; i++) deep = [deep];
    expect(() => encodeJson(deep)).toThrow(NestedTooDeeply);
    expect(encodeJson((deep as unknown[])[0])).toMatch(/^A\[/);
  });

  it.each(["", "{", '{"a":1,}', "[1 2]", "tru", '{"a" 1}', '"open', "1 2", "-"])("refuses %j, which is not JSON", (text) => {
    expect(() => encodeJsonText(text)).toThrow(/not JSON at offset \d+/);
  });
});

// The record check of `stream send`, case by case and as a law: a record made of values of the
// schema's types passes; one value of another JSON type is named, with its path and both types.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseJson, type JsonNode } from "../../src/audience/json-source.js";
import { checkRecords, recordNodes } from "../../src/stream/record-check.js";
import { mappingPairs, schemaFields, type RecordShape, type XdmType } from "../../src/stream/record-shape.js";

// As `stream create` writes it (schemaBody): fields under definitions; and the mapping set.
const schema = {
  definitions: {
    fields: {
      properties: {
        loyalty: {
          type: "object",
          properties: {
            memberId: { type: "string" },
            points: { type: "integer" },
            vip: { type: "boolean" },
            since: { type: "string", format: "date" },
          },
        },
        seenAt: { type: "string", format: "date-time" },
        score: { type: "number" },
      },
    },
  },
};
const shape: RecordShape = {
  fields: schemaFields(schema),
  mappings: mappingPairs({
    mappings: [
      { sourceType: "ATTRIBUTE", source: "points", destination: "loyalty.points" },
      { sourceType: "EXPRESSION", source: "upper(x)", destination: "loyalty.memberId" },
    ],
  }),
};
const nodes = (text: string): JsonNode[] => {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return recordNodes(parsed.node);
};
const problems = (text: string) =>
  checkRecords(nodes(text), shape).map((p) => `${p.record} ${p.path}${p.mappedTo ? `->${p.mappedTo}` : ""}: ${p.expected} / ${p.actual}`);

describe("checkRecords", () => {
  it("reads the schema's fields, objects included", () => {
    expect(Object.fromEntries(shape.fields)).toEqual({
      loyalty: "object",
      "loyalty.memberId": "string",
      "loyalty.points": "integer",
      "loyalty.vip": "boolean",
      "loyalty.since": "date",
      seenAt: "date-time",
      score: "number",
    });
    expect(shape.mappings).toEqual([{ source: "points", destination: "loyalty.points" }]);
  });

  it.each([
    [
      "values of the right types",
      '{"loyalty": {"memberId": "m", "points": 3, "vip": true, "since": "2024-01-31"}, "seenAt": "2024-05-15T12:00:00Z", "score": 1.5}',
      [],
    ],
    ["missing fields, nulls and fields the schema does not name", '{"loyalty": {"points": null}, "other": "x"}', []],
    ["a string for an integer", '{"loyalty": {"points": "3"}}', ['1 loyalty.points: integer / string "3"']],
    ["a fraction for an integer", '{"loyalty": {"points": 2.5}}', ["1 loyalty.points: integer / number 2.5"]],
    ["a string for a boolean", '{"loyalty": {"vip": "yes"}}', ['1 loyalty.vip: boolean / string "yes"']],
    ["a scalar for an object", '{"loyalty": "gold"}', ['1 loyalty: object / string "gold"']],
    ["an array for a number", '{"score": [1]}', ["1 score: number / an array"]],
    ["a date that is not one", '{"loyalty": {"since": "31/01/2024"}}', ['1 loyalty.since: date / string "31/01/2024"']],
    ["a date-time without a zone", '{"seenAt": "2024-05-15 12:00"}', ['1 seenAt: date-time / string "2024-05-15 12:00"']],
    ["a raw field, through the mapping set", '{"points": "ten"}', ['1 points->loyalty.points: integer / string "ten"']],
    [
      "the streaming envelope's xdmEntity",
      '{"body": {"xdmEntity": {"score": "high"}}}',
      ['1 body.xdmEntity.score: number / string "high"'],
    ],
    ["a record that is not an object", '[{"score": 1}, 7]', ["2 (the record): object / integer 7"]],
  ])("%s", (_name, text, expected) => {
    expect(problems(text)).toEqual(expected);
  });
});

const leafTypes: [string, XdmType][] = [
  ["loyalty.memberId", "string"],
  ["loyalty.points", "integer"],
  ["loyalty.vip", "boolean"],
  ["score", "number"],
];
const valueOf: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string(),
  integer: fc.integer(),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  boolean: fc.boolean(),
};
const jsonTypeOf = (v: unknown) => (typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v);

describe("checkRecords: laws", () => {
  it("a record of the schema's types passes; replacing one value with another type names exactly that field", () => {
    fc.assert(
      fc.property(
        fc.tuple(...leafTypes.map(([, t]) => valueOf[t]!)),
        fc.integer({ min: 0, max: leafTypes.length - 1 }),
        fc.oneof(fc.string(), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant([])),
        (values, which, replacement) => {
          const record = (vals: unknown[]) => {
            const loyalty: Record<string, unknown> = {};
            const out: Record<string, unknown> = { loyalty };
            leafTypes.forEach(([path], i) => {
              if (path.startsWith("loyalty.")) loyalty[path.slice(8)] = vals[i];
              else out[path] = vals[i];
            });
            return JSON.stringify(out);
          };
          expect(problems(record(values))).toEqual([]);
          const [path, type] = leafTypes[which]!;
          const actual = Array.isArray(replacement) ? "array" : jsonTypeOf(replacement);
          const fitsAnyway = actual === type || (type === "number" && actual === "integer");
          const changed = [...values];
          changed[which] = replacement;
          const found = checkRecords(nodes(record(changed)), shape);
          expect(found.map((p) => p.path)).toEqual(fitsAnyway ? [] : [path]);
        },
      ),
    );
  });
});

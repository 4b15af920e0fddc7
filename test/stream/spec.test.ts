// The stream spec format: one case per line, the YAML and the exact messages (file:line:col).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStreamSpec, StreamSpecError } from "../../src/stream/spec-problems.js";

const VALID = `name: Loyalty
source:
  connectionSpec: bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb
target:
  schema:
    title: Loyalty
    class: experienceevent
    fields:
      - { path: loyalty.points, type: integer }
  dataset:
    name: Loyalty
mappings:
  - { source: points, destination: loyalty.points }
`;

function problems(text: string): string[] {
  try {
    parseStreamSpec(text, "stream.yaml");
  } catch (e) {
    if (e instanceof StreamSpecError) return e.message.split("\n");
    throw e;
  }
  return [];
}

describe("a valid spec", () => {
  it("fills the defaults: flow spec e77fde5a..., connection spec version 1.0, json, class URL", () => {
    const spec = parseStreamSpec(VALID, "stream.yaml");
    expect(spec.flowSpec).toEqual({ id: "e77fde5a-22a8-11ed-861d-0242ac120002", version: "1.0" });
    expect(spec.source).toEqual({ connectionSpec: { id: "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb", version: "1.0" }, format: "json" });
    expect(spec.target.schema.class).toBe("https://ns.adobe.com/xdm/context/experienceevent");
  });

  it("examples/stream.yaml is valid", () => {
    const text = readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8");
    expect(problems(text)).toEqual([]);
  });
});

describe("messages with positions", () => {
  it.each([
    [
      "a misspelt key",
      VALID.replace("mappings:", "mapings:"),
      ['stream.yaml:12:1: mapings: unknown key "mapings"; did you mean "mappings"?'],
    ],
    [
      "a wrong field type",
      VALID.replace("type: integer", "type: int"),
      [
        'stream.yaml:9:39: target.schema.fields[0].type: expected one of "string", "integer", "number", "boolean", "date", "date-time", got "int"',
      ],
    ],
    [
      "a connection spec that is not a UUID",
      VALID.replace("bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb", "http-api"),
      ["stream.yaml:3:19: source.connectionSpec: must be a connection or flow spec id (a UUID)"],
    ],
    [
      "both an id and fields",
      VALID.replace("    title: Loyalty\n", "    id: https://ns.adobe.com/t/schemas/1\n    title: Loyalty\n"),
      ["stream.yaml:6:9: target.schema.id: give either id (an existing schema) or title, class and fields (a new one), not both"],
    ],
    [
      "a new schema without fields",
      VALID.replace(/ {4}fields:\n.*\n/, ""),
      ["stream.yaml:5:3: target.schema: missing fields: a new schema needs title, class and fields (or give the id of an existing one)"],
    ],
    [
      "a dataset with neither id nor name",
      VALID.replace("    name: Loyalty\n", "    description: x\n"),
      ["stream.yaml:10:3: target.dataset: give either id (an existing dataset) or name (a new one)"],
    ],
    [
      "a mapping to a field the schema lacks",
      VALID.replace("destination: loyalty.points", "destination: loyalty.pts"),
      ['stream.yaml:13:36: mappings[0].destination: "loyalty.pts" is not a field of the target schema (fields: loyalty.points)'],
    ],
    ["an empty name", VALID.replace("name: Loyalty\n", 'name: ""\n'), ["stream.yaml:1:7: name: must not be empty"]],
    ["a YAML syntax error", "name: [unclosed\n", [expect.stringMatching(/^stream\.yaml:2:1: YAML: /)]],
    ["not a mapping at all", "- just\n- a list\n", ["stream.yaml:1:1: expected object, got a list"]],
  ])("%s", (_, text, expected) => {
    expect(problems(text as string)).toEqual(expected);
  });
});

describe("a YAML alias bomb", () => {
  it("is refused at its first alias, with the file's position, not an internal error", () => {
    // Ten levels of ten aliases each would expand to 10^10 strings.
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++)
      levels.push(
        `b${i}: &b${i} [${Array(10)
          .fill(i === 1 ? "*a" : `*b${i - 1}`)
          .join(",")}]`,
      );
    expect(problems(`${levels.join("\n")}\n`)).toEqual([
      "stream.yaml:2:10: YAML: Excessive alias count indicates a resource exhaustion attack",
    ]);
  });
});

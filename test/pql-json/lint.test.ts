// A `format: pql/json` audience is linted like a `pql/text` one, and every diagnostic points into
// the JSON tree where the file writes the offending node: in a YAML block scalar, and in a JSON
// string full of escapes. A value that is not a pql/json tree says what and where (PQL105).
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/lint/engine.js";
import { toPqlJson } from "../../src/pql-json/index.js";
import { parse } from "../../src/syntax/index.js";

const pql =
  'homeAddress.countryCode = "US" and CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';
const tree = toPqlJson(parse(pql).ast!);
/** The JSON of the CHAIN step's WHEN: where the window-too-long diagnostic belongs. */
const when = JSON.stringify(((tree.params as { steps?: { when: unknown }[] }[])[1]!.steps as { when: unknown }[])[0]!.when);

function yamlFile(value: string): string {
  const block = value
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n");
  return `name: A\nschema: { name: _xdm.context.profile }\nevaluationInfo: { synchronous: { enabled: true } }\nexpression:\n  type: PQL\n  format: pql/json\n  value: |\n${block}\n`;
}

function jsonFile(value: string): string {
  return JSON.stringify({
    name: "A",
    schema: { name: "_xdm.context.profile" },
    evaluationInfo: { synchronous: { enabled: true } },
    expression: { type: "PQL", format: "pql/json", value },
  });
}

const textAt = (source: string, r: { start: { offset: number }; end: { offset: number } }) => source.slice(r.start.offset, r.end.offset);

describe("a pql/json audience is linted, its diagnostics in the tree", () => {
  it.each([
    ["YAML block scalar, indented JSON", "a.audience.yaml", yamlFile(JSON.stringify(tree, null, 2))],
    ["JSON file, the tree as an escaped string (AEP's form)", "a.audience.json", jsonFile(JSON.stringify(tree))],
  ])("%s", (_name, file, source) => {
    const diagnostics = lintText(source, { file }).files[0]!.diagnostics;
    expect(diagnostics.map((d) => d.code)).toEqual(["PQL217", "PQL204"]);
    const d = diagnostics[1]!;
    expect(d.message).toContain("3 days");
    // The range covers the WHEN's JSON object, written with the file's escapes and indentation.
    const written = textAt(source, d.range);
    const decoded = file.endsWith(".json") ? JSON.parse(`"${written}"`) : written;
    expect(decoded.replace(/\s+/g, "")).toBe(when);
    expect(d.range.start.line).toBe(source.slice(0, source.indexOf(written)).split("\n").length);
  });

  it("the same audience as pql/text gets the same findings", () => {
    const text = `name: A\nschema: { name: _xdm.context.profile }\nevaluationInfo: { synchronous: { enabled: true } }\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${pql.replaceAll("'", "''")}'\n`;
    const json = yamlFile(JSON.stringify(tree, null, 2));
    const codes = (source: string) =>
      lintText(source, { file: "a.audience.yaml" }).files[0]!.diagnostics.map((d) => `${d.code} ${d.message}`);
    // The text, one line past the width, is not canonical (PQL301); the tree prints canonical.
    expect(codes(json)).toEqual(codes(text).filter((c) => !c.startsWith("PQL301")));
  });
});

describe("a value that is not a pql/json tree: PQL105 with where", () => {
  // value, the message, where it points (line in the file, and the text there)
  it.each([
    ['homeAddress.countryCode = "US"', "is not the JSON that `format: pql/json` says", 8, "h"],
    [
      '{\n  "nodeType": "fnApply",\n  "fnName": "=",\n  "params": [\n    { "nodeType": "fieldLookup", "fieldName": "a" },\n    { "nodeType": "lookup" }\n  ]\n}',
      'unknown nodeType "lookup" (pql/json at `/params/1/nodeType`)',
      13,
      '"lookup"',
    ],
    [
      '{ "nodeType": "fnApply", "fnName": "=", "params": [{ "nodeType": "literal", "value": 1 }] }',
      "`=` takes one operand, found 1 (pql/json at `/params`)".replace("one operand", "2 operands"),
      8,
      '[{ "nodeType": "literal", "value": 1 }]',
    ],
    ['{ "nodeType": "fieldLookup", "fieldName": "home address" }', '"home address" is not a PQL name', 8, '"home address"'],
  ])("%s", (value, message, line, written) => {
    const source = yamlFile(value);
    const diagnostics = lintText(source, { file: "a.audience.yaml" }).files[0]!.diagnostics;
    expect(diagnostics.map((d) => d.code)).toEqual(["PQL105"]);
    expect(diagnostics[0]!.message).toContain(message);
    expect(diagnostics[0]!.range.start.line).toBe(line);
    expect(textAt(source, diagnostics[0]!.range)).toBe(written);
  });
});

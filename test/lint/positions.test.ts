// Diagnostics point into the audience file, also when the PQL sits in a JSON string with escapes
// or in a YAML block scalar: the text under each diagnostic's range is the offending PQL.
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/lint/engine.js";

const window = "WHEN(< 3 days before now)";
const chain = `CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") ${window}])`;

function textAt(source: string, range: { start: { offset: number }; end: { offset: number } }): string {
  return source.slice(range.start.offset, range.end.offset);
}

function windowDiagnostic(file: string, source: string) {
  const result = lintText(source, { file });
  const d = result.files[0]!.diagnostics.find((x) => x.code === "PQL204");
  expect(d, "PQL204 reported").toBeDefined();
  return d!;
}

const cases: [string, string, string][] = [
  ["bare .pql", "a.pql", `${chain}\n`],
  [
    "JSON string with escaped quotes",
    "a.audience.json",
    JSON.stringify(
      {
        name: "A",
        expression: { type: "PQL", format: "pql/text", value: `homeAddress.city = "Zürich \\\\ \\"x\\"" and ${chain}` },
        schema: { name: "_xdm.context.profile" },
        evaluationInfo: { synchronous: { enabled: true } },
      },
      null,
      2,
    ),
  ],
  [
    "JSON with \\u escapes before the window",
    "a.audience.json",
    `{"name":"A","schema":{"name":"_xdm.context.profile"},"evaluationInfo":{"synchronous":{"enabled":true}},"expression":{"type":"PQL","format":"pql/text","value":"homeAddress.city = \\"\\u00e9\\u00e9\\" and ${chain.replace(/"/g, '\\"')}"}}`,
  ],
  [
    "YAML literal block",
    "a.audience.yaml",
    `name: A\nschema: { name: _xdm.context.profile }\nevaluationInfo: { synchronous: { enabled: true } }\nexpression:\n  type: PQL\n  format: pql/text\n  value: |\n    homeAddress.countryCode = "US" and\n      ${chain}\n`,
  ],
  [
    "YAML folded block",
    "a.audience.yaml",
    `name: A\nschema: { name: _xdm.context.profile }\nevaluationInfo: { synchronous: { enabled: true } }\nexpression:\n  type: PQL\n  format: pql/text\n  value: >-\n    homeAddress.countryCode = "US" and\n    ${chain}\n`,
  ],
  [
    "YAML single-quoted",
    "a.audience.yaml",
    `name: A\nschema: { name: _xdm.context.profile }\nevaluationInfo: { synchronous: { enabled: true } }\nexpression: { type: PQL, format: pql/text, value: '${chain.replace(/'/g, "''")}' }\n`,
  ],
  [
    "YAML double-quoted",
    "a.audience.yaml",
    `name: A\nschema: { name: _xdm.context.profile }\nevaluationInfo: { synchronous: { enabled: true } }\nexpression: { type: PQL, format: pql/text, value: "${chain.replace(/"/g, '\\"')}" }\n`,
  ],
];

describe("diagnostic positions in audience files", () => {
  it.each(cases)("%s: the window diagnostic covers the window text", (_, file, source) => {
    const d = windowDiagnostic(file, source);
    expect(textAt(source, d.range)).toBe("< 3 days before now");
    const line = source.split("\n")[d.range.start.line - 1]!;
    expect(line.slice(d.range.start.column - 1, d.range.start.column - 1 + 3)).toBe("< 3");
  });

  it("a syntax error inside an escaped JSON string points at the offending token", () => {
    const source = JSON.stringify({
      name: "A",
      schema: { name: "_xdm.context.profile" },
      expression: { type: "PQL", format: "pql/text", value: 'homeAddress.city = "a\\"b" orr true' },
    });
    const d = lintText(source, { file: "x.audience.json" }).files[0]!.diagnostics.find((x) => x.code === "PQL001")!;
    expect(textAt(source, d.range)).toBe("orr");
  });

  it("a broken file is a diagnostic with a position, and the other files are still checked", async () => {
    const { lintSources } = await import("../../src/lint/engine.js");
    const result = lintSources([
      { file: "broken.audience.json", text: '{ "name": "A", "expression": ' },
      { file: "ok.pql", text: "person.age > 21\n" },
    ]);
    const broken = result.files[0]!.diagnostics[0]!;
    expect(broken.code).toBe("PQL101");
    expect(broken.range.start.line).toBe(1);
    expect(result.files[1]!.audiences[0]!.verdict).toMatchObject({ eligible: true, type: "profile-only" });
  });
});

// The pure parts of the server, case by case: the words it documents, the hover under a cursor,
// completion after a prefix, the minimal formatting edit, suppressions, semantic tokens.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { lintText, parse } from "../../src/index.js";
import { suppressionEdit } from "../../src/lsp/code-actions.js";
import { completions } from "../../src/lsp/completion.js";
import { expressionStartAt } from "../../src/lsp/expression-at.js";
import { minimalEdit } from "../../src/lsp/formatting.js";
import { expressionHover, wordAt, wordHover } from "../../src/lsp/hover.js";
import { explainFile } from "../../src/lint/explain.js";
import { yamlAudience } from "../../src/audience/rules/examples.js";
import { parseConfigError } from "../../src/lsp/project.js";
import { functionDocs, methodDocs, timeWords } from "../../src/lsp/pql-words.js";
import { semanticTokens } from "../../src/lsp/semantic-tokens.js";
import { xdmPaths } from "../../src/lsp/xdm-paths.js";
import { functionNames, methodNames } from "../../src/syntax/functions.js";

describe("every function and method the parser knows is documented", () => {
  it.each(functionNames)("function %s", (name) => expect(functionDocs[name]?.signature).toMatch(new RegExp(`^${name}\\(`)));
  it.each(methodNames)("method %s", (name) => expect(methodDocs[name]?.signature).toMatch(new RegExp(`^\\.${name}\\(`)));
  it("and nothing else", () => {
    expect(Object.keys(functionDocs).sort()).toEqual([...functionNames].sort());
    expect(Object.keys(methodDocs).sort()).toEqual([...methodNames].sort());
  });
});

describe("every relative time phrase offered is PQL", () => {
  it.each(timeWords)("xEvent.timestamp occurs %s", (phrase) => expect(parse(`xEvent.timestamp occurs ${phrase}`).errors).toEqual([]));
});

describe("hover on a word (| is the cursor)", () => {
  it.each([
    ['in|Segment("x")', "true when the profile is in the audience"],
    ['name.starts|With("Jo")', "the string starts with the prefix"],
    ["a AN|D b", "both conditions hold"],
    ["CHA|IN(xEvent, timestamp, [])", "events in order"],
    ["person.cou|nt = 1", undefined], // a field, not the method
    ["homeAdd|ress.city", undefined],
    ["toString|()", undefined],
    ["constructor|", undefined],
    ["12|3", undefined],
  ])("%s", (written, doc) => {
    const offset = written.indexOf("|");
    const w = wordAt(written.replace("|", ""), offset);
    const text = w && wordHover(w);
    if (doc === undefined) expect(text).toBeUndefined();
    else expect(text).toContain(doc);
  });
});

describe("hover on an expression: the verdict, the method and one line per reason, no code frames", () => {
  const cases: [string, string, [boolean, boolean, boolean], string[]][] = [
    [
      "eligible",
      'homeAddress.countryCode = "US"',
      [false, false, true],
      [
        "verdict: edge-eligible: profile-only",
        "method: edge (profile-only)",
        "info PQL213 edge/profile-only-daily at 5:11: profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation",
      ],
    ],
    [
      "a 3-day window in an edge audience",
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
      [false, false, true],
      [
        "verdict: not edge-eligible (1 reason)",
        "method: batch (not streaming-eligible, 1 reason)",
        "error PQL204 edge/window-too-long at 5:92: the event window is 3 days; edge audiences need less than 24 hours",
        "note PQL404 streaming/window-too-long at 5:92: the event window is 3 days; streaming audiences look back one day at most",
      ],
    ],
    [
      "the same window in a batch audience: the reasons are notes",
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
      [true, false, false],
      [
        "verdict: not edge-eligible (1 reason)",
        "method: batch (not streaming-eligible, 1 reason)",
        "note PQL204 edge/window-too-long at 5:92: the event window is 3 days; edge audiences need less than 24 hours",
        "note PQL404 streaming/window-too-long at 5:92: the event window is 3 days; streaming audiences look back one day at most",
      ],
    ],
  ];
  it.each(cases)("%s", (_, value, evaluation, lines) => {
    const text = yamlAudience({ value, evaluation });
    const [explained] = explainFile("a.audience.yaml", text).audiences;
    expect(expressionHover(explained!, [])).toBe(`\`\`\`text\n${lines.join("\n")}\n\`\`\``);
  });
});

describe("completion after a prefix", () => {
  const sources = { aliases: [{ alias: "gold", name: "Gold members" }], paths: ["homeAddress.countryCode", "loyalty.tier"] };
  it.each([
    ['inSegment("alias:', ["gold"], ["and"]],
    ['inSegment("alias:go', ["gold"], []],
    ['  "value": "inSegment(\\"alias:', ["gold"], ["and"]],
    ["homeAddress.", ["countryCode", "startsWith", "exists"], ["tier", "and"]],
    ["loyalty.", ["tier"], ["countryCode"]],
    ["", ["and", "CHAIN", "inSegment", "last month", "homeAddress", "loyalty"], ["startsWith"]],
    ["a = 1 ", ["and", "or"], ["countryCode"]],
  ])("%j", (prefix, offered, notOffered) => {
    const labels = completions(prefix, sources).map((i) => i.label);
    for (const l of offered) expect(labels).toContain(l);
    for (const l of notOffered) expect(labels).not.toContain(l);
  });
});

describe("the minimal edit between two texts", () => {
  it.each([
    ["abc", "abc", undefined],
    ["a=1", "a = 1", { from: 1, to: 2, text: " = " }],
    ["x: 'a=1'\ny: 2\n", "x: 'a = 1'\ny: 2\n", { from: 5, to: 6, text: " = " }],
    ["ab", "", { from: 0, to: 2, text: "" }],
    ["😀", "😁", { from: 0, to: 2, text: "😁" }], // never half a surrogate pair
  ])("%j -> %j", (before, after, want) => {
    const doc = TextDocument.create("file:///x.pql", "pql", 1, before);
    const edit = minimalEdit(before, after, (o) => doc.positionAt(o));
    if (!want) return expect(edit).toBeUndefined();
    expect(edit).toEqual({ range: { start: doc.positionAt(want.from), end: doc.positionAt(want.to) }, newText: want.text });
    expect(before.slice(0, want.from) + want.text + before.slice(want.to)).toBe(after);
  });
});

describe("a suppression with a reason", () => {
  const json = `{\n  "name": "A",\n  "expression": { "type": "PQL", "format": "pql/text", "value": "a = 1 AND b = 2" },\n  "schema": { "name": "_xdm.context.profile" }\n}\n`;
  const yaml = `name: A\nexpression:\n  type: PQL\n  format: pql/text\n  value: |-\n    a = 1 AND\n    b = 2\nschema:\n  name: _xdm.context.profile\n`;
  it.each([
    ["a.audience.yaml", yaml, "  # pql-audience-disable-next-line PQL302 -- TODO: say why this is fine\n"],
    ["a.audience.json", json, ' "x-pql-audience": {"suppress":[{"rule":"PQL302","reason":"TODO: say why this is fine"}]},'],
    ["a.pql", "a = 1 AND b = 2", undefined],
  ])("%s", (file, text, inserted) => {
    const doc = TextDocument.create(`file:///${file}`, "pql", 1, text);
    const diagnostic = lintText(text, { file }).files[0]!.diagnostics.find((d) => d.code === "PQL302")!;
    const edit = suppressionEdit(diagnostic, { file, text, positionAt: (o) => doc.positionAt(o) });
    expect(edit?.newText).toBe(inserted);
    if (!edit) return;
    // The suppressed text still loads, and the reason is there to replace.
    const suppressed = TextDocument.applyEdits(doc, [edit]);
    const after = lintText(suppressed, { file }).files[0]!.diagnostics;
    expect(after.filter((d) => d.rule.startsWith("audience/") || d.rule.startsWith("suppressions/"))).toEqual([]);
    expect(after.find((d) => d.code === "PQL302")?.suppressed?.reason).toBe("TODO: say why this is fine");
  });
});

describe("config errors as ConfigError words them", () => {
  it.each([
    [
      "pql-audience.config.yaml:2:3: unknown rule `x`",
      { file: "pql-audience.config.yaml", line: 2, column: 3, message: "unknown rule `x`" },
    ],
    ["dir/pql-audience.config.json: no such file", { file: "dir/pql-audience.config.json", line: 1, column: 1, message: "no such file" }],
  ])("%s", (message, problem) => expect(parseConfigError(message)).toEqual(problem));
});

describe("semantic tokens", () => {
  // [line delta, start delta, length, type, modifiers]; types: keyword 0, function 1, method 2, string 3, number 4, comment 5, operator 6, variable 7
  it.each([
    ['a = "x"', [0, 0, 1, 7, 0, 0, 2, 1, 6, 0, 0, 2, 3, 3, 0]],
    ["a and\n  b.exists()", [0, 0, 1, 7, 0, 0, 2, 3, 0, 0, 1, 2, 1, 7, 0, 0, 2, 6, 2, 0]],
    ['inSegment("s")', [0, 0, 9, 1, 0, 0, 10, 3, 3, 0]],
    ['"unclosed', [0, 0, 9, 3, 0]],
  ])("%j", (text, data) => expect(semanticTokens(text)).toEqual(data));
});

describe("the field paths of an XDM schema", () => {
  const obj = (properties: Record<string, unknown>) => ({ type: "object", properties });
  it.each([
    [
      "nested objects",
      obj({ person: obj({ name: obj({ firstName: { type: "string" } }) }) }),
      ["person", "person.name", "person.name.firstName"],
    ],
    [
      "field groups in allOf",
      { allOf: [obj({ homeAddress: obj({ countryCode: {} }) }), obj({ _acme: obj({ points: {} }) })] },
      ["homeAddress", "homeAddress.countryCode", "_acme", "_acme.points"],
    ],
    [
      "an array of objects reads through its items",
      obj({ orders: { type: "array", items: obj({ total: {} }) } }),
      ["orders", "orders.total"],
    ],
    ["no properties", { type: "string" }, []],
    ["not a schema", "nonsense", []],
  ])("%s", (_, schema, paths) => {
    expect(xdmPaths(schema)).toEqual(paths);
  });
});

describe("the pure parts import no Node", () => {
  // The server's wiring, its pipe, its requests, the project on disk and file URIs: the rest is pure.
  const nodeParts = ["server.ts", "stdio-transport.ts", "requests.ts", "project.ts", "uris.ts"];
  const pure = readdirSync(new URL("../../src/lsp/", import.meta.url)).filter((f) => !nodeParts.includes(f));
  it.each(pure)("src/lsp/%s", (file) => {
    const source = readFileSync(new URL(`../../src/lsp/${file}`, import.meta.url), "utf8");
    expect(source).not.toMatch(/from ["'](node:|\.\.\/node\/|vscode-languageserver\/node)/);
    expect(source).not.toMatch(/^import (?!type)[^;]*from ["']vscode-languageserver["']/m);
  });
});

describe("where PQL is written (| is the cursor): completion offers PQL words there only", () => {
  const yaml = (value: string) =>
    `name: Gold\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${value}\nschema:\n  name: _xdm.context.profile\n`;
  it.each([
    ["a.pql", "a = |1", true],
    ["a.audience.yaml", yaml("a = |1"), true],
    ["a.audience.yaml", yaml("'|'"), true], // an empty quoted value: between the quotes
    ["a.audience.yaml", yaml("|'a'"), false], // before the opening quote
    ["a.audience.yaml", yaml("|-\n    a = |1"), true],
    ["a.audience.yaml", yaml("a = 1").replace("name: Gold", "name: Go|ld"), false],
    ["a.audience.yaml", yaml("a = 1").replace("_xdm.context", "_xdm.con|text"), false],
    ["a.audience.yaml", `${yaml("a = 1")}---\n${yaml("b = |2")}`, true], // the second document's expression
    // Files the loader rejects for another key (as while they are written): the value as written.
    ["a.audience.yaml", `${yaml("a = |1")}unknownKey: 3\n`, true],
    ["a.audience.yaml", `${yaml("a = 1")}unknownKey: |3\n`, false],
    ["a.audience.yaml", yaml("|-\n    a = |1").replace("name: Gold\n", ""), true],
    ["a.audience.yaml", yaml("'a = |1'").replace("name: Gold\n", ""), true],
    ["a.audience.yaml", yaml("|'a = 1'").replace("name: Gold\n", ""), false],
    ["a.audience.yaml", yaml("a = 1").replace("name: Gold\n", "").replace("_xdm.con", "_xdm.con|"), false],
    ["a.audience.json", '{"expression": {"type": "PQL", "format": "pql/text", "value": "a = \\"|b\\""}}', true],
    ["a.audience.json", '{"expression": {"type": "PQL", "format": "pql/text", "value": "a = 1"}, "schema": {"name": "_x|"}}', false],
    ["a.audience.json", '{"name": "G", "expression": {"type": "PQL", "format": "pql/text", "value": "a = |', true], // unterminated
    ["a.audience.json", '{"name": "G|", "expression": {"type": "PQL", "format": "pql/text", "value": "a = 1"}}', false],
    ["a.audience.json", '{"name": "G", "expression": {"type": "PQL", "format": "pql/text", "value": "a = \\"|b\\""}}', true],
  ])("%s %j: %s", (file, marked, inPql) => {
    const offset = marked.lastIndexOf("|");
    const text = marked.slice(0, offset) + marked.slice(offset + 1);
    expect(expressionStartAt(file, text, offset) !== undefined).toBe(inPql);
  });
});

// `fmt` on audience files: only the expression scalar changes, re-encoded for its file; the
// result reads back to the same tree; formatting twice changes nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Document, type Scalar } from "yaml";
import {
  canonicalExpression,
  formatAudienceFile,
  replaceExpression,
  replaceLoadedExpression,
} from "../../src/audience/format-audience-file.js";
import { loadAudienceFile } from "../../src/audience/load.js";
import { formatSource } from "../../src/format-source.js";
import { parse } from "../../src/syntax/index.js";
import { jsonAudience, yamlAudience } from "./helpers.js";
import { corpusFile } from "../../bench/corpus.mjs";

/** The tree without positions, to compare meaning across layouts. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !/^span$|Spans?$/.test(k))
        .map(([k, v]) => [k, shape(v)]),
    );
  }
  return value;
}

function treesOf(fileName: string, text: string): unknown[] {
  const file = loadAudienceFile(fileName, text);
  expect(file.problems).toEqual([]);
  return file.audiences.map((a) => shape(parse(a.pql).ast));
}

/** Asserts the laws of formatting one file and returns the output. */
function formatsLawfully(fileName: string, text: string, width?: number): string {
  const options = width ? { width } : {};
  const first = formatAudienceFile(fileName, text, options);
  if (!first.ok) throw new Error(JSON.stringify(first.errors));
  const second = formatAudienceFile(fileName, first.output, options);
  expect(second).toEqual({ ok: true, output: first.output, changed: false });
  expect(treesOf(fileName, first.output)).toEqual(treesOf(fileName, text));
  return first.output;
}

/** The part of `output` that differs from `input` (common prefix and suffix removed). */
function changedPart(input: string, output: string): { before: string; after: string } {
  let start = 0;
  while (start < input.length && input[start] === output[start]) start++;
  let end = 0;
  while (end < input.length - start && input[input.length - 1 - end] === output[output.length - 1 - end]) end++;
  return { before: input.slice(start, input.length - end), after: output.slice(start, output.length - end) };
}

const messy = 'homeAddress.countryCode="US"  AND person.age>21';
const canonical = 'homeAddress.countryCode = "US" and person.age > 21';
const chain =
  'chain(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now), B: WHAT(eventType = "commerce.purchases") WHEN(< 3 days before now)])';

describe("formatting audience files", () => {
  it.each([
    ["JSON string", "a.audience.json", jsonAudience(JSON.stringify(messy)), `"${canonical.replace(/"/g, '\\"')}"`],
    ["YAML plain", "a.audience.yaml", yamlAudience(messy), canonical],
    ["YAML single-quoted", "a.audience.yaml", yamlAudience(`'${messy}'`), `'${canonical}'`],
    ["YAML double-quoted", "a.audience.yaml", yamlAudience(JSON.stringify(messy)), JSON.stringify(canonical)],
    ["YAML literal block", "a.audience.yaml", yamlAudience(`|\n    ${messy}`), `|\n    ${canonical}\n`],
    ["YAML folded block stays folded on one line", "a.audience.yaml", yamlAudience(`>-\n    ${messy}`), `>-\n    ${canonical}`],
    ["YAML flow mapping", "a.audience.yaml", `name: n\nexpression: { type: PQL, format: pql/text, value: '${messy}' }\n`, `'${canonical}'`],
  ])("%s: only the expression changes, in the same style", (_name, fileName, text, expected) => {
    const output = formatsLawfully(fileName, text);
    const { after } = changedPart(text, output);
    expect(output).toContain(expected);
    expect(expected).toContain(after);
  });

  it("a plain scalar that cannot hold the canonical text becomes a quoted one", () => {
    const text = yamlAudience(`'"US" = homeAddress.countryCode'`);
    // single-quoted text starting with a quote is fine; as plain it is not
    const plain = yamlAudience("person.name  =   'x'").replace("'x'", '"x" # really');
    expect(formatsLawfully("a.audience.yaml", text)).toContain(`value: '"US" = homeAddress.countryCode'`);
    expect(formatsLawfully("a.audience.yaml", plain)).toContain('value: person.name = "x" # really');
  });

  it("a multi-line canonical text becomes a literal block in YAML; JSON keeps it on one line", () => {
    const yaml = formatsLawfully("a.audience.yaml", yamlAudience(JSON.stringify(chain)), 60);
    expect(yaml).toContain("  value: |-\n    CHAIN(xEvent, timestamp, [\n      A: WHAT");
    const json = formatsLawfully("a.audience.json", jsonAudience(JSON.stringify(chain)), 60);
    expect(json).toContain('"value": "CHAIN(xEvent, timestamp, [A: WHAT');
    expect(json).not.toContain("\\n");
  });

  it("a folded block with a multi-line text becomes literal, keeping its chomping and comment", () => {
    const output = formatsLawfully("a.audience.yaml", yamlAudience(`>+ # steps\n    ${chain}\n\n`), 60);
    expect(output).toContain("value: | # steps\n    CHAIN(");
  });

  it("a block keeps its indentation", () => {
    const output = formatsLawfully("a.audience.yaml", yamlAudience(`|-\n        ${messy}`));
    expect(output).toContain(`|-\n        ${canonical}\n`);
  });

  it("formats every document of a multi-document file", () => {
    const text = `${yamlAudience(messy)}---\n${yamlAudience(`"${messy.replace(/"/g, '\\"')}"`)}`;
    const output = formatsLawfully("a.audience.yaml", text);
    expect(output.split("and person.age > 21")).toHaveLength(3);
  });

  it("keeps JSON escapes of an already canonical expression", () => {
    const text = jsonAudience(`"person.name = \\"Andr\\u00e9\\""`);
    expect(formatAudienceFile("a.audience.json", text)).toEqual({ ok: true, output: text, changed: false });
  });

  it("keeps Windows line breaks", () => {
    const text = yamlAudience(JSON.stringify(chain)).replace(/\n/g, "\r\n");
    const output = formatsLawfully("a.audience.yaml", text, 60);
    expect(output.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("reports syntax errors at their place in the file", () => {
    const text = yamlAudience("|\n    person.age >");
    const result = formatAudienceFile("a.audience.yaml", text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.range.start.line).toBe(6);
  });

  it("refuses a broken file, with its problems", () => {
    const result = formatAudienceFile("a.audience.json", '{ "name": ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.rule)).toEqual(["audience/invalid-json"]);
  });

  it("formatSource dispatches by file name and gives codes to problems", () => {
    expect(formatSource("x.pql", messy)).toEqual({ ok: true, output: `${canonical}\n`, changed: true });
    const yaml = formatSource("x.audience.yml", yamlAudience(messy));
    expect(yaml.ok && yaml.output).toBe(yamlAudience(canonical));
    const broken = formatSource("x.audience.json", "{");
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.errors[0]!.code).toMatch(/^PQL\d{3}$/);
  });
});

describe("replaceExpression: the edit an autofix writes", () => {
  it.each([
    ["a.audience.json", jsonAudience('"a=1 AND b=2"'), '"a = 1 and b = 2"'],
    ["a.audience.yaml", yamlAudience("|-\n    a=1 AND b=2"), "|-\n    a = 1 and b = 2"],
    ["a.audience.yaml", yamlAudience("'a=1 AND b=2'"), "'a = 1 and b = 2'"],
    ["a.pql", "a=1 AND b=2\n", "a = 1 and b = 2\n"],
  ])("%s: %j", (fileName, text, expected) => {
    const edit = replaceExpression(fileName, text, 0, "a = 1 and b = 2");
    expect(edit?.text).toBe(expected);
    const fixed = text.slice(0, edit!.range.start.offset) + edit!.text + text.slice(edit!.range.end.offset);
    expect(loadAudienceFile(fileName, fixed).audiences[0]!.pql.trim()).toBe("a = 1 and b = 2");
  });

  it("from an audience already loaded (the lint rule's way), is the same edit as from the file's text", () => {
    // The benchmark corpus: JSON and YAML files, most of them not in canonical form.
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const { file, text } = corpusFile(7, i);
      const loaded = loadAudienceFile(file, text);
      for (const audience of loaded.audiences) {
        const { ast } = parse(audience.pql);
        if (!ast) continue;
        const canonical = canonicalExpression(loaded.kind, ast);
        expect(replaceLoadedExpression(file, text, loaded.kind, audience, canonical)).toEqual(
          replaceExpression(file, text, audience.index, canonical),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(250);
  });

  it("in JSON, for any text (escapes, control characters, lone surrogates), an edit that reads back as that text", () => {
    // The JSON edit is not checked by loading the file again (format-audience-file.ts): this is that check.
    const value = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("\ud800", 'a"b\\c', "\u2028\n\t"));
    fc.assert(
      fc.property(value, value, fc.boolean(), (before, after, extraFields) => {
        const definition = {
          ...(extraFields ? { $schema: "s", description: "d" } : {}),
          name: "n",
          expression: { type: "PQL", format: "pql/text", value: before },
          ...(extraFields ? { evaluationInfo: { synchronous: { enabled: true } }, "x-pql-audience": { alias: "a" } } : {}),
        };
        const text = `${JSON.stringify(definition, null, extraFields ? 2 : undefined)}\n`;
        const edit = replaceExpression("a.audience.json", text, 0, after)!;
        const fixed = text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
        const again = loadAudienceFile("a.audience.json", fixed);
        expect(again.problems).toEqual([]);
        expect(again.audiences[0]!.pql).toBe(after);
      }),
      { numRuns: 500 },
    );
  });

  it("targets one audience of a multi-document file", () => {
    const text = `${yamlAudience("a = 1")}---\n${yamlAudience("b=2")}`;
    const edit = replaceExpression("a.audience.yaml", text, 1, "b = 2")!;
    expect(edit.range.start.line).toBe(13);
    expect(replaceExpression("a.audience.yaml", text, 2, "c = 3")).toBeUndefined();
  });
});

describe("formatting laws", () => {
  const expressions = [
    messy,
    chain,
    'person.name.equals("it\'s", false)   OR  person.name = "a\\"b\\\\c"',
    'inSegment("alias:vip")AND NOT(xEvent[eventType="x"].count()>3)',
    'select X from xEvent where X.eventType = "café 😀" and X.timestamp occurs < 2 hours before now',
  ];
  const styles: Scalar.Type[] = ["PLAIN", "QUOTE_SINGLE", "QUOTE_DOUBLE", "BLOCK_LITERAL", "BLOCK_FOLDED"];

  it("for any expression, encoding and width: formatting twice is a no-op and the tree is kept", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...expressions),
        fc.constantFrom<Scalar.Type | "JSON">("JSON", ...styles),
        fc.constantFrom(40, 60, 100),
        (pql, style, width) => {
          let fileName = "a.audience.json";
          let text = JSON.stringify({ name: "n", expression: { type: "PQL", format: "pql/text", value: pql } }, null, 2);
          if (style !== "JSON") {
            const doc = new Document({ name: "n", expression: { type: "PQL", format: "pql/text", value: pql } });
            (doc.getIn(["expression", "value"], true) as Scalar).type = style;
            text = doc.toString({ lineWidth: 50 });
            fileName = "a.audience.yaml";
            fc.pre(loadAudienceFile(fileName, text).problems.length === 0);
          }
          formatsLawfully(fileName, text, width);
        },
      ),
      { numRuns: 200 },
    );
  });
});

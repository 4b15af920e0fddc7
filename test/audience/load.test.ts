// Loading audience files: what a good file gives, and for a broken one, which problem, in which
// words, at which place of the file. Loading never throws.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUtf8 } from "../../src/audience/encoding.js";
import { audienceFileKind, loadAudienceFile } from "../../src/audience/load.js";
import { jsonAudience, yamlAudience } from "./helpers.js";

interface BrokenCase {
  name: string;
  file: string;
  text: string;
  rule: string;
  message: string | RegExp;
  /** The file text the problem's range covers. */
  at: string;
  hint?: RegExp;
}

const minimalYaml = (extra: string) => `name: n\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = 1\n${extra}`;
const minimalJson = (extra: string) =>
  `{\n  "name": "n",\n  "expression": { "type": "PQL", "format": "pql/text", "value": "a = 1" }${extra}\n}\n`;

const broken: BrokenCase[] = [
  // JSON syntax
  {
    name: "json trailing comma",
    file: "a.audience.json",
    text: '{ "name": "n", }',
    rule: "audience/invalid-json",
    message: /trailing comma/,
    at: ",",
  },
  {
    name: "json missing comma",
    file: "a.audience.json",
    text: '{ "name": "n"\n  "x": 1 }',
    rule: "audience/invalid-json",
    message: /unexpected `"`: expected `,` or `}`/,
    at: '"',
  },
  {
    name: "json single quotes",
    file: "a.audience.json",
    text: "{ 'name': 1 }",
    rule: "audience/invalid-json",
    message: /double quotes/,
    at: "'",
  },
  {
    name: "json comment",
    file: "a.audience.json",
    text: '{ // c\n "name": 1 }',
    rule: "audience/invalid-json",
    message: /no comments/,
    at: "//",
  },
  {
    name: "json unterminated string",
    file: "a.audience.json",
    text: '{ "name": "n',
    rule: "audience/invalid-json",
    message: /unterminated string/,
    at: '"',
  },
  {
    name: "json raw line break in string",
    file: "a.audience.json",
    text: '{ "name": "a\nb" }',
    rule: "audience/invalid-json",
    message: /cannot span lines/,
    at: '"',
  },
  {
    name: "json bad escape",
    file: "a.audience.json",
    text: '{ "name": "a\\x" }',
    rule: "audience/invalid-json",
    message: /invalid escape `\\x`/,
    at: "\\x",
  },
  {
    name: "json duplicate key",
    file: "a.audience.json",
    text: '{ "name": "a", "name": "b" }',
    rule: "audience/invalid-json",
    message: "invalid JSON: duplicate key `name`",
    at: '"name"',
  },
  { name: "json empty", file: "a.audience.json", text: "  \n", rule: "audience/invalid-json", message: /the file is empty/, at: "" },
  {
    name: "json text after the end",
    file: "a.audience.json",
    text: '{ "name": "a" } x',
    rule: "audience/invalid-json",
    message: /after the end/,
    at: "x",
  },
  // YAML syntax
  {
    name: "yaml unclosed flow",
    file: "a.audience.yaml",
    text: "name: [\n",
    rule: "audience/invalid-yaml",
    message: /^invalid YAML: /,
    at: "",
  },
  {
    name: "yaml duplicate key",
    file: "a.audience.yaml",
    text: "name: a\nname: b\n",
    rule: "audience/invalid-yaml",
    message: /`name` is written twice/,
    at: "name",
  },
  {
    name: "yaml plain PQL with `: `",
    file: "a.audience.yaml",
    text: 'name: n\nexpression:\n  type: PQL\n  format: pql/text\n  value: CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])\n',
    rule: "audience/invalid-yaml",
    message: /^the PQL contains `: `.*`value: \|-`/,
    at: ":",
  },
  {
    name: "yaml plain PQL starting with a quote",
    file: "a.audience.yaml",
    text: minimalYaml("").replace("a = 1", '"US" = homeAddress.countryCode'),
    rule: "audience/invalid-yaml",
    message: /^the PQL starts with `"`.* block/,
    at: '"US"',
  },
  {
    name: "yaml tab indentation",
    file: "a.audience.yaml",
    text: "name: a\nexpression:\n\ttype: PQL\n",
    rule: "audience/invalid-yaml",
    message: /tab/i,
    at: "\t",
  },
  // Schema
  {
    name: "boolean written as yes",
    file: "a.audience.yaml",
    text: minimalYaml("evaluationInfo:\n  synchronous:\n    enabled: yes\n"),
    rule: "audience/schema",
    message: '`evaluationInfo.synchronous.enabled` must be true or false, found "yes"',
    at: "yes",
    hint: /without quotes/,
  },
  {
    name: "boolean as a JSON string",
    file: "a.audience.json",
    text: minimalJson(',\n  "evaluationInfo": { "synchronous": { "enabled": "true" } }'),
    rule: "audience/schema",
    message: '`evaluationInfo.synchronous.enabled` must be true or false, found "true"',
    at: '"true"',
  },
  {
    name: "unknown field with a typo",
    file: "a.audience.yaml",
    text: minimalYaml("evaluationInfo:\n  bach:\n    enabled: true\n"),
    rule: "audience/schema",
    message: "unknown field `bach` in `evaluationInfo`",
    at: "bach",
    hint: /did you mean `batch`/,
  },
  {
    name: "top-level id",
    file: "a.audience.json",
    text: minimalJson(',\n  "id": "abc"'),
    rule: "audience/schema",
    message: "unknown field `id`",
    at: '"id"',
    hint: /x-pql-audience\.id/,
  },
  {
    name: "a field AEP returns",
    file: "a.audience.yaml",
    text: minimalYaml("creationTime: 0\n"),
    rule: "audience/schema",
    message: "unknown field `creationTime`",
    at: "creationTime",
    hint: /does not accept/,
  },
  {
    name: "missing expression",
    file: "a.audience.yaml",
    text: "name: n\ndescription: d\n",
    rule: "audience/schema",
    message: "`expression` is missing",
    at: "name",
    hint: /add `expression`/,
  },
  {
    name: "missing expression.value",
    file: "a.audience.yaml",
    text: "name: n\nexpression:\n  type: PQL\n  format: pql/text\n",
    rule: "audience/schema",
    message: "`expression.value` is missing",
    at: "expression",
  },
  {
    name: "wrong enum case",
    file: "a.audience.yaml",
    text: "name: n\nexpression:\n  type: pql\n  format: pql/text\n  value: a = 1\n",
    rule: "audience/schema",
    message: '`expression.type` must be "PQL" or "ARL", found "pql"',
    at: "pql",
    hint: /did you mean "PQL"/,
  },
  {
    name: "number for a string",
    file: "a.audience.yaml",
    text: "name: 42\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = 1\n",
    rule: "audience/schema",
    message: "`name` must be a string, found 42",
    at: "42",
  },
  {
    name: "empty value",
    file: "a.audience.yaml",
    text: minimalYaml("schema:\n  name:\n"),
    rule: "audience/schema",
    message: "`schema.name` must be a string, found nothing",
    at: "name",
  },
  {
    name: "negative ttl",
    file: "a.audience.yaml",
    text: minimalYaml("ttlInDays: -3\n"),
    rule: "audience/schema",
    message: "`ttlInDays` must be at least 1, found -3",
    at: "-3",
  },
  {
    name: "bad alias",
    file: "a.audience.yaml",
    text: minimalYaml("x-pql-audience:\n  alias: my audience\n"),
    rule: "audience/schema",
    message: /simple name/,
    at: "my audience",
  },
  {
    name: "not a mapping",
    file: "a.audience.yaml",
    text: "- a\n- b\n",
    rule: "audience/schema",
    message: /must be an object/,
    at: "- a\n- b",
  },
  {
    name: "empty yaml",
    file: "a.audience.yaml",
    text: "# nothing here\n",
    rule: "audience/schema",
    message: "the file holds no audience",
    at: "",
  },
];

describe("broken files are problems with a rule, plain words and a place", () => {
  it.each(broken)("$name", ({ file, text, rule, message, at, hint }) => {
    const loaded = loadAudienceFile(file, text);
    expect(loaded.audiences).toEqual([]);
    const problem = loaded.problems.find((p) => (typeof message === "string" ? p.message === message : message.test(p.message)));
    expect(problem, JSON.stringify(loaded.problems, null, 1)).toBeDefined();
    expect(problem!.rule).toBe(rule);
    expect(text.slice(problem!.range.start.offset, problem!.range.end.offset)).toBe(at);
    if (hint) expect(problem!.hints.join(" ")).toMatch(hint);
    const { start } = problem!.range;
    expect(start.line).toBe(text.slice(0, start.offset).split("\n").length);
  });
});

describe("loading", () => {
  it("knows file kinds by name", () => {
    expect(["a.audience.json", "a.AUDIENCE.YML", "b.yaml", "c.pql", "<stdin>"].map(audienceFileKind)).toEqual([
      "json",
      "yaml",
      "yaml",
      "pql",
      "pql",
    ]);
  });

  it("a bare .pql file is its expression; the file name gives name and alias", () => {
    const loaded = loadAudienceFile("audiences/vip-buyers.pql", 'person.tier = "vip"\n');
    expect(loaded.kind).toBe("pql");
    expect(loaded.audiences[0]!.definition).toEqual({
      name: "vip-buyers",
      expression: { type: "PQL", format: "pql/text", value: 'person.tier = "vip"\n' },
      "x-pql-audience": { alias: "vip-buyers" },
    });
  });

  it("several YAML documents are several audiences, each with its own range", () => {
    const text = `${yamlAudience("a = 1")}---\n${yamlAudience("b = 2")}`;
    const loaded = loadAudienceFile("a.audience.yaml", text);
    expect(loaded.problems).toEqual([]);
    expect(loaded.audiences.map((a) => [a.index, a.pql, a.range.start.line])).toEqual([
      [0, "a = 1", 1],
      [1, "b = 2", 8], // a document starts at its `---`
    ]);
  });

  it("a trailing `---` with nothing after it is not an audience", () => {
    const loaded = loadAudienceFile("a.audience.yaml", `${yamlAudience("a = 1")}---\n# end\n`);
    expect(loaded.problems).toEqual([]);
    expect(loaded.audiences).toHaveLength(1);
  });

  it("a broken document does not hide the good ones", () => {
    const loaded = loadAudienceFile("a.audience.yaml", `${yamlAudience("a = 1")}---\nname: [\n`);
    expect(loaded.audiences).toHaveLength(1);
    expect(loaded.problems.map((p) => p.rule)).toEqual(["audience/invalid-yaml"]);
  });

  it("locate finds fields in the file for audience-level rules", () => {
    for (const [file, text] of [
      ["a.audience.yaml", minimalYaml("evaluationInfo:\n  synchronous:\n    enabled: true\n")],
      ["a.audience.json", minimalJson(',\n  "evaluationInfo": { "synchronous": { "enabled": true } }')],
    ] as const) {
      const [audience] = loadAudienceFile(file, text).audiences;
      const value = audience!.locate(["evaluationInfo", "synchronous", "enabled"])!;
      const key = audience!.locate(["evaluationInfo", "synchronous", "enabled"], "key")!;
      expect(text.slice(value.start.offset, value.end.offset)).toBe("true");
      expect(text.slice(key.start.offset, key.end.offset)).toMatch(/^"?enabled"?$/);
      expect(audience!.locate(["mergePolicyId"])).toBeUndefined();
    }
  });

  it("expressionRange covers the written scalar", () => {
    const text = jsonAudience('"a = \\"x\\""');
    const [audience] = loadAudienceFile("a.audience.json", text).audiences;
    expect(text.slice(audience!.expressionRange.start.offset, audience!.expressionRange.end.offset)).toBe('"a = \\"x\\""');
  });

  it("expressionRange of a block scalar stops at its last character", () => {
    const text = yamlAudience("|-\n    a = 1\n    and b = 2\n\n");
    const [audience] = loadAudienceFile("a.audience.yaml", text).audiences;
    expect(text.slice(audience!.expressionRange.start.offset, audience!.expressionRange.end.offset)).toBe("|-\n    a = 1\n    and b = 2");
  });

  it("a YAML alias bomb is a problem, not a hang", () => {
    const text = `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n`;
    const loaded = loadAudienceFile("a.audience.yaml", text);
    expect(loaded.problems.length).toBeGreaterThan(0);
  });

  it("a file that was not UTF-8 is one problem at its first bad byte, and still loads", () => {
    const bytes = Uint8Array.from(`${minimalYaml("description: Caf\xe9 \xe9t\xe9\n")}`, (c) => c.charCodeAt(0));
    const { text, invalidUtf8 } = decodeUtf8(bytes);
    const loaded = loadAudienceFile("a.audience.yaml", text, { invalidUtf8 });
    expect(loaded.audiences).toHaveLength(1);
    expect(loaded.problems.map((p) => [p.rule, `${p.range.start.line}:${p.range.start.column}`, p.message])).toEqual([
      [
        "audience/invalid-utf8",
        "6:17",
        "the file is not UTF-8: byte 0xE9 (at byte offset 82) is not part of a UTF-8 character and was read as U+FFFD; 2 more places in the file are not UTF-8 either",
      ],
    ]);
  });

  it("deeply nested JSON is a problem, not a stack overflow", () => {
    const loaded = loadAudienceFile("a.audience.json", "[".repeat(100_000));
    expect(loaded.problems.map((p) => p.rule)).toEqual(["audience/invalid-json"]);
  });
});

describe("loading never throws", () => {
  const names = fc.constantFrom("a.audience.json", "a.audience.yaml", "a.pql");
  const texts = fc.oneof(
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.string({
      unit: fc.constantFrom("{", "}", "[", "]", '"', "'", ":", ",", "-", " ", "\n", "\t", "#", "|", ">", "\\", "a", "&", "*", "!", "?"),
      maxLength: 200,
    }),
    fc.json().map((j) => j),
    fc.anything().map((v) => JSON.stringify(v) ?? ""),
  );

  it("on arbitrary text, and every problem has a range inside the file", () => {
    fc.assert(
      fc.property(names, texts, (name, text) => {
        const loaded = loadAudienceFile(name, text);
        for (const p of loaded.problems) {
          expect(p.range.start.offset).toBeGreaterThanOrEqual(0);
          expect(p.range.end.offset).toBeLessThanOrEqual(text.length);
          expect(p.range.start.offset).toBeLessThanOrEqual(p.range.end.offset);
          expect(p.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("on mutations of a valid file", () => {
    const seeds = [
      yamlAudience("|-\n    a = 1\n    and b = 2"),
      jsonAudience('"a = \\"x\\""'),
      minimalYaml("x-pql-audience:\n  suppress:\n    - { rule: PQL204, reason: r }\n"),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.nat(), fc.nat(), fc.string({ maxLength: 5 }), (seed, at, length, insert) => {
        const start = at % (seed.length + 1);
        const text = seed.slice(0, start) + insert + seed.slice(start + (length % 4));
        const loaded = loadAudienceFile(seed.startsWith("{") ? "a.audience.json" : "a.audience.yaml", text);
        for (const a of loaded.audiences) {
          for (let i = 0; i <= a.pql.length; i++) {
            const span = a.mapSpan({ start: { offset: i, line: 1, column: 1 }, end: { offset: i, line: 1, column: 1 } });
            expect(span.start.offset).toBeLessThanOrEqual(text.length);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe("YAML anchors and aliases", () => {
  it("an expression given by an alias loads, pointing at the alias", () => {
    const anchored = loadAudienceFile("a.audience.yaml", "name: &n a = 1\nexpression:\n  type: PQL\n  format: pql/text\n  value: *n\n");
    expect(anchored.problems).toEqual([]);
    const [audience] = anchored.audiences;
    expect(audience!.pql).toBe("a = 1");
    expect(audience!.exactPositions).toBe(false);
    expect(audience!.mapSpan({ start: { offset: 0, line: 1, column: 1 }, end: { offset: 1, line: 1, column: 2 } }).start.line).toBe(5);
  });
});

// Position mapping: a PQL token maps to exactly that token's characters in the audience file,
// through JSON escapes and every YAML scalar style.
import { describe, expect, it } from "vitest";
import { parse } from "../../src/syntax/index.js";
import { jsonAudience, loadOne, mappedAt, mappedText, yamlAudience } from "./helpers.js";

interface Case {
  name: string;
  file: string;
  text: string;
  /** The PQL the file must decode to. */
  pql: string;
  /** A token of the PQL and what the file says at its mapped range. */
  token: string;
  written?: string;
  /** Where it starts in the file (line:column). */
  at: string;
}

const cases: Case[] = [
  // JSON
  {
    name: "json plain",
    file: "a.audience.json",
    text: jsonAudience(`"homeAddress.city = \\"Paris\\""`),
    pql: 'homeAddress.city = "Paris"',
    token: "city",
    at: "6:27",
  },
  {
    name: 'json after \\"',
    file: "a.audience.json",
    text: jsonAudience(`"a = \\"x\\" and Zed"`),
    pql: 'a = "x" and Zed',
    token: "Zed",
    at: "6:29",
  },
  {
    name: "json the escaped quote itself",
    file: "a.audience.json",
    text: jsonAudience(`"a = \\"x\\""`),
    pql: 'a = "x"',
    token: '"x"',
    written: '\\"x\\"',
    at: "6:19",
  },
  {
    name: "json after \\\\",
    file: "a.audience.json",
    text: jsonAudience(`"a like \\"x\\\\\\\\y\\" and Zed"`),
    pql: 'a like "x\\\\y" and Zed',
    token: "Zed",
    at: "6:37",
  },
  {
    name: "json after \\n",
    file: "a.audience.json",
    text: jsonAudience(`"a = 1\\nand Zed = 2"`),
    pql: "a = 1\nand Zed = 2",
    token: "Zed",
    at: "6:26",
  },
  {
    name: "json \\u00e9",
    file: "a.audience.json",
    text: jsonAudience(`"name = \\"caf\\u00e9\\" and Zed"`),
    pql: 'name = "café" and Zed',
    token: "é",
    written: "\\u00e9",
    at: "6:27",
  },
  {
    name: "json after \\u00e9",
    file: "a.audience.json",
    text: jsonAudience(`"name = \\"caf\\u00e9\\" and Zed"`),
    pql: 'name = "café" and Zed',
    token: "Zed",
    at: "6:40",
  },
  {
    name: "json surrogate pair escape",
    file: "a.audience.json",
    text: jsonAudience(`"x = \\"\\ud83d\\ude00\\" and Zed"`),
    pql: 'x = "😀" and Zed',
    token: "😀",
    written: "\\ud83d\\ude00",
    at: "6:21",
  },
  {
    name: "json raw emoji",
    file: "a.audience.json",
    text: jsonAudience(`"x = \\"😀\\" and Zed"`),
    pql: 'x = "😀" and Zed',
    token: "Zed",
    at: "6:30",
  },
  {
    name: "json \\/ and \\t",
    file: "a.audience.json",
    text: jsonAudience(`"a = \\"\\/\\"\\tand Zed"`),
    pql: 'a = "/"\tand Zed',
    token: "Zed",
    at: "6:31",
  },
  // YAML flow scalars
  {
    name: "yaml plain",
    file: "a.audience.yaml",
    text: yamlAudience("homeAddress.city = 'x' and Zed"),
    pql: "homeAddress.city = 'x' and Zed",
    token: "Zed",
    at: "5:37",
  },
  {
    name: "yaml plain folded",
    file: "a.audience.yaml",
    text: yamlAudience("a = 1\n    and Zed = 2"),
    pql: "a = 1 and Zed = 2",
    token: "Zed",
    at: "6:9",
  },
  {
    name: "yaml plain, empty line",
    file: "a.audience.yaml",
    text: yamlAudience("a = 1\n\n    and Zed = 2"),
    pql: "a = 1\nand Zed = 2",
    token: "Zed",
    at: "7:9",
  },
  {
    name: "yaml single-quoted",
    file: "a.audience.yaml",
    text: yamlAudience(`'a = "it''s" and Zed'`),
    pql: `a = "it's" and Zed`,
    token: "Zed",
    at: "5:27",
  },
  {
    name: "yaml single-quoted ''",
    file: "a.audience.yaml",
    text: yamlAudience(`'a = "it''s"'`),
    pql: `a = "it's"`,
    token: "'",
    written: "''",
    at: "5:18",
  },
  {
    name: "yaml single-quoted folded",
    file: "a.audience.yaml",
    text: yamlAudience(`'a = 1\n    and Zed'`),
    pql: "a = 1 and Zed",
    token: "Zed",
    at: "6:9",
  },
  {
    name: 'yaml double-quoted \\"',
    file: "a.audience.yaml",
    text: yamlAudience(`"a = \\"x\\" and Zed"`),
    pql: 'a = "x" and Zed',
    token: '"x"',
    written: '\\"x\\"',
    at: "5:15",
  },
  {
    name: "yaml double-quoted after escapes",
    file: "a.audience.yaml",
    text: yamlAudience(`"a = \\"\\u00e9\\\\\\" and Zed"`),
    pql: 'a = "é\\" and Zed',
    token: "Zed",
    at: "5:32",
  },
  {
    name: "yaml double-quoted \\x and \\U",
    file: "a.audience.yaml",
    text: yamlAudience(`"a = \\"\\xe9\\U0001F600\\" and Zed"`),
    pql: 'a = "é😀" and Zed',
    token: "😀",
    written: "\\U0001F600",
    at: "5:21",
  },
  {
    name: "yaml double-quoted folded",
    file: "a.audience.yaml",
    text: yamlAudience(`"a = 1\n    and Zed"`),
    pql: "a = 1 and Zed",
    token: "Zed",
    at: "6:9",
  },
  {
    name: "yaml double-quoted escaped break",
    file: "a.audience.yaml",
    text: yamlAudience(`"a = 1 and\\\n    Zed"`),
    pql: "a = 1 andZed",
    token: "Zed",
    at: "6:5",
  },
  // YAML block scalars
  {
    name: "yaml literal |",
    file: "a.audience.yaml",
    text: yamlAudience(`|\n    a = 1\n    and Zed = 2`),
    pql: "a = 1\nand Zed = 2\n",
    token: "Zed",
    at: "7:9",
  },
  {
    name: "yaml literal |-",
    file: "a.audience.yaml",
    text: yamlAudience(`|-\n    a = 1\n    and Zed = 2`),
    pql: "a = 1\nand Zed = 2",
    token: "Zed",
    at: "7:9",
  },
  {
    name: "yaml literal |+ with more indentation",
    file: "a.audience.yaml",
    text: yamlAudience(`|+\n    chain(xEvent, timestamp, [\n      A: WHAT(Zed = 1)\n    ])\n`),
    pql: "chain(xEvent, timestamp, [\n  A: WHAT(Zed = 1)\n])\n\n",
    token: "Zed",
    at: "7:15",
  },
  {
    name: "yaml literal with indentation indicator",
    file: "a.audience.yaml",
    text: yamlAudience(`|2-\n      a = 1\n    and Zed = 2`),
    pql: "  a = 1\nand Zed = 2",
    token: "Zed",
    at: "7:9",
  },
  {
    name: "yaml folded >",
    file: "a.audience.yaml",
    text: yamlAudience(`>\n    a = 1\n    and Zed = 2`),
    pql: "a = 1 and Zed = 2\n",
    token: "Zed",
    at: "7:9",
  },
  {
    name: "yaml folded >-",
    file: "a.audience.yaml",
    text: yamlAudience(`>-\n    a = 1\n    and\n    Zed = 2`),
    pql: "a = 1 and Zed = 2",
    token: "Zed",
    at: "8:5",
  },
  {
    name: "yaml folded, empty line",
    file: "a.audience.yaml",
    text: yamlAudience(`>-\n    a = 1\n\n    and Zed = 2`),
    pql: "a = 1\nand Zed = 2",
    token: "Zed",
    at: "8:9",
  },
  {
    name: "yaml folded, more-indented line",
    file: "a.audience.yaml",
    text: yamlAudience(`>-\n    a = 1\n      or b\n    and Zed = 2`),
    pql: "a = 1\n  or b\nand Zed = 2",
    token: "Zed",
    at: "8:9",
  },
  {
    name: "yaml folded with indicator",
    file: "a.audience.yaml",
    text: yamlAudience(`>2-\n     a = 1\n    and Zed = 2`),
    pql: " a = 1\nand Zed = 2",
    token: "Zed",
    at: "7:9",
  },
  {
    name: "yaml block, CRLF",
    file: "a.audience.yaml",
    text: yamlAudience(`|-\r\n    a = 1\r\n    and Zed = 2`).replace(/\n/g, "\r\n").replace(/\r\r/g, "\r"),
    pql: "a = 1\nand Zed = 2",
    token: "Zed",
    at: "7:9",
  },
];

describe("a PQL token maps to exactly its characters in the audience file", () => {
  it.each(cases)("$name", ({ file, text, pql, token, written, at }) => {
    const audience = loadOne(file, text);
    expect(audience.pql).toBe(pql);
    expect(audience.exactPositions).toBe(true);
    const start = pql.indexOf(token);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(mappedText(audience, text, start, start + token.length)).toBe(written ?? token);
    expect(mappedAt(audience, start)).toBe(at);
  });
});

describe("mapping parser spans", () => {
  it("a syntax error inside a folded YAML block points into the file", () => {
    const text = yamlAudience('>-\n    chain(xEvent, timestamp, [A: WHAT(eventType = "x")\n    WHEN(< 3 dayz before now)])');
    const audience = loadOne("a.audience.yaml", text);
    const { errors } = parse(audience.pql);
    expect(errors.length).toBeGreaterThan(0);
    const mapped = audience.mapSpan(errors[0]!.span);
    expect(mapped.start.line).toBe(7);
    expect(text.slice(mapped.start.offset, mapped.end.offset)).toBe("dayz");
  });

  it("every node of a parsed JSON audience maps onto its own text", () => {
    const text = jsonAudience(`"inSegment(\\"alias:vip\\") and person.name = \\"J\\u00fcrgen\\""`);
    const audience = loadOne("a.audience.json", text);
    const { ast } = parse(audience.pql);
    const span = audience.mapSpan(ast!.span);
    expect(text.slice(span.start.offset, span.end.offset)).toBe(`inSegment(\\"alias:vip\\") and person.name = \\"J\\u00fcrgen\\"`);
  });

  it("an empty span stays empty and the end of the value maps to the closing quote", () => {
    const text = jsonAudience(`"a = 1"`);
    const audience = loadOne("a.audience.json", text);
    const end = audience.mapSpan({ start: { offset: 5, line: 1, column: 6 }, end: { offset: 5, line: 1, column: 6 } });
    expect(end.start).toEqual(end.end);
    expect(text[end.start.offset]).toBe('"');
  });

  it("a bare .pql file maps one to one", () => {
    const text = "a = 1\nand Zed = 2\n";
    const audience = loadOne("dir/vip.pql", text);
    expect(mappedText(audience, text, 10, 13)).toBe("Zed");
    expect(mappedAt(audience, 10)).toBe("2:5");
  });
});

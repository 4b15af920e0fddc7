// Laws of the position map, for any PQL-ish text (quotes, backslashes, unicode, tabs, line
// breaks) embedded in an audience file by JSON.stringify or by `yaml` in every scalar style:
// each character of the value maps onto the characters of the file that wrote it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Document, parse as parseYaml, parseDocument, type Scalar, type YAMLMap } from "yaml";
import { loadAudienceFile } from "../../src/audience/load.js";
import { pqlSpan } from "./helpers.js";

const pqlish = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      "a",
      "Z",
      "1",
      " ",
      " ",
      '"',
      "'",
      "\\",
      "\n",
      "\n",
      "\t",
      "é",
      "😀",
      "#",
      ":",
      "-",
      "=",
      "(",
      ")",
      "[",
      "{",
      ",",
      "|",
      ">",
      "\u2028",
    ),
    maxLength: 80,
  }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

type Check = (source: string, char: string) => boolean;

const isBreak = (s: string) => s === "\n" || s === "\r\n" || s === "\r";
const jsonWrites: Check = (s, c) => s === c || (s.startsWith("\\") && JSON.parse(`"${s}"`) === c);
const yamlWrites: Check = (s, c) =>
  s === c ||
  (s === "''" && c === "'") ||
  (s.startsWith("\\") && parseYaml(`"${s}"`) === c) ||
  // A folded line break becomes a space or stays a line feed; it maps to the break itself.
  ((c === " " || c === "\n") && isBreak(s));

/** Asserts the law for one file: every character lands on what wrote it, in order. */
function checkEveryCharacter(fileName: string, text: string, value: string, writes: Check): void {
  const file = loadAudienceFile(fileName, text);
  expect(file.problems).toEqual([]);
  const [audience] = file.audiences;
  expect(audience!.pql).toBe(value);
  expect(audience!.exactPositions).toBe(true);
  let previous = -1;
  for (let i = 0; i < value.length; i++) {
    const span = audience!.mapSpan(pqlSpan(i, i + 1));
    const source = text.slice(span.start.offset, span.end.offset);
    if (!writes(source, value[i]!))
      throw new Error(`character ${i} ${JSON.stringify(value[i])} maps to ${JSON.stringify(source)} in\n${text}`);
    expect(span.start.offset).toBeGreaterThanOrEqual(previous);
    previous = span.start.offset;
    // Lines and columns agree with the offset.
    const before = text.slice(0, span.start.offset);
    expect(span.start.line).toBe(before.split(/\r\n|\r|\n/).length);
  }
}

function yamlFile(value: string, style: Scalar.Type, lineWidth: number, indent: number, flow = false): string {
  const doc = new Document({ name: "t", expression: { type: "PQL", format: "pql/text", value } });
  const node = doc.getIn(["expression", "value"], true) as Scalar;
  node.type = style;
  if (flow) (doc.get("expression", true) as YAMLMap).flow = true;
  return doc.toString({ lineWidth, minContentWidth: 0, indent });
}

/**
 * The value as `yaml` reads it back; skips the case when `yaml` stringified something it cannot
 * read, or reads as another document (`value: a` then a line `:` turns into a second key, "").
 */
function yamlValue(text: string): string {
  const doc = parseDocument(text);
  fc.pre(doc.errors.length === 0);
  const { expression } = doc.toJS() as { expression: Record<string, string> };
  fc.pre(Object.keys(expression).sort().join() === "format,type,value");
  return expression.value!;
}

describe("position map laws", () => {
  it("JSON.stringify: every character lands on its own characters", () => {
    fc.assert(
      fc.property(pqlish, fc.constantFrom(0, 2, "\t"), (value, space) => {
        const text = JSON.stringify({ name: "t", expression: { type: "PQL", format: "pql/text", value } }, null, space);
        checkEveryCharacter("a.audience.json", text, value, jsonWrites);
      }),
      { numRuns: 400 },
    );
  });

  const styles: Scalar.Type[] = ["PLAIN", "QUOTE_SINGLE", "QUOTE_DOUBLE", "BLOCK_LITERAL", "BLOCK_FOLDED"];
  for (const style of styles) {
    it(`YAML ${style}: every character lands on its own characters`, () => {
      fc.assert(
        fc.property(pqlish, fc.constantFrom(20, 40, 80), fc.constantFrom(2, 4), (value, lineWidth, indent) => {
          const text = yamlFile(value, style, lineWidth, indent);
          // `yaml` does not always round-trip white space it stringifies (" " as `|-` reads back
          // as ""); the law is about the map, so the value is what the file says.
          checkEveryCharacter("a.audience.yaml", text, yamlValue(text), yamlWrites);
        }),
        { numRuns: 300 },
      );
    });
  }

  it("YAML flow mappings (`expression: { value: ... }`) map the same way", () => {
    fc.assert(
      fc.property(
        pqlish,
        fc.constantFrom<Scalar.Type>("PLAIN", "QUOTE_SINGLE", "QUOTE_DOUBLE"),
        fc.constantFrom(20, 80),
        (value, style, lineWidth) => {
          const text = yamlFile(value, style, lineWidth, 2, true);
          checkEveryCharacter("a.audience.yaml", text, yamlValue(text), yamlWrites);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Layouts people write but `yaml` never prints: leading and trailing empty lines, blanks at
  // line ends, more-indented lines between empty ones, escaped line breaks, tabs.
  const word = fc.string({ unit: fc.constantFrom("a", "b", "=", '"', "'", "\\", "\t", " ", "é", "#", ":"), maxLength: 8 });
  const rawLine = fc.tuple(fc.constantFrom("", " ", "  ", "\t"), word, fc.constantFrom("", " ", "\t", "  "));

  it("hand-written block scalars map exactly", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("|", ">"),
        fc.constantFrom("", "-", "+"),
        fc.constantFrom("", "2", "4"),
        fc.array(fc.option(rawLine, { freq: 3 }), { maxLength: 8 }),
        (style, chomp, indicator, lines) => {
          const body = lines.map((l) => (l === null ? "" : `    ${l.join("")}`)).join("\n");
          const text = `name: t\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${style}${indicator}${chomp}\n${body}\nschema: {name: x}\n`;
          fc.pre(loadAudienceFile("a.audience.yaml", text).problems.length === 0);
          checkEveryCharacter("a.audience.yaml", text, yamlValue(text), yamlWrites);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("hand-written multi-line flow scalars map exactly", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('"', "'", ""),
        fc.array(fc.option(rawLine, { freq: 3 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (quote, lines, escapeBreaks) => {
          const quoted = (w: string) =>
            quote === '"' ? w.replace(/\\/g, "\\\\").replace(/"/g, '\\"') : quote === "'" ? w.replace(/'/g, "''") : w;
          const body = lines
            .map((l, i) =>
              l === null
                ? ""
                : `${i === 0 ? "" : "    "}${l[0]}${quoted(l[1])}${l[2]}${escapeBreaks && quote === '"' && i % 2 === 0 ? "\\" : ""}`,
            )
            .join("\n");
          const text = `name: t\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${quote}${body}${quote}\n`;
          const doc = parseDocument(text);
          fc.pre(doc.errors.length === 0 && loadAudienceFile("a.audience.yaml", text).problems.length === 0);
          checkEveryCharacter("a.audience.yaml", text, yamlValue(text), yamlWrites);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("YAML with Windows line breaks maps the same way", () => {
    fc.assert(
      fc.property(
        pqlish.map((s) => s.replace(/\r/g, "")),
        fc.constantFrom<Scalar.Type>(...styles),
        (value, style) => {
          const text = yamlFile(value, style, 30, 2).replace(/\n/g, "\r\n");
          checkEveryCharacter("a.audience.yaml", text, yamlValue(text), yamlWrites);
        },
      ),
      { numRuns: 300 },
    );
  });
});

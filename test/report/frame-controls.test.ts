// An audience whose expression holds terminal controls inside a string literal (the bidi override
// U+202E, the 8-bit CSI U+009B, ...), linted and shown as lint shows it: the code frame under the
// diagnostic writes each as its visible escape (src/text/visible-controls.ts, over the one list of
// src/text/control-characters.ts), never raw, and its carets still point at what they name.
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/lint/engine.js";
import { stylish } from "../../src/report/stylish.js";

/** Any character of the one list (newlines are the report's own). */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function lintShown(value: string): string {
  const text = `name: Hostile\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${value}'\nschema:\n  name: _xdm.context.profile\n`;
  const result = lintText(text, { file: "hostile.audience.yaml" });
  for (const file of result.files) file.source = text;
  return stylish(result, { toolVersion: "0", color: false });
}

describe("a code frame of an expression holding terminal controls", () => {
  it.each([
    ["U+202E and U+009B", 'person.name = "\u202eevil\u009b31m" and inSegmnt("x")', 'person.name = "\\u202eevil\\x9b31m" and inSegmnt("x")'],
    ["ESC and a bidi isolate", 'person.name = "\u001b[2J\u2067x" and inSegmnt("x")', 'person.name = "\\x1b[2J\\u2067x" and inSegmnt("x")'],
    [
      "NEL (C1) and a left-to-right mark",
      'person.name = "a\u0085\u200eb" and inSegmnt("x")',
      'person.name = "a\\x85\\u200eb" and inSegmnt("x")',
    ],
  ])("%s: shown as escapes, the carets under inSegmnt", (_, value, shown) => {
    const out = lintShown(value);
    expect(out).not.toMatch(RAW);
    const lines = out.split("\n");
    // The last frame on line 5 is PQL007's (an expression the printer would rewrite has PQL301's first).
    const at = lines.findLastIndex((l) => l.startsWith("5 | "));
    expect(lines[at]).toBe(`5 |   value: '${shown}'`);
    expect(lines[at + 1]).toBe(
      `  |   ${" ".repeat(`value: '${shown.slice(0, shown.indexOf("inSegmnt"))}`.length)}^^^^^^^^ not a PQL function`,
    );
  });
});

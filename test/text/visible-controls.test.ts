// Names from an org or a file reach the terminal with every control character made visible.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleControls } from "../../src/text/visible-controls.js";

describe("visibleControls", () => {
  it.each([
    ["plain text is kept", "Gold members (US) — café 日本", "Gold members (US) — café 日本"],
    ["a colour sequence (CSI)", "\u001b[31mred\u001b[0m", "\\x1b[31mred\\x1b[0m"],
    [
      "an OSC 8 hyperlink",
      "\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007",
      "\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07",
    ],
    ["a carriage return that rewrites the line", "ok\rpwned", "ok\\rpwned"],
    ["a newline that fakes a line", "a\n+ create  x", "a\\n+ create  x"],
    ["a tab", "a\tb", "a\\tb"],
    ["NUL and DEL", "a\u0000b\u007f", "a\\x00b\\x7f"],
    ["8-bit CSI and OSC (C1)", "\u009b31m\u009d8;;x\u009c", "\\x9b31m\\x9d8;;x\\x9c"],
    ["a right-to-left override", "abc\u202etxt.exe", "abc\\u202etxt.exe"],
    ["bidi isolates and marks", "\u2066a\u2069\u200e\u200f\u061c", "\\u2066a\\u2069\\u200e\\u200f\\u061c"],
    ["line and paragraph separators", "a\u2028b\u2029c", "a\\u2028b\\u2029c"],
  ])("%s", (_, input, shown) => expect(visibleControls(input)).toBe(shown));

  it("what it gives holds no control character, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        expect(visibleControls(s)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
      }),
    );
  });
});

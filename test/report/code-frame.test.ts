// Code frames: carets under the right cells whatever the line holds, long spans and long
// lines kept readable, related places drawn, terminal control characters made harmless.
import { describe, expect, it } from "vitest";
import { renderFrame, type FrameInput } from "../../src/report/code-frame.js";
import { codePointWidth, layoutLine, safeText } from "../../src/report/text-width.js";
import { LineMap } from "../../src/syntax/positions.js";
import { spanOf } from "./fixtures/lint-result.js";

function frame(source: string, needle: string, extra: Partial<FrameInput> = {}, options = {}): string {
  return renderFrame(
    {
      severity: "error",
      code: "PQL204",
      rule: "edge/window-too-long",
      message: "m",
      file: "a.pql",
      range: spanOf(source, needle),
      label: "here",
      ...extra,
    },
    source,
    options,
  );
}

/** The source line and the caret line of a one-line frame. */
function pointed(out: string): [string, string] {
  const lines = out.split("\n");
  return [lines[3]!, lines[4]!];
}

describe("caret placement", () => {
  it.each([
    ["ascii", 'a = "x" and b = 1', "b = 1", '1 | a = "x" and b = 1', "  |             ^^^^^ here"],
    ["after a tab", "\tand b = 1", "b = 1", "1 |     and b = 1", "  |         ^^^^^ here"],
    ["after CJK (2 cells each)", 'city = "東京" and b', "b", '1 | city = "東京" and b', "  |                   ^ here"],
    ["after an emoji (a surrogate pair)", 'n = "🎉" or b', "b", '1 | n = "🎉" or b', "  |             ^ here"],
    ["after a combining mark", 'n = "e\u0301" or b', "b", '1 | n = "e\u0301" or b', "  |            ^ here"],
    ["under a wide span", 'x = "東京"', '"東京"', '1 | x = "東京"', "  |     ^^^^^^ here"],
  ])("%s", (_, source, needle, sourceLine, caretLine) => {
    expect(pointed(frame(source, needle))).toEqual([sourceLine, caretLine]);
  });

  it("points one caret at an empty span (a missing token at the end)", () => {
    const source = "a >";
    const out = renderFrame({ severity: "error", message: "m", file: "a.pql", range: new LineMap(source).span(3, 3) }, source);
    expect(pointed(out)).toEqual(["1 | a >", "  |    ^"]);
  });
});

describe("multi-line spans", () => {
  const source = ["a and", "  b and", "", "  c and", "  d and", "  e and", "  f"].join("\n");
  const range = new LineMap(source).span(0, source.length);

  it("marks every line of a short span and labels the last", () => {
    const out = renderFrame({ severity: "warning", message: "m", file: "a.pql", range, label: "all of it" }, source, { maxLines: 10 });
    expect(out).toBe(
      [
        "warning: m",
        " --> a.pql:1:1",
        "  |",
        "1 | a and",
        "  | ^^^^^",
        "2 |   b and",
        "  |   ^^^^^",
        "3 |",
        "4 |   c and",
        "  |   ^^^^^",
        "5 |   d and",
        "  |   ^^^^^",
        "6 |   e and",
        "  |   ^^^^^",
        "7 |   f",
        "  |   ^ all of it",
      ].join("\n"),
    );
  });

  it("elides the middle of a long span and keeps the last line with its label", () => {
    const out = renderFrame({ severity: "warning", message: "m", file: "a.pql", range, label: "all of it" }, source, { maxLines: 3 });
    expect(out.split("\n").slice(3)).toEqual([
      "1 | a and",
      "  | ^^^^^",
      "2 |   b and",
      "  |   ^^^^^",
      "  : ... 4 more lines",
      "7 |   f",
      "  |   ^ all of it",
    ]);
  });

  it("treats a span ending at column 1 as ending on the line before", () => {
    const text = "a and\nb\n";
    const out = renderFrame({ severity: "error", message: "m", file: "a.pql", range: new LineMap(text).span(0, 6) }, text);
    expect(out.split("\n").slice(3)).toEqual(["1 | a and", "  | ^^^^^"]);
  });
});

describe("long lines", () => {
  const source = `${"x".repeat(100)} target ${"y".repeat(100)}`;

  it("cuts a line wider than the terminal around the span", () => {
    const [line, carets] = pointed(frame(source, "target", {}, { width: 40 }));
    expect(line).toBe(`1 | ...${"x".repeat(11)} target ${"y".repeat(11)}...`);
    expect(carets).toBe(`  | ${" ".repeat(15)}^^^^^^ here`);
    expect(line.length).toBeLessThanOrEqual(40);
  });

  it("leaves lines alone without a width", () => {
    expect(pointed(frame(source, "target"))[0]).toBe(`1 | ${source}`);
  });
});

describe("related places and trailers", () => {
  const here = 'inSegment("gold")\n';
  const there = "name: gold\nexpression:\n  value: x\n";

  it("draws a related place in another file as a ::: snippet when its text is known", () => {
    const out = frame(
      here,
      'inSegment("gold")',
      { related: [{ file: "gold.yaml", range: spanOf(there, "gold"), message: "defined here" }] },
      { sourceOf: (f: string) => (f === "gold.yaml" ? there : undefined) },
    );
    expect(out.split("\n").slice(5)).toEqual([" ::: gold.yaml:1:7", "  |", "1 | name: gold", "  |       ---- defined here"]);
  });

  it("falls back to a note when the related file's text is unknown", () => {
    const out = frame(here, 'inSegment("gold")', {
      related: [{ file: "gone.yaml", range: spanOf(there, "gold"), message: "defined here" }],
    });
    expect(out).toContain("  = note: defined here (gone.yaml:1:7)");
  });

  it("prints notes, help (indented continuation), fix and docs in that order", () => {
    const out = frame(here, "gold", {
      notes: ["n"],
      hints: ["first line\nsecond line"],
      fix: "add quotes",
      docs: "pql-audience rules edge/x",
    });
    expect(out.split("\n").slice(-6)).toEqual([
      "  |",
      "  = note: n",
      "  = help: first line",
      "          second line",
      "  = fix: add quotes",
      "  = docs: pql-audience rules edge/x",
    ]);
  });
});

describe("terminal safety", () => {
  it("shows control characters from the source and the message as their visible escapes", () => {
    const source = 'a = "\u001b[2J" and b';
    const out = frame(source, "b", { message: "evil \u001b[31m" });
    expect(out).not.toContain("\u001b");
    expect(out).toContain('1 | a = "\\x1b[2J" and b');
    expect(out).toContain("evil \\x1b[31m");
    expect(safeText("bell\u0007 del\u007f csi\u009b rlo\u202e\tand\nnext")).toBe("bell\\x07 del\\x7f csi\\x9b rlo\\u202e\tand\nnext");
  });

  // Each character of the one list (src/text/control-characters.ts) inside a string literal of
  // the expression: the source line shows its escape, and the carets after it stay under `b`.
  it.each([
    ["ESC (C0)", "\u001b", "\\x1b"],
    ["BEL", "\u0007", "\\x07"],
    ["DEL", "\u007f", "\\x7f"],
    ["8-bit CSI (C1)", "\u009b", "\\x9b"],
    ["NEL (C1)", "\u0085", "\\x85"],
    ["right-to-left override", "\u202e", "\\u202e"],
    ["right-to-left isolate", "\u2067", "\\u2067"],
    ["left-to-right mark", "\u200e", "\\u200e"],
    ["Arabic letter mark", "\u061c", "\\u061c"],
    ["line separator", "\u2028", "\\u2028"],
    ["paragraph separator", "\u2029", "\\u2029"],
  ])("%s in a string literal", (_, control, shown) => {
    const source = `a = "x${control}y" and b`;
    const [line, carets] = pointed(frame(source, "b"));
    expect(line).toBe(`1 | a = "x${shown}y" and b`);
    expect(carets).toBe(`  | ${" ".repeat(`a = "x${shown}y" and `.length)}^ here`);
  });

  it.each([
    [0x41, 1],
    [0x6771, 2],
    [0x1f389, 2],
    [0x0301, 0],
    [0xff21, 2],
  ])("code point %i is %i cells wide", (cp, width) => {
    expect(codePointWidth(cp)).toBe(width);
  });

  it("maps a column inside a surrogate pair to the character's cell", () => {
    const line = layoutLine("a🎉b");
    expect([line.cellAt(1), line.cellAt(2), line.cellAt(3), line.cellAt(4), line.cellAt(5)]).toEqual([0, 1, 1, 3, 4]);
  });
});

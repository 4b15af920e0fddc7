// Suppressions: YAML comment directives and the metadata field, parsed with their ranges and
// scopes, then applied to diagnostics (with unused ones reported).
import { describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { applySuppressions, parseSuppressions, ruleMatches } from "../../src/audience/suppressions.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { LineMap } from "../../src/syntax/positions.js";

function parsed(fileName: string, text: string) {
  const file = loadAudienceFile(fileName, text);
  return { file, ...parseSuppressions(file, text) };
}

/** A diagnostic at the first occurrence of `at` in `text`. */
function diagnosticAt(text: string, at: string, code = "PQL204", rule = "edge/window-too-long"): Diagnostic {
  const offset = text.indexOf(at);
  if (offset < 0) throw new Error(`no ${at}`);
  const lines = new LineMap(text);
  return { code, rule, severity: "error", message: "m", file: "f", range: lines.span(offset, offset + at.length), hints: [] };
}

const yaml = `# pql-audience-disable PQL3xx -- legacy style, reformatted in Q3
name: cart
expression:
  type: PQL
  format: pql/text
  # pql-audience-disable-next-line PQL204, edge/no-time-window -- batch audience on purpose
  value: |-
    chain(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds")
      WHEN(< 3 days before now)])
schema:
  name: _xdm.context.profile
`;

describe("parsing suppressions", () => {
  it("reads file and next-line directives with their rules, reasons and ranges", () => {
    const { suppressions, problems } = parsed("a.audience.yaml", yaml);
    expect(problems).toEqual([]);
    expect(suppressions.map((s) => [s.kind, s.rule, s.reason, `${s.range.start.line}:${s.range.start.column}`])).toEqual([
      ["file", "PQL3xx", "legacy style, reformatted in Q3", "1:24"],
      ["next-line", "PQL204", "batch audience on purpose", "6:36"],
      ["next-line", "edge/no-time-window", "batch audience on purpose", "6:44"],
    ]);
  });

  it("a next-line directive covers the whole block scalar that starts on the next line", () => {
    const { suppressions } = parsed("a.audience.yaml", yaml);
    const next = suppressions.find((s) => s.kind === "next-line")!;
    expect(yaml.slice(next.scope.start, next.scope.end)).toBe(
      '  value: |-\n    chain(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds")\n      WHEN(< 3 days before now)])',
    );
  });

  it("a file directive covers the whole file", () => {
    const { suppressions } = parsed("a.audience.yaml", yaml);
    expect(suppressions[0]!.scope).toEqual({ start: 0, end: yaml.length });
  });

  it.each([
    ["no reason", "# pql-audience-disable-next-line PQL204\nname: x\n", "suppressions/missing-reason", "1:1"],
    ["empty reason", "# pql-audience-disable PQL204 --   \nname: x\n", "suppressions/missing-reason", "1:1"],
    ["no rule", "# pql-audience-disable -- because\nname: x\n", "suppressions/missing-rule", "1:1"],
    ["not a rule", "# pql-audience-disable window -- because\nname: x\n", "suppressions/missing-rule", "1:24"],
    ["misspelt directive", "name: x\n# pql-audience-disable-nextline PQL204 -- because\n", "suppressions/unknown-directive", "2:3"],
  ])("%s is a problem", (_name, text, rule, at) => {
    const { suppressions, problems } = parsed("a.audience.yaml", text);
    expect(suppressions).toEqual([]);
    expect(problems.map((p) => [p.rule, `${p.range.start.line}:${p.range.start.column}`])).toEqual([[rule, at]]);
    expect(problems[0]!.hints.length).toBeGreaterThan(0);
  });

  it("a # inside a string or block scalar is not a directive", () => {
    const text = `name: "# pql-audience-disable PQL204"\nexpression:\n  value: |\n    # pql-audience-disable PQL204\n`;
    expect(parsed("a.audience.yaml", text).suppressions).toEqual([]);
  });

  it("reads the metadata field of a JSON file, pointing at the entry", () => {
    const text = `{
  "name": "n",
  "expression": { "type": "PQL", "format": "pql/text", "value": "a = 1" },
  "x-pql-audience": { "suppress": [{ "rule": "edge/*", "reason": "evaluated in batch" }] }
}
`;
    const { suppressions, problems } = parsed("a.audience.json", text);
    expect(problems).toEqual([]);
    expect(suppressions).toHaveLength(1);
    const [s] = suppressions;
    expect([s!.kind, s!.rule, s!.reason]).toEqual(["metadata", "edge/*", "evaluated in batch"]);
    expect(text.slice(s!.range.start.offset, s!.range.end.offset)).toBe('{ "rule": "edge/*", "reason": "evaluated in batch" }');
    expect(s!.scope).toEqual({ start: 0, end: text.length });
  });

  it("a metadata entry without a reason is a missing-reason problem at the entry", () => {
    const text = `name: n\nexpression: { type: PQL, format: pql/text, value: a = 1 }\nx-pql-audience:\n  suppress:\n    - rule: PQL204\n`;
    const file = loadAudienceFile("a.audience.yaml", text);
    expect(file.problems.map((p) => [p.rule, text.slice(p.range.start.offset, p.range.end.offset)])).toEqual([
      ["suppressions/missing-reason", "rule: PQL204"],
    ]);
  });

  it("in a multi-document file, metadata suppressions cover only their own audience", () => {
    const text = `name: a\nexpression: { type: PQL, format: pql/text, value: a = 1 }\nx-pql-audience: { suppress: [{ rule: PQL204, reason: r }] }\n---\nname: b\nexpression: { type: PQL, format: pql/text, value: b = 1 }\n`;
    const { file, suppressions } = parsed("a.audience.yaml", text);
    expect(file.audiences).toHaveLength(2);
    const inA = diagnosticAt(text, "a = 1");
    const inB = diagnosticAt(text, "b = 1");
    const applied = applySuppressions([inA, inB], suppressions);
    expect(applied.diagnostics.map((d) => d.suppressed?.reason)).toEqual(["r", undefined]);
  });
});

describe("applying suppressions", () => {
  const { suppressions } = parsed("a.audience.yaml", yaml);

  it("silences a diagnostic on the covered lines, keeps the reason, and reports unused ones", () => {
    const window = diagnosticAt(yaml, "< 3 days before now");
    const elsewhere = diagnosticAt(yaml, "_xdm.context.profile", "PQL204");
    const { diagnostics, unused } = applySuppressions([window, elsewhere], suppressions);
    expect(diagnostics[0]!.suppressed).toEqual({ kind: "inSource", reason: "batch audience on purpose" });
    expect(diagnostics[1]!.suppressed).toBeUndefined();
    expect(unused.map((s) => s.rule)).toEqual(["PQL3xx", "edge/no-time-window"]);
  });

  it("a file directive silences matching diagnostics anywhere", () => {
    const style = diagnosticAt(yaml, "name: cart", "PQL301", "style/upper-case-keyword");
    const { diagnostics, unused } = applySuppressions([style], suppressions);
    expect(diagnostics[0]!.suppressed?.reason).toBe("legacy style, reformatted in Q3");
    expect(unused.map((s) => s.kind)).toEqual(["next-line", "next-line"]);
  });

  it("does not mutate its input", () => {
    const window = diagnosticAt(yaml, "< 3 days before now");
    applySuppressions([window], suppressions);
    expect(window.suppressed).toBeUndefined();
  });

  it.each([
    ["PQL204", "PQL204", "edge/window-too-long", true],
    ["PQL2xx", "PQL204", "edge/window-too-long", true],
    ["PQL20x", "PQL204", "edge/window-too-long", true],
    ["PQL3xx", "PQL204", "edge/window-too-long", false],
    ["edge/window-too-long", "PQL204", "edge/window-too-long", true],
    ["edge/*", "PQL204", "edge/window-too-long", true],
    ["ref/*", "PQL204", "edge/window-too-long", false],
    ["edge/window", "PQL204", "edge/window-too-long", false],
  ])("rule %s matches %s %s: %s", (pattern, code, rule, expected) => {
    expect(ruleMatches(pattern, { code, rule })).toBe(expected);
  });
});

describe("applying suppressions in two passes", () => {
  it("a suppression used in the first pass is not unused in the second", () => {
    const { suppressions } = parsed("a.audience.yaml", yaml);
    const first = applySuppressions([diagnosticAt(yaml, "< 3 days before now")], suppressions);
    const second = applySuppressions([], suppressions, first.used);
    expect(second.unused.map((s) => s.rule)).toEqual(["PQL3xx", "edge/no-time-window"]);
  });

  it("never silences an unused-suppression finding", () => {
    const { suppressions } = parsed("a.audience.yaml", "# pql-audience-disable suppressions/* -- noisy\nname: x\n");
    const unused = diagnosticAt("# pql-audience-disable suppressions/* -- noisy\nname: x\n", "name", "PQL901", "suppressions/unused");
    expect(applySuppressions([unused], suppressions).diagnostics[0]!.suppressed).toBeUndefined();
  });
});

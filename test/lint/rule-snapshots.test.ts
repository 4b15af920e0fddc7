// Ruff's way: each rule's failing example, rendered, is kept as a file (`__snapshots__/rules/<CODE>.txt`).
// It holds what the rule reports there: its message, the range (line:column to line:column),
// the fix and the text after the fix is applied, and the stylish frame a user sees. A change to a
// rule's wording, range or fix shows up as a diff of that one file (`npx vitest run -u` accepts it).
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { allRules } from "../../src/lint/registry.js";
import type { Rule } from "../../src/lint/rule.js";
import { renderFrame } from "../../src/report/code-frame.js";
import { frameOf } from "../../src/report/stylish.js";
import { LineMap } from "../../src/syntax/positions.js";
import { lintExample } from "./lint-example.js";

function at(d: Diagnostic): string {
  const { start, end } = d.range;
  return `${start.line}:${start.column}-${end.line}:${end.column}`;
}

function fixed(source: string, d: Diagnostic): string {
  const edits = [...(d.fix?.edits ?? [])].sort((a, b) => b.range.start.offset - a.range.start.offset);
  let text = source;
  for (const e of edits) text = text.slice(0, e.range.start.offset) + e.text + text.slice(e.range.end.offset);
  return text.endsWith("\n") ? text : `${text}\n`;
}

function findings(rule: Rule) {
  const result = lintExample(rule.meta.invalid[0]!);
  const file = result.files[0]!;
  return { file, found: file.diagnostics.filter((d) => d.code === rule.meta.code) };
}

describe.each(allRules.map((r) => [`${r.meta.code} ${r.meta.name}`, r] as const))("%s", (_, rule) => {
  it("reports its failing example with a message, a range inside the file, and a fix exactly when it is fixable", () => {
    const { file, found } = findings(rule);
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) {
      expect(d.rule).toBe(rule.meta.name);
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
      expect(d.range.end.offset).toBeLessThanOrEqual(file.source.length);
      expect(file.source.slice(0, d.range.start.offset).split("\n").length).toBe(d.range.start.line);
      expect(d.fix !== undefined).toBe(rule.meta.fixable === true);
    }
  });

  it(`matches __snapshots__/rules/${rule.meta.code}.txt`, async () => {
    const { file, found } = findings(rule);
    const lines = new LineMap(file.source);
    const parts = found.map((d) =>
      [
        `${d.severity} ${d.code} ${d.rule} at ${at(d)}`,
        `message: ${d.message}`,
        ...(d.label ? [`label: ${d.label}`] : []),
        ...d.hints.map((h) => `hint: ${h}`),
        d.fix ? `fix: ${d.fix.description}\n--- after the fix ---\n${fixed(file.source, d)}--- end ---` : "fix: none",
        "",
        renderFrame(frameOf(d, file), lines, { color: false, width: 100, sourceOf: () => file.source }),
      ].join("\n"),
    );
    const text = `${rule.meta.code} ${rule.meta.name}: ${file.file}\n${"-".repeat(60)}\n${file.source}${file.source.endsWith("\n") ? "" : "\n"}${"-".repeat(60)}\n\n${parts.join("\n\n")}\n`;
    await expect(text).toMatchFileSnapshot(`./__snapshots__/rules/${rule.meta.code}.txt`);
  });
});

// The JSON report is a contract: it must match schema/lint-report.schema.json, and its
// positions must agree with each other (1-based line/col and 0-based offsets of one place).
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { json, JSON_REPORT_VERSION, type JsonReport } from "../../src/report/json.js";
import { LineMap } from "../../src/syntax/positions.js";
import { cleanResult, lintResult } from "./fixtures/lint-result.js";

const schema = JSON.parse(readFileSync(new URL("../../schema/lint-report.schema.json", import.meta.url), "utf8")) as object;
const validate = new Ajv.default({ allErrors: true }).compile(schema);
const options = { toolVersion: "0.1.0", ruleDocsUrl: ({ code }: { code: string }) => `https://example.test/rules#${code}` };
const report = JSON.parse(json(lintResult, options)) as JsonReport;

describe("json report", () => {
  it.each([
    ["the fixture set", lintResult],
    ["a clean run", cleanResult],
  ])("validates against schema/lint-report.schema.json: %s", (_, result) => {
    const doc = JSON.parse(json(result, options));
    expect(validate(doc), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("is versioned and names the tool", () => {
    expect(report.version).toBe(JSON_REPORT_VERSION);
    expect(report.tool).toEqual({ name: "pql-audience", version: "0.1.0" });
  });

  it("lists every checked file, clean ones too", () => {
    expect(report.files.map((f) => f.path)).toEqual(lintResult.files.map((f) => f.file));
    expect(report.files.find((f) => f.path === "audiences/clean.audience.yaml")).toMatchObject({ diagnostics: [], suppressed: [] });
  });

  it("gives line/column and offsets of the same place", () => {
    for (const file of report.files) {
      const lines = new LineMap(lintResult.files.find((f) => f.file === file.path)!.source);
      for (const d of [...file.diagnostics, ...file.suppressed])
        for (const p of [d.range.start, d.range.end]) expect(lines.position(p.offset)).toEqual(p);
    }
  });

  it("separates suppressed diagnostics and keeps their reason", () => {
    const cart = report.files[0]!;
    expect(cart.diagnostics.map((d) => d.code)).toEqual(["PQL204", "PQL202", "PQL217"]);
    expect(cart.suppressed).toHaveLength(1);
    expect(cart.suppressed[0]).toMatchObject({
      code: "PQL301",
      suppression: { kind: "inSource", reason: "exported from the UI; keep it byte-identical" },
    });
  });

  it("carries fixes, related places and the rule docs", () => {
    const buyers = report.files.find((f) => f.path === "audiences/recent-buyers.audience.yaml")!;
    expect(buyers.diagnostics[0]!.fix).toEqual({
      description: "lower-case `AND`",
      edits: [{ range: { start: { line: 6, column: 42, offset: 161 }, end: { line: 6, column: 45, offset: 164 } }, text: "and" }],
    });
    expect(buyers.diagnostics[0]!.docs).toEqual({
      command: "pql-audience rules style/uppercase-keyword",
      url: "https://example.test/rules#PQL302",
    });
    expect(report.files[0]!.diagnostics[2]!.related[0]).toMatchObject({
      path: "audiences/cart-abandoners.audience.yaml",
      message: "one reason: a 3-day window",
    });
  });

  it("reports each audience's verdict", () => {
    const verdicts = report.files.flatMap((f) => f.audiences.map((a) => [a.name, a.verdict.eligible, a.verdict.type]));
    expect(verdicts).toEqual([
      ["cart abandoners", false, null],
      ["VIP – Café ünïcode 日本 🎉", true, "segment-of-segments"],
      ["recent buyers in France", true, "event-with-profile"],
      ["gold members browsing", null, null],
      ["product viewers online now", true, "single-event"],
      ["profile-city", true, "profile-only"],
    ]);
  });

  it("adds filesWithProblems to the summary", () => {
    expect(report.summary).toMatchObject({ files: 7, filesWithProblems: 6, errors: 4, warnings: 3, infos: 2, suppressed: 1, fixable: 1 });
  });
});

// SARIF output validates against the official SARIF 2.1.0 schema (shipped offline by
// @microsoft/jest-sarif as sarif-2.1.0-rtm.5.json, a draft-04 schema) and keeps the shape
// GitHub code scanning relies on.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AjvDraft04 from "ajv-draft-04";
import ajvFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { artifactLocation, FINGERPRINT_KEY, sarif, sarifLevel } from "../../src/report/sarif.js";
import { lintResult } from "./fixtures/lint-result.js";

const require = createRequire(import.meta.url);
const schemaPath = require.resolve("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");
const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as object;
// unicodeRegExp: false because the official schema's `language` pattern has a stray `]` that
// is an error under the `u` flag (SARIF's own validators compile it without `u`).
// Both packages are CommonJS with a `default` export; `.default` is right for types and runtime.
const ajv = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(ajv);
const validate = ajv.compile(schema);

const options = {
  toolVersion: "0.1.0",
  srcRoot: "file:///home/runner/work/repo/repo",
  informationUri: "https://github.com/example/pql-audience",
  ruleDocsUrl: ({ code }: { code: string }) => `https://github.com/example/pql-audience/blob/main/docs/rules.md#${code.toLowerCase()}`,
};
// biome-ignore lint/suspicious/noExplicitAny: the test walks SARIF's untyped JSON
const log = JSON.parse(sarif(lintResult, options)) as any;
const run = log.runs[0];

describe("sarif", () => {
  it("validates against the SARIF 2.1.0 schema", () => {
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("validates without optional inputs too", () => {
    const bare = JSON.parse(sarif(lintResult, { toolVersion: "0.1.0" }));
    expect(validate(bare), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(bare.runs[0].originalUriBaseIds["%SRCROOT%"].uri).toBeUndefined();
  });

  it("lists every rule from meta, and each result's ruleIndex points at its rule", () => {
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(lintResult.rules.map((r) => r.code));
    for (const result of run.results) expect(run.tool.driver.rules[result.ruleIndex].id).toBe(result.ruleId);
    const pql204 = run.tool.driver.rules.find((r: { id: string }) => r.id === "PQL204");
    expect(pql204).toMatchObject({
      name: "edge/window-too-long",
      shortDescription: { text: "The event window is 24 hours or longer" },
      defaultConfiguration: { level: "error" },
      properties: { tags: ["edge"] },
      helpUri: "https://github.com/example/pql-audience/blob/main/docs/rules.md#pql204",
    });
    const turnedOff = {
      ...lintResult,
      rules: lintResult.rules.map((r) => (r.code === "PQL302" ? { ...r, defaultSeverity: "off" as const } : r)),
    };
    const off = JSON.parse(sarif(turnedOff, options)).runs[0].tool.driver.rules.find((r: { id: string }) => r.id === "PQL302");
    expect(off.defaultConfiguration).toEqual({ level: "none", enabled: false });
  });

  it("uses relative URIs under %SRCROOT%, 1-based regions with an exclusive end column", () => {
    expect(run.originalUriBaseIds).toEqual({ "%SRCROOT%": { uri: "file:///home/runner/work/repo/repo/" } });
    expect(run.columnKind).toBe("utf16CodeUnits");
    const first = run.results.find((r: { ruleId: string }) => r.ruleId === "PQL204");
    expect(first.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: "audiences/cart-abandoners.audience.yaml", uriBaseId: "%SRCROOT%", index: 0 },
      region: { startLine: 8, startColumn: 79, endLine: 8, endColumn: 104, charOffset: 306, charLength: 25 },
    });
  });

  it("puts the repository path prefix in front of artifact URIs", () => {
    const prefixed = JSON.parse(sarif(lintResult, { ...options, repoPathPrefix: "packages/web" }));
    expect(prefixed.runs[0].artifacts[0].location).toEqual({
      uri: "packages/web/audiences/cart-abandoners.audience.yaml",
      uriBaseId: "%SRCROOT%",
    });
    expect(prefixed.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      "packages/web/audiences/cart-abandoners.audience.yaml",
    );
  });

  it("keeps suppressed results with their justification", () => {
    const suppressed = run.results.filter((r: { suppressions?: unknown }) => r.suppressions);
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0].suppressions).toEqual([{ kind: "inSource", justification: "exported from the UI; keep it byte-identical" }]);
  });

  it("gives every result a distinct, stable fingerprint", () => {
    const prints = run.results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(new Set(prints).size).toBe(prints.length);
    for (const p of prints) expect(p).toMatch(/^[0-9a-f]{16}:\d+$/);
    const again = JSON.parse(sarif(lintResult, options));
    expect(
      again.runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints[FINGERPRINT_KEY]),
    ).toEqual(prints);
  });

  it.each([
    ["error", "error"],
    ["warning", "warning"],
    ["info", "note"],
  ] as const)("maps severity %s to level %s", (severity, level) => {
    expect(sarifLevel(severity)).toBe(level);
  });

  it.each([
    ["audiences/vip.audience.json", { uri: "audiences/vip.audience.json", uriBaseId: "%SRCROOT%" }],
    ["./audiences/a b#1.pql", { uri: "audiences/a%20b%231.pql", uriBaseId: "%SRCROOT%" }],
    ["audiences\\win.pql", { uri: "audiences/win.pql", uriBaseId: "%SRCROOT%" }],
    ["/abs/audiences/x.pql", { uri: "file:///abs/audiences/x.pql" }],
    ["C:\\repo\\x.pql", { uri: "file:///C:/repo/x.pql" }],
    ["<stdin>", { uri: "%3Cstdin%3E", uriBaseId: "%SRCROOT%" }],
  ])("locates %s as %j", (path, expected) => {
    expect(artifactLocation(path)).toEqual(expected);
  });
});

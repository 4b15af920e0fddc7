// docs/rules.md is generated from rule meta; this keeps the committed file current.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allRules } from "../../src/lint/registry.js";
import { rulesMarkdown } from "../../src/report/rule-docs.js";

describe("docs/rules.md", () => {
  it("is what `npm run docs` writes from the rule files", () => {
    const committed = readFileSync(new URL("../../docs/rules.md", import.meta.url), "utf8");
    expect(committed).toBe(rulesMarkdown(allRules.map((r) => r.meta)));
  });

  it("documents every rule with a stable, unique code and name", () => {
    const codes = allRules.map((r) => r.meta.code);
    const names = allRules.map((r) => r.meta.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
    for (const r of allRules) {
      expect(r.meta.code).toMatch(/^PQL\d{3}$/);
      expect(r.meta.name.startsWith(`${r.meta.category}/`), "the category is the name's prefix").toBe(true);
      expect(
        r.check ?? r.checkGlobal ?? r.checkFacts ?? r.checkEligible ?? r.checkStreaming ?? r.source,
        `${r.meta.name} has a check or names the stage that finds it`,
      ).toBeDefined();
    }
  });
});

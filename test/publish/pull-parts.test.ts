// The parts of `pull` that decide without I/O, case by case: file names from audience names,
// the method and name filters, the diff --check prints, and the expression comparison that lets
// a pulled (reformatted) file publish as unchanged.
import { describe, expect, it } from "vitest";
import { lintSources } from "../../src/lint/engine.js";
import { publishCandidates } from "../../src/publish/candidates.js";
import { buildPlan } from "../../src/publish/plan.js";
import { unifiedDiff } from "../../src/publish/pull-diff.js";
import { audienceSlug, isPullFileName, pullFileNames } from "../../src/publish/pull-file-name.js";
import { statedMethod } from "../../src/lint/budgets.js";
import { globMatcher } from "../../src/publish/pull-plan.js";
import { sameExpression } from "../../src/publish/same-expression.js";

describe("audienceSlug", () => {
  it.each([
    ["Gold members", "gold-members"],
    ["Gold Members!", "gold-members"],
    ["  Café  crème -- 2024 ", "cafe-creme-2024"],
    ["US/CA: cart > 3 days", "us-ca-cart-3-days"],
    ["!!!", "audience"],
    ["日本のお客様", "audience"],
  ])("%j -> %s", (name, slug) => expect(audienceSlug(name)).toBe(slug));
});

describe("pullFileNames", () => {
  const d = (id: string, name: string, creationTime?: number) => ({ id, name, creationTime });
  it.each([
    ["distinct names", [d("a", "One", 1), d("b", "Two", 2)], [], { a: "one.audience.yaml", b: "two.audience.yaml" }],
    [
      "a collision: the oldest gets the plain name, whatever the list order",
      [d("b", "Gold Members!", 2), d("a", "Gold members", 1), d("c", "gold  MEMBERS", 3)],
      [],
      { a: "gold-members.audience.yaml", b: "gold-members-2.audience.yaml", c: "gold-members-3.audience.yaml" },
    ],
    ["no creation time: by id", [d("z", "Gold"), d("y", "Gold")], [], { y: "gold.audience.yaml", z: "gold-2.audience.yaml" }],
    [
      "a file pulled before is kept, even after a rename; a new name does not take it",
      [d("a", "Renamed", 1), d("b", "Gold", 2)],
      [["a", "gold.audience.yaml"]],
      { a: "gold.audience.yaml", b: "gold-2.audience.yaml" },
    ],
    [
      "a kept file of a definition that is gone frees nothing it did not hold",
      [d("b", "Gold", 2)],
      [["gone", "gold.audience.yaml"]],
      { b: "gold.audience.yaml" },
    ],
  ] as const)("%s", (_, definitions, kept, expected) => {
    expect(Object.fromEntries(pullFileNames(definitions, new Map(kept)))).toEqual(expected);
  });
});

describe("isPullFileName: the only names the pull state may hold", () => {
  it.each([
    ["gold-members.audience.yaml", true],
    ["gold-members-2.audience.yaml", true],
    ["audience-12.audience.yaml", true],
    [`${"a".repeat(80)}-3.audience.yaml`, true],
    ["docker-compose.yml", false],
    ["action.yml", false],
    [".pql-audience-pull.json", false],
    ["Gold-Members.audience.yaml", false],
    ["gold_members.audience.yaml", false],
    ["-gold.audience.yaml", false],
    ["gold-.audience.yaml", false],
    [".audience.yaml", false],
    ["gold-members-1.audience.yaml", true],
    ["gold-members-02.audience.yaml", true],
    ["../gold.audience.yaml", false],
    ["gold.audience.yaml.tmp", false],
    [`${"a".repeat(81)}.audience.yaml`, false],
  ])("%j: %s", (file, ok) => expect(isPullFileName(file)).toBe(ok));

  it("every name pullFileNames gives passes", () => {
    const names = ["Gold", "Gold!", "gold", "Café", "日本", "", "a".repeat(200), "x-2", "x"];
    const files = pullFileNames(
      names.map((name, i) => ({ id: `id${i}`, name, creationTime: i })),
      new Map(),
    );
    for (const file of files.values()) expect({ file, ok: isPullFileName(file) }).toEqual({ file, ok: true });
  });
});

describe("the filters", () => {
  it.each([
    [{ synchronous: { enabled: true }, batch: { enabled: true } }, "edge"],
    [{ continuous: { enabled: true } }, "streaming"],
    [{ batch: { enabled: true } }, "batch"],
    [{ synchronous: { enabled: false }, continuous: { enabled: false } }, "batch"],
    [undefined, "batch"],
  ])("evaluationInfo %j is %s", (evaluationInfo, method) => expect(statedMethod(evaluationInfo)).toBe(method));

  it.each([
    ["gold*", "Gold members", true],
    ["gold*", "US gold members", false],
    ["*gold*", "US gold members", true],
    ["Cart viewers ?oday", "cart viewers today", true],
    ["a.b", "axb", false],
    ["(US)*", "(us) customers", true],
  ])("--name %j on %j: %s", (glob, name, matches) => expect(globMatcher(glob)(name)).toBe(matches));
});

describe("unifiedDiff", () => {
  it.each([
    ["the same text", "a\nb\n", "a\nb\n", ""],
    ["a changed line, deletion first", "a\nb\nc\n", "a\nB\nc\n", "--- x\n+++ y\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"],
    ["a new file", "", "a\nb\n", "--- x\n+++ y\n@@ -0,0 +1,2 @@\n+a\n+b\n"],
    [
      "two changes far apart: two hunks, three lines of context each",
      "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n",
      "one\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\ntwelve\n",
      "--- x\n+++ y\n@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+twelve\n",
    ],
  ])("%s", (_, before, after, diff) => expect(unifiedDiff(before, after, "x", "y")).toBe(diff));
});

describe("publish compares expressions by canonical form", () => {
  it.each([
    ["the same text", "pql/text", "person.age >= 18", "person.age >= 18", true],
    ["spacing and keyword case", "pql/text", 'person.age>=18 AND loyalty.tier="gold"', 'person.age >= 18 and loyalty.tier = "gold"', true],
    ["another value", "pql/text", "person.age >= 18", "person.age >= 21", false],
    ["text that does not parse is compared as text", "pql/text", "person.age >", "person.age  >", false],
    ["pql/json is compared as a JSON tree, whatever its layout", "pql/json", '{"a": 1}', '{"a":1}', true],
    ["another pql/json tree", "pql/json", '{"a": 1}', '{"a":2}', false],
  ])("%s", (_, format, ours, live, same) => expect(sameExpression(format, ours, live)).toBe(same));

  it("a file in canonical form against the UI's text of the same expression is unchanged", () => {
    const file = `name: US\nexpression:\n  type: PQL\n  format: pql/text\n  value: homeAddress.countryCode = "US"\nevaluationInfo:\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n`;
    const candidates = publishCandidates(lintSources([{ file: "us.audience.yaml", text: file }]));
    const live = {
      id: "s1",
      name: "US",
      expression: { type: "PQL", format: "pql/text", value: 'homeAddress.countryCode="US"' },
      evaluationInfo: { synchronous: { enabled: true } },
      schema: { name: "_xdm.context.profile" },
    };
    expect(buildPlan(candidates, [live]).steps.map((s) => s.action)).toEqual(["unchanged"]);
    const changed = { ...live, expression: { ...live.expression, value: 'homeAddress.countryCode="CA"' } };
    expect(buildPlan(candidates, [changed]).steps.map((s) => [s.action, s.changes])).toEqual([["update", ["expression"]]]);
  });
});

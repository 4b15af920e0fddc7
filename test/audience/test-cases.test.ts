// The cases of a bare .pql file (NAME.pql.test.yaml): read with `yaml`, checked with the schema of
// an audience file's `x-pql-audience.tests`, and each problem worded and placed as the loader
// words an audience file's: never zod's "Invalid input".
import { describe, expect, it } from "vitest";
import { loadTestCases } from "../../src/audience/test-cases.js";

const NOW = 'now: "2024-05-15T12:00:00Z"';

describe("a NAME.pql.test.yaml", () => {
  it.each([
    ["a list of cases", `- name: adult\n  ${NOW}\n  expect: true\n`, 1],
    ["`tests:` with the list", `tests:\n  - name: adult\n    ${NOW}\n    expect: true\n  - name: b\n    ${NOW}\n    expect: false\n`, 2],
  ])("%s: its cases", (_, text, count) => {
    const { cases, problems } = loadTestCases(text);
    expect(problems).toEqual([]);
    expect(cases).toHaveLength(count);
  });

  it.each([
    [
      "a case without now",
      "- name: adult\n  profile: { person: { age: 30 } }\n  expect: true\n",
      "1:3 a test case needs `now:`, the instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z); test case 1 (`adult`) has none",
    ],
    [
      "the second case, under tests:, without expect",
      `tests:\n  - name: a\n    ${NOW}\n    expect: true\n  - name: b\n    ${NOW}\n`,
      "5:5 a test case needs `expect:`, true when the profile must qualify, false when it must not; test case 2 (`b`) has none",
    ],
    [
      "a misspelt field",
      `- name: a\n  ${NOW}\n  expect: true\n  profle: {}\n`,
      "4:3 unknown field `profle` in test case 1 (`a`) | did you mean `profile`?",
    ],
    [
      "expect quoted",
      `- name: a\n  ${NOW}\n  expect: "yes"\n`,
      '3:11 `expect` of test case 1 (`a`) must be true or false, found "yes" | write true or false without quotes',
    ],
    ["a key beside tests", "tests: []\nnme: 1\n", "2:1 unknown field `nme` | the fields here are `tests`"],
    ["a case that is a list", "- [1]\n", "1:3 test case 1 must be an object with fields, found a list"],
    [
      "neither a list nor tests:",
      "name: x\n",
      '1:1 a test cases file holds a list of test cases, or `tests:` with the list | for example `- name: adult`, `now: "2024-05-15T12:00:00Z"`, `profile: { person: { age: 30 } }`, `expect: true`',
    ],
  ])("%s: where, and what to write", (_, text, expected) => {
    const { cases, problems } = loadTestCases(text);
    expect(cases).toEqual([]);
    expect(problems.map((p) => [`${p.range.start.line}:${p.range.start.column} ${p.message}`, ...p.hints].join(" | "))).toEqual([expected]);
  });

  it("YAML that does not parse: the loader's words, where the YAML stops", () => {
    const { problems } = loadTestCases("- name: [a\n");
    expect(problems.map((p) => `${p.range.start.line}:${p.range.start.column} ${p.message}`)).toEqual([
      "2:1 invalid YAML: flow sequence in block collection must be sufficiently indented and end with a ]",
    ]);
  });
});

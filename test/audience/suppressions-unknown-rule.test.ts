// A suppression that names a rule that does not exist silences nothing: it is reported where it
// is written, with the closest code or name, instead of passing as a suppression (or, well
// formed, only later as "unused"). One case per row: the rule as written, then the message.
import { describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { parseSuppressions } from "../../src/audience/suppressions.js";
import { lintSources } from "../../src/lint/engine.js";
import { codesFor, suggestRule } from "../../src/lint/registry.js";

const ruleNames = { codesFor, suggest: suggestRule };
const audience = 'name: x\nexpression:\n  type: PQL\n  format: pql/text\n  value: "homeAddress.countryCode = \\"US\\""\n';

function problems(text: string) {
  const parsed = parseSuppressions(loadAudienceFile("a.audience.yaml", text), text, ruleNames);
  return {
    rules: parsed.suppressions.map((s) => s.rule),
    problems: parsed.problems.map((p) => ({ rule: p.rule, message: p.message, at: text.slice(p.range.start.offset, p.range.end.offset) })),
  };
}

describe("a comment directive naming no rule", () => {
  it.each([
    ["PQL12", "`PQL12` is not a rule; did you mean `PQL102`?"],
    ["edge/windw-too-long", "`edge/windw-too-long` is not a rule; did you mean `edge/window-too-long`?"],
    ["PQL299", "`PQL299` is not a rule; did you mean `PQL209`?"],
    ["syntax/unknown-functon", "`syntax/unknown-functon` is not a rule; did you mean `syntax/unknown-function`?"],
    ["foo/*", "`foo/*` is not a rule"],
    ["PQL8xx", "`PQL8xx` is not a rule"],
    ["window", "`window` is not a rule"],
  ])("%s", (rule, message) => {
    expect(problems(`# pql-audience-disable ${rule} -- legacy\n${audience}`)).toEqual({
      rules: [],
      problems: [{ rule: "suppressions/missing-rule", message, at: rule }],
    });
  });

  it("the other rules of the same directive still apply", () => {
    expect(problems(`# pql-audience-disable-next-line PQL213, PQL21 -- legacy\n${audience}`)).toEqual({
      rules: ["PQL213"],
      problems: [{ rule: "suppressions/missing-rule", message: "`PQL21` is not a rule; did you mean `PQL121`?", at: "PQL21" }],
    });
  });

  it.each([["PQL204"], ["PQL2xx"], ["PQL20x"], ["edge/window-too-long"], ["edge/*"]])("%s names rules: no problem", (rule) => {
    expect(problems(`# pql-audience-disable ${rule} -- legacy\n${audience}`)).toEqual({ rules: [rule], problems: [] });
  });
});

describe("a metadata entry naming no rule", () => {
  it("is reported at its rule, with the closest name", () => {
    const text = `${audience}x-pql-audience:\n  suppress:\n    - rule: edge/profile-only-dayly\n      reason: daily is fine\n`;
    expect(problems(text)).toEqual({
      rules: [],
      problems: [
        {
          rule: "suppressions/missing-rule",
          message: "`edge/profile-only-dayly` is not a rule; did you mean `edge/profile-only-daily`?",
          at: "edge/profile-only-dayly",
        },
      ],
    });
  });
});

describe("lint", () => {
  it("reports it as an error (PQL903), not as an unused suppression", () => {
    const text = `# pql-audience-disable edge/profile-only-dayly -- daily is fine\n${audience}`;
    const diagnostics = lintSources([{ file: "a.audience.yaml", text }]).files[0]!.diagnostics;
    expect(diagnostics.filter((d) => d.rule.startsWith("suppressions/")).map((d) => [d.code, d.severity, d.message])).toEqual([
      ["PQL903", "error", "`edge/profile-only-dayly` is not a rule; did you mean `edge/profile-only-daily`?"],
    ]);
  });
});

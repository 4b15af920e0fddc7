// expressionReadBack (the formatter's "does the edited file read back as the canonical form?")
// answers what a full loadAudienceFile answers: the expression of the audience at that index
// when the file loads with no problem, else nothing. The fast way (the common YAML file) is
// checked against the full load on the benchmark corpus, the examples, and generated edits of
// the value in every YAML style, well and badly indented.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expressionReadBack, loadAudienceFile } from "../../src/audience/load.js";
import { corpusFile } from "../../bench/corpus.mjs";

/** What the formatter asked before: the full load's answer. */
function fullAnswer(fileName: string, text: string, index: number): string | undefined {
  const loaded = loadAudienceFile(fileName, text);
  return loaded.problems.length === 0 ? loaded.audiences.find((a) => a.index === index)?.pql : undefined;
}

function agree(fileName: string, text: string, index = 0): void {
  expect(expressionReadBack(fileName, text, index), text).toBe(fullAnswer(fileName, text, index));
}

describe("expressionReadBack gives what loading the file gives", () => {
  it("on the benchmark corpus (YAML and JSON, broken files included) and the examples", () => {
    for (let i = 0; i < 600; i++) {
      const { file, text } = corpusFile(7, i);
      agree(file, text);
      agree(file, text, 1);
    }
    const dir = new URL("../../examples/", import.meta.url);
    for (const f of readdirSync(dir).filter((name) => /\.(?:ya?ml|json|pql)$/.test(name))) agree(f, readFileSync(new URL(f, dir), "utf8"));
  });

  it("on the value rewritten in any style, indentation and text", () => {
    const line = fc.stringMatching(/^[ -~]{0,12}$/);
    const value = fc.oneof(
      line.map((s) => JSON.stringify(s)),
      line.map((s) => `'${s}'`),
      line.map((s) => `'${s.replace(/'/g, "''")}'`),
      line,
      fc
        .tuple(
          fc.constantFrom("|", "|-", "|+", ">", ">-", "|2", "| # note"),
          fc.array(fc.tuple(fc.nat(6), line), { minLength: 0, maxLength: 4 }),
        )
        .map(([header, lines]) => `${header}\n${lines.map(([indent, s]) => " ".repeat(indent) + s).join("\n")}`),
    );
    const extras = fc.constantFrom(
      "",
      "x-pql-audience:\n  alias: a\n",
      "description: d\n",
      "ttlInDays: 0\n",
      "---\nname: b\nexpression:\n  type: PQL\n  format: pql/text\n  value: x\n",
    );
    fc.assert(
      fc.property(value, extras, fc.boolean(), (written, extra, trailing) => {
        const text = `name: "A"\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${written}\n${trailing ? "evaluationInfo:\n  synchronous: { enabled: true }\n" : ""}${extra}`;
        agree("a.audience.yaml", text);
        agree("a.audience.yaml", text, 1);
      }),
      { numRuns: 400 },
    );
  });
});

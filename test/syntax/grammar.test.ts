// grammar/ is generated from the parser and must stay current: regenerating it (what
// `npm run grammar` does) must not change a byte. Comments in pql.ebnf are people's and are kept.
import { readFileSync } from "node:fs";
import { createSyntaxDiagramsCode, Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { diagramsHtml, grammarText, readGrammarComments, ruleText } from "../../src/syntax/grammar-text.js";
import { getParser } from "../../src/syntax/index.js";
import { PqlParser } from "../../src/syntax/parser.js";
import { allTokens } from "../../src/syntax/tokens.js";

const read = (name: string) => readFileSync(new URL(`../../grammar/${name}`, import.meta.url), "utf8");
const rules = getParser().getSerializedGastProductions();
const fix = "run `npm run grammar` and commit grammar/";

describe("grammar/", () => {
  it("pql.ebnf has the parser's rules, in the parser's order, with the parser's bodies", () => {
    const text = read("pql.ebnf");
    const { header, comments } = readGrammarComments(text);
    expect(text, fix).toBe(grammarText(rules, header, comments));
  });

  it("pql.ebnf explains the rules people need explained", () => {
    const { comments } = readGrammarComments(read("pql.ebnf"));
    for (const rule of ["query", "letExpression", "logicalExpression", "timeConstraint", "chainExpression", "stepClause"])
      expect(comments.get(rule), rule).toMatch(/^\(\*[\s\S]+\*\)$/);
  });

  it("a rule renders as EBNF: terminals quoted, lexical classes in angle brackets, a choice one per line", () => {
    const byName = new Map(rules.map((r) => [(r as unknown as { name: string }).name, r]));
    expect(ruleText(byName.get("letExpression")!)).toBe('letExpression = "let" <name> "=" arithmetic "in" expression ;');
    expect(ruleText(byName.get("direction")!)).toBe('direction = "before"\n          | "after"\n          | "from" ;');
    expect(ruleText(byName.get("arrayLiteral")!)).toBe('arrayLiteral = "[" [ expression { "," expression } ] "]" ;');
  });

  it("diagrams.html is Chevrotain's syntax diagrams of the current parser", () => {
    expect(read("diagrams.html"), fix).toBe(diagramsHtml(rules, createSyntaxDiagramsCode));
  });
});

describe("Chevrotain's own checks", () => {
  // Every parser chevrotain-parse.ts builds (first pass, recovering, wording), validated here once for
  // the whole run rather than in every test file (test/setup.ts).
  it("the grammar passes Chevrotain's validations, with and without error recovery", () => {
    expect(() => new PqlParser(true, { recovery: false, quickDecisions: true })).not.toThrow();
    expect(() => new PqlParser(true, { recovery: false })).not.toThrow();
    expect(() => new PqlParser(true, { recovery: true })).not.toThrow();
  });

  it("the token definitions pass Chevrotain's lexer validations, and every token gets the first-character optimization", () => {
    const lexer = new Lexer(allTokens, { positionTracking: "onlyOffset", ensureOptimizations: true });
    expect(lexer.lexerDefinitionErrors).toEqual([]);
  });
});

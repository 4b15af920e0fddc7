// grammar/ is generated from the parser and must stay current: regenerating it (what
// `npm run grammar` does) must not change a byte. Comments in pql.ebnf are people's and are kept.
import { readFileSync } from "node:fs";
import { createSyntaxDiagramsCode, Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { diagramsHtml, grammarText, readGrammarComments, ruleText } from "../../src/syntax/grammar-text.js";
import { getParser } from "../../src/syntax/index.js";
import { computeStartChars, grammarTableModule, lookaheadTableModule, startCharsModule } from "../../scripts/grammar-tables.js";
import { START_CHARS } from "../../src/syntax/generated/lexer-hints-table.js";
import { allTokens } from "../../src/syntax/tokens.js";
import { ENTERING_TOKENS, PqlParser } from "../../src/syntax/parser.js";
import { storeNode } from "../../src/syntax/chevrotain/stored-grammar.js";

const read = (name: string) => readFileSync(new URL(`../../grammar/${name}`, import.meta.url), "utf8");
/** A parser that records its grammar and computes all its lookahead, as Chevrotain does unaided. */
const recorder = new PqlParser(false, { table: {}, grammar: null });
const rules = recorder.getSerializedGastProductions();
const fix = "run `npm run grammar` and commit grammar/";

describe("the stored lookahead (src/syntax/generated/lookahead-table.ts)", () => {
  const live = recorder.lookahead.computed;

  it("is what Chevrotain computes from the grammar now, every decision of it", () => {
    const stored = readFileSync(new URL("../../src/syntax/generated/lookahead-table.ts", import.meta.url), "utf8");
    expect(Object.keys(live).length).toBeGreaterThan(30);
    expect(stored, "run `npm run grammar` and commit src/syntax/generated/lookahead-table.ts").toBe(lookaheadTableModule(live));
  });

  it("enters each MANY and OPTION the tree-building parser may skip on the tokens the parser checks (ENTERING_TOKENS)", () => {
    for (const [key, entering] of Object.entries(ENTERING_TOKENS)) {
      const paths = live[key]?.[0];
      expect(paths, key).toBeDefined();
      // Derived from the stored table: one token decides (a path of one), a token the lexer makes,
      // not a category; otherwise the entry is undefined and the skip silently gone.
      expect(entering, `${key}: one token no longer decides; take it out of SKIPPABLE`).toBeDefined();
      expect(
        paths!.every((path) => path.length === 1),
        key,
      ).toBe(true);
      expect(
        [...entering!].every((token) => token.PATTERN !== Lexer.NA),
        key,
      ).toBe(true);
      expect(new Set(paths!.map(([name]) => name)), key).toEqual(new Set([...entering!].map((token) => token.name)));
    }
  });

  it("leaves the parsers nothing to compute at start-up", () => {
    expect(getParser().lookahead.computed).toEqual({});
    expect(getParser(true).lookahead.computed).toEqual({});
  });
});

describe("the stored grammar (src/syntax/generated/grammar-table.ts)", () => {
  const recorded = recorder.getGAstProductions();

  it("is what the parser records now, every rule of it", () => {
    const stored = readFileSync(new URL("../../src/syntax/generated/grammar-table.ts", import.meta.url), "utf8");
    const live = Object.fromEntries(Object.entries(recorded).map(([name, rule]) => [name, storeNode(rule)]));
    expect(Object.keys(live).length).toBeGreaterThan(20);
    expect(stored, "run `npm run grammar` and commit src/syntax/generated/grammar-table.ts").toBe(grammarTableModule(live));
  });

  it("is what both parsers take instead of recording", () => {
    expect(recorder.replayed).toBe(false);
    expect(getParser().replayed).toBe(true);
    expect(getParser(true).replayed).toBe(true);
  });

  it("builds back into the recorded grammar: the same classes, fields, tokens and references", () => {
    // toStrictEqual compares classes too, and follows rule references (cycles included).
    expect(getParser().getGAstProductions()).toStrictEqual(recorded);
    expect(getParser(true).getGAstProductions()).toStrictEqual(recorded);
  });

  it("gives error recovery the same follow sets as a recorded grammar", () => {
    const followsOf = (parser: PqlParser) => (parser as unknown as { resyncFollows: Record<string, unknown> }).resyncFollows;
    const recovering = new PqlParser(false, { grammar: null });
    expect(Object.keys(followsOf(recovering)).length).toBeGreaterThan(10);
    expect(followsOf(getParser(true))).toStrictEqual(followsOf(recovering));
  });

  it("is recorded after all when it lacks a rule the parser defines", () => {
    const parser = new PqlParser(false, { recovery: false, grammar: { query: { kind: "Rule", definition: [] } } });
    expect(parser.replayed).toBe(false);
    expect(parser.getGAstProductions()).toStrictEqual(recorded);
  });
});

describe("the stored start characters (src/syntax/generated/lexer-hints-table.ts)", () => {
  it("are what Chevrotain works out from the token patterns now", () => {
    const live = computeStartChars(allTokens);
    expect(Object.keys(live).length).toBeGreaterThan(60);
    const stored = readFileSync(new URL("../../src/syntax/generated/lexer-hints-table.ts", import.meta.url), "utf8");
    expect(stored, "run `npm run grammar` and commit src/syntax/generated/lexer-hints-table.ts").toBe(startCharsModule(live));
  });

  it("reach every token that has a pattern", () => {
    for (const token of allTokens) {
      const pattern = (token as { PATTERN?: unknown }).PATTERN;
      if (pattern !== Lexer.NA && (pattern instanceof RegExp || typeof pattern === "string"))
        expect(START_CHARS[token.name], token.name).toBeDefined();
    }
  });
});

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

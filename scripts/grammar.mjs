// `npm run grammar`: regenerates grammar/pql.ebnf (rule bodies from the parser, comments kept),
// grammar/diagrams.html (Chevrotain's syntax diagrams), src/syntax/generated/grammar-table.ts (the grammar
// as the parser records it), src/syntax/generated/lookahead-table.ts (the parser's lookahead) and
// src/syntax/generated/lexer-hints-table.ts (what starts each token), the last three computed once here
// instead of at every start. test/syntax/grammar.test.ts
// fails when any of them is out of date. The parser is loaded from the TypeScript source through tsx,
// so the files always describe the source as it is now.
import { readFileSync, writeFileSync } from "node:fs";
import { register } from "tsx/esm/api";

register();
const root = new URL("..", import.meta.url);
const { createSyntaxDiagramsCode } = await import("chevrotain");
const { getParser } = await import(new URL("src/syntax/index.ts", root).href);
const { grammarText, readGrammarComments, diagramsHtml } = await import(new URL("src/syntax/grammar-text.ts", root).href);

const rules = getParser().getSerializedGastProductions();
const ebnfPath = new URL("grammar/pql.ebnf", root);
let existing = "";
try {
  existing = readFileSync(ebnfPath, "utf8");
} catch {
  // first run: no comments to keep
}
const { header, comments } = readGrammarComments(existing);
writeFileSync(ebnfPath, grammarText(rules, header || "(* PQL grammar *)", comments));
writeFileSync(new URL("grammar/diagrams.html", root), diagramsHtml(rules, createSyntaxDiagramsCode));
const { PqlParser } = await import(new URL("src/syntax/parser.ts", root).href);
const { computeStartChars, grammarTableModule, lookaheadTableModule, startCharsModule } = await import(
  new URL("scripts/grammar-tables.ts", root).href
);
// A parser that records its grammar and computes every lookahead decision, as Chevrotain would.
const recorder = new PqlParser(false, { table: {}, grammar: null });
const table = recorder.lookahead.computed;
writeFileSync(new URL("src/syntax/generated/lookahead-table.ts", root), lookaheadTableModule(table));
const { storeNode } = await import(new URL("src/syntax/chevrotain/stored-grammar.ts", root).href);
const grammar = Object.fromEntries(Object.entries(recorder.getGAstProductions()).map(([name, rule]) => [name, storeNode(rule)]));
writeFileSync(new URL("src/syntax/generated/grammar-table.ts", root), grammarTableModule(grammar));
const { allTokens } = await import(new URL("src/syntax/tokens.ts", root).href);
writeFileSync(new URL("src/syntax/generated/lexer-hints-table.ts", root), startCharsModule(computeStartChars(allTokens)));
console.log(
  `grammar/pql.ebnf and grammar/diagrams.html: ${rules.length} rules; src/syntax/generated/grammar-table.ts and lookahead-table.ts: ${Object.keys(table).length} decisions; src/syntax/generated/lexer-hints-table.ts`,
);

// `npm run grammar`: regenerates grammar/pql.ebnf (rule bodies from the parser, comments kept) and
// grammar/diagrams.html (Chevrotain's syntax diagrams). test/syntax/grammar.test.ts fails when
// either is out of date. The parser is loaded from the TypeScript source through tsx,
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
console.log(`grammar/pql.ebnf and grammar/diagrams.html: ${rules.length} rules`);

// The library's public API: what other tools import.
export { parse, enableGrammarValidation, syntaxCodes, MAX_NESTING, MAX_TREE_DEPTH } from "./syntax/index.js";
export type { ParseError, ParseResult, SyntaxRule } from "./syntax/index.js";
export { print, type PrintOptions } from "./syntax/print.js";
export type * from "./syntax/ast.js";
export { childrenOf, forEachNode } from "./syntax/walk.js";

import { type ParseResult } from "./errors.js";
export type { ParseError, ParseResult } from "./errors.js";
export { getParser, MAX_RECOVERY_DEPTH, MAX_RECOVERY_TOKENS } from "./chevrotain-parse.js";
/**
 * Brackets nested deeper than this are reported instead of parsed: the parser recurses about
 * seven grammar rules per `(`, so Node's default stack holds a few hundred levels, and half of it
 * about a hundred. 64 keeps a margin for callers that are already deep in their own stack, and is
 * far beyond any real audience (they nest fewer than 10 levels); test/syntax checks the limit.
 */
export declare const MAX_NESTING = 64;
/** A tree deeper than this (e.g. 5 000 `+` in a row) is reported: every later pass recurses over it. */
export declare const MAX_TREE_DEPTH = 1000;
/** How many levels of tree one token can add at most: `a` is a Path holding a Name. */
export declare const MAX_DEPTH_PER_TOKEN = 2;
/** Turns on Chevrotain's checks of the grammar and the token definitions (tests do; the shipped build skips them for start-up time). */
export declare function enableGrammarValidation(): void;
export declare function parse(text: string): ParseResult;
export type * from "./ast.js";
export { LineMap } from "./positions.js";
export { childrenOf, forEachNode } from "./walk.js";

import type { ITokenConfig, TokenType } from "chevrotain";
/**
 * Chevrotain's `Lexer.NA` (a pattern that matches nothing: a category). Chevrotain recognises its
 * own object only, so chevrotain/token-registry.ts swaps it in; src/syntax/lexer.ts reads the source.
 */
export declare const NOT_APPLICABLE: RegExp;
/** Chevrotain's `Lexer.SKIPPED`: a group compared by value. */
export declare const SKIPPED = "This marks a skipped Token pattern, this means each token identified by it will be consumed and then thrown into oblivion, this can be used to for example to completely ignore whitespace.";
/** The highest index given so far (chevrotain/token-registry.ts registers up to it). */
export declare function lastTokenIndex(): number;
/**
 * What `createToken(config)` returns: the same fields set in the same order, its index from our
 * own counter, and the categories' lists of members brought up to date as `augmentTokenTypes` does.
 */
export declare function createToken(config: ITokenConfig): TokenType;

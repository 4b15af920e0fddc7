import type { TokenType } from "chevrotain";
/**
 * Tokens after `sum` that begin the value of `sum E over ...` rather than continue a field named
 * `sum` (`sum = 1`, `sum.total`, `sum[x]`, `sum - 1`). `(` is decided by a scan for `over`.
 */
export declare const sumValueStart: ReadonlySet<TokenType>;
/** Tokens that may appear, outside brackets, inside the value of `sum E over`: an additive expression. */
export declare const sumValueTokens: ReadonlySet<TokenType>;

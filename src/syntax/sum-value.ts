// The tokens that tell `sum E over ...` (a sum) from `sum` the name, for the parser's scan
// (parser.ts, `isSumOverStart`).
import type { TokenType } from "chevrotain";
import * as t from "./tokens.js";

/**
 * Tokens after `sum` that begin the value of `sum E over ...` rather than continue a field named
 * `sum` (`sum = 1`, `sum.total`, `sum[x]`, `sum - 1`). `(` is decided by a scan for `over`.
 */
export const sumValueStart: ReadonlySet<TokenType> = new Set<TokenType>([
  t.Param,
  t.Caret,
  t.This,
  t.ContextRef,
  t.StringLiteral,
  t.MisquotedString,
  t.DoubleLiteral,
  t.IntegerLiteral,
  t.True,
  t.False,
  t.Now,
  t.Today,
  t.Yesterday,
  t.Tomorrow,
  t.If,
  t.LBrace,
]);

/** Tokens that may appear, outside brackets, inside the value of `sum E over`: an additive expression. */
export const sumValueTokens: ReadonlySet<TokenType> = new Set<TokenType>([
  ...sumValueStart,
  t.Plus,
  t.Minus,
  t.Star,
  t.Slash,
  t.Percent,
  t.Unit,
]);

// Hands tokens.ts's types (built without Chevrotain, ../token-type.ts) to Chevrotain when it is
// loaded: before any Chevrotain Lexer or parser is built over them.
import { createToken, EOF, Lexer } from "chevrotain";
import { lastTokenIndex, NOT_APPLICABLE } from "../token-type.js";
import { allTokens } from "../tokens.js";

let registered = false;

/**
 * Chevrotain recognises a category by its own `Lexer.NA` object, and keeps every type by index:
 * building a Lexer or a parser looks each category's members up there (`augmentTokenTypes`,
 * scan/tokens.js), and reads only the index of what it finds. Its createToken is the one way in:
 * each call records a new type under the next index, so types made until that index passes ours
 * fill every index ours use (the record holds a type of the same index, all that is read).
 * Idempotent; parser.ts calls it before its first use of the types.
 */
export function registerTokenTypes(): void {
  if (registered) return;
  registered = true;
  // Ours start at 2 on the promise that Chevrotain's EOF, made as its modules load, is its first type.
  if (EOF.tokenTypeIdx !== 1) throw new Error(`Chevrotain's EOF has index ${EOF.tokenTypeIdx}, not 1: see token-type.ts`);
  for (const type of allTokens) if (type.PATTERN === NOT_APPLICABLE) type.PATTERN = Lexer.NA;
  while (createToken({ name: "PqlAudienceReservedIndex", pattern: Lexer.NA }).tokenTypeIdx! < lastTokenIndex()) {
    // the next index, recorded
  }
}

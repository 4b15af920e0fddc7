// PQL's lexer: Chevrotain's Lexer over the token types of tokens.ts, built once per process on
// first use. Only offsets are tracked: positions come from the text's LineMap (positions.ts).
import { Lexer, type ILexingResult } from "chevrotain";
import { allTokens } from "./tokens.js";

let lexer: Lexer | undefined;
let validate = false;

/** Turns on Chevrotain's checks of the token definitions (tests do; the shipped build skips them). */
export function enableLexerValidation(): void {
  validate = true;
  lexer = undefined;
}

/** The tokens of `text`, its comments and template tags (groups), and the characters no token matches. */
export function tokenize(text: string): ILexingResult {
  lexer ??= new Lexer(allTokens, { positionTracking: "onlyOffset", skipValidations: !validate, ensureOptimizations: validate });
  return lexer.tokenize(text);
}

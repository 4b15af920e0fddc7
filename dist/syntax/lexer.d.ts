import { type ILexingResult } from "chevrotain";
/** Turns on Chevrotain's checks of the token definitions (tests do; the shipped build skips them). */
export declare function enableLexerValidation(): void;
/** The tokens of `text`, its comments and template tags (groups), and the characters no token matches. */
export declare function tokenize(text: string): ILexingResult;

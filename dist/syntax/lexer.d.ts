import type { ILexingResult } from "chevrotain";
/** The tokens of `text`: what Chevrotain's lexer over tokens.ts gives with offsets only. */
export declare function tokenize(text: string): ILexingResult;

import type { ILexingError, IToken } from "chevrotain";
import type { Report } from "./errors.js";
export declare function reportLexingError(e: ILexingError, text: string, report: Report): void;
/** Checks that need the token text: string escapes, unclosed strings, doc placeholders. */
export declare function checkTokens(tokens: IToken[], report: Report): void;
/** The first bracket that opens more than `max` levels deep, if any. */
export declare function findExcessiveNesting(tokens: IToken[], max: number): IToken | undefined;

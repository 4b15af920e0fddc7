import type { IToken } from "chevrotain";
import { type ParseError } from "./errors.js";
import type { LineMap } from "./positions.js";
/** Rewrites `errors` in place when a string literal holds code, as a missing quote would cause. */
export declare function explainMissingQuote(tokens: IToken[], errors: ParseError[], text: string, lines: LineMap): void;

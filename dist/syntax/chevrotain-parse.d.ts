import { type IToken } from "chevrotain";
import type { Expression } from "./ast.js";
import type { Report } from "./errors.js";
import type { StructureProblem } from "./ast-factory.js";
import { PqlParser } from "./parser.js";
import type { LineMap } from "./positions.js";
/**
 * Error recovery (finding the errors after the first) runs only on input within these limits; past
 * them the first error alone is reported, with a hint that says why. Recovery looks ahead for a
 * token to resume at from every rule frame an error unwinds through, so its cost grows with the
 * length of the input times its depth: ten thousand tokens in 63 brackets took seconds. Real
 * audiences are a few hundred tokens and nest fewer than 10 brackets; test/syntax/recovery-speed.test.ts
 * times the worst input within the limits.
 */
export declare const MAX_RECOVERY_TOKENS = 5000;
export declare const MAX_RECOVERY_DEPTH = 10;
/** Turns on Chevrotain's grammar checks (tests do; the shipped build skips them for start-up time). */
export declare function enableGrammarValidation(): void;
/**
 * The parser (built once per process, on first use). Valid input, the common case, is parsed
 * without error recovery: building a recovering parser also works out where every rule may be
 * followed from, a noticeable part of a one-file lint's start-up. Input with errors is parsed again by the
 * recovering parser, which finds all the errors and words them; on valid input both build the
 * same tree.
 */
export declare function getParser(recovering?: boolean): PqlParser;
/** What the Chevrotain parser made of the tokens: a tree with its structure problems, to be read only if no error was reported. */
export interface ChevrotainParse {
    readonly ast: Expression;
    readonly problems: readonly StructureProblem[];
}
/**
 * Parses `tokens` and reports each syntax error (the tree is then not to be read). A call-stack overflow (deep prefix chains such as
 * 10 000 `not`s) is thrown as RangeError, for the caller to report.
 */
export declare function parseWithChevrotain(tokens: IToken[], text: string, lines: LineMap, report: Report): ChevrotainParse;

// The Chevrotain parser's side of parse() (index.ts): runs the parser over the tokens, and reports
// each syntax error it recognizes, worded by messages.ts.
import { EOF, type IRecognitionException, type IToken } from "chevrotain";
import type { Expression } from "./ast.js";
import type { Report } from "./errors.js";
import type { StructureProblem } from "./ast-factory.js";
import { recognitionMessage } from "./messages.js";
import { PqlParser } from "./parser.js";
import type { LineMap } from "./positions.js";
import * as t from "./tokens.js";
import { findExcessiveNesting } from "./token-problems.js";
import { syntaxParseError } from "./rules/syntax-parse-error.js";

/**
 * Error recovery (finding the errors after the first) runs only on input within these limits; past
 * them the first error alone is reported, with a hint that says why. Recovery looks ahead for a
 * token to resume at from every rule frame an error unwinds through, so its cost grows with the
 * length of the input times its depth: ten thousand tokens in 63 brackets took seconds. Real
 * audiences are a few hundred tokens and nest fewer than 10 brackets; test/syntax/recovery-speed.test.ts
 * times the worst input within the limits.
 */
export const MAX_RECOVERY_TOKENS = 5_000;
export const MAX_RECOVERY_DEPTH = 10;

let validateGrammar = false;
let parser: PqlParser | undefined;
let recoveringParser: PqlParser | undefined;
let wordingParser: PqlParser | undefined;

/** Turns on Chevrotain's grammar checks (tests do; the shipped build skips them for start-up time). */
export function enableGrammarValidation(): void {
  validateGrammar = true;
  parser = undefined;
  recoveringParser = undefined;
  wordingParser = undefined;
}

/**
 * The parser (built once per process, on first use). Valid input, the common case, is parsed
 * without error recovery: building a recovering parser also works out where every rule may be
 * followed from, a noticeable part of a one-file lint's start-up. Input with errors is parsed again by the
 * recovering parser, which finds all the errors and words them; on valid input both build the
 * same tree.
 */
export function getParser(recovering = false): PqlParser {
  if (recovering) return (recoveringParser ??= new PqlParser(validateGrammar, { recovery: true }));
  return (parser ??= new PqlParser(validateGrammar, { recovery: false, quickDecisions: true }));
}

/**
 * The parser that finds the first error of input past the recovery limits: the first-pass parser's
 * grammar without its one-token decisions, so the error is found where the recovering parser
 * finds it, and worded the same (built on first need).
 */
function getWordingParser(): PqlParser {
  return (wordingParser ??= new PqlParser(validateGrammar, { recovery: false }));
}

/** What the Chevrotain parser made of the tokens: a tree with its structure problems, to be read only if no error was reported. */
export interface ChevrotainParse {
  readonly ast: Expression;
  readonly problems: readonly StructureProblem[];
}

/**
 * Parses `tokens` and reports each syntax error (the tree is then not to be read). A call-stack overflow (deep prefix chains such as
 * 10 000 `not`s) is thrown as RangeError, for the caller to report.
 */
export function parseWithChevrotain(tokens: IToken[], text: string, lines: LineMap, report: Report): ChevrotainParse {
  // Chevrotain signals each syntax error with an exception, and an exception captures a stack trace
  // that nothing here reads: dozens of frames deep, that was most of the time a short broken query
  // took. `stackTraceLimit` is V8's (the package root also runs in browsers, which may lack it).
  const v8Error = Error as unknown as { stackTraceLimit?: number };
  const stackTraceLimit = v8Error.stackTraceLimit;
  if (typeof stackTraceLimit !== "number") return parseTokens(tokens, text, lines, report);
  v8Error.stackTraceLimit = 0;
  try {
    return parseTokens(tokens, text, lines, report);
  } finally {
    v8Error.stackTraceLimit = stackTraceLimit;
  }
}

function parseTokens(tokens: IToken[], text: string, lines: LineMap, report: Report): ChevrotainParse {
  let p = getParser();
  p.input = tokens;
  p.ast.reset(lines);
  const ast = p.query();
  const problems = p.ast.problems;
  if (p.errors.length === 0) return { ast, problems };
  const beyond = beyondRecoveryLimits(tokens);
  if (beyond) {
    p = getWordingParser();
    p.input = tokens;
    p.ast.reset(lines);
    p.query();
    reportRecognitionError(p.errors[0]!, tokens, text, report, [beyond]);
    return { ast, problems };
  }
  p = getParser(true);
  p.input = tokens;
  p.query();
  for (const e of p.errors) reportRecognitionError(e, tokens, text, report);
  return { ast, problems };
}

/** Why error recovery does not run on `tokens` (a hint), or undefined when it does. */
function beyondRecoveryLimits(tokens: IToken[]): string | undefined {
  const shown = "only the first syntax error is shown: further errors are looked for in expressions";
  if (tokens.length > MAX_RECOVERY_TOKENS)
    return `${shown} of at most ${MAX_RECOVERY_TOKENS.toLocaleString("en-US")} tokens, and this one has ${tokens.length.toLocaleString("en-US")}`;
  if (findExcessiveNesting(tokens, MAX_RECOVERY_DEPTH))
    return `${shown} that nest brackets at most ${MAX_RECOVERY_DEPTH} deep, and this one nests them deeper`;
  return undefined;
}

function reportRecognitionError(e: IRecognitionException, tokens: IToken[], text: string, report: Report, hints: string[] = []): void {
  const token = e.token;
  if (token.tokenType === t.UnclosedString) return; // already reported, with a better message
  const message = recognitionMessage(e, tokens);
  if (token.tokenType === EOF || Number.isNaN(token.startOffset)) {
    const last = tokens[tokens.length - 1];
    const at = last ? last.startOffset + last.image.length : text.length;
    report(syntaxParseError, message, at, at, hints);
    return;
  }
  report(syntaxParseError, message, token.startOffset, token.startOffset + token.image.length, hints);
}

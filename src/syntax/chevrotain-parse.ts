// The Chevrotain parser's side of parse() (index.ts): input the hand-written parser declines, whose
// errors it finds and words. The CLI's bundle loads this module, and Chevrotain with it, only when
// such input comes (chevrotain-loader.ts).
import { EOF, type IRecognitionException, type IToken } from "chevrotain";
import type { Expression } from "./ast.js";
import type { Report } from "./errors.js";
import type { StructureProblem } from "./ast-factory.js";
import { PqlParser } from "./parser.js";
import type { LineMap } from "./positions.js";
import * as t from "./tokens.js";
import { syntaxParseError } from "./rules/syntax-parse-error.js";

let validateGrammar = false;
let parser: PqlParser | undefined;
let recoveringParser: PqlParser | undefined;

/** Turns on Chevrotain's grammar checks (tests do; the shipped build skips them for start-up time). */
export function enableGrammarValidation(): void {
  validateGrammar = true;
  parser = undefined;
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
  return (parser ??= new PqlParser(validateGrammar, { recovery: false }));
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
  let p = getParser();
  p.input = tokens;
  p.ast.reset(lines);
  const ast = p.query();
  if (p.errors.length > 0) {
    p = getParser(true);
    p.input = tokens;
    p.query();
  }
  for (const e of p.errors) reportRecognitionError(e, tokens, text, report);
  return { ast, problems: p.ast.problems };
}

function reportRecognitionError(e: IRecognitionException, tokens: IToken[], text: string, report: Report): void {
  const token = e.token;
  if (token.tokenType === t.UnclosedString) return; // already reported, with a better message
  if (token.tokenType === EOF || Number.isNaN(token.startOffset)) {
    const last = tokens[tokens.length - 1];
    const at = last ? last.startOffset + last.image.length : text.length;
    report(syntaxParseError, e.message, at, at);
    return;
  }
  report(syntaxParseError, e.message, token.startOffset, token.startOffset + token.image.length);
}

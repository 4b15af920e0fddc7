// parse(text) -> { ast, errors }: the one entry point to the PQL front end.
// It never throws: any input (binary junk, a megabyte of text, ten thousand nested parentheses)
// returns a result, with errors a PQL author can act on.
import type { IToken } from "chevrotain";
import type { Expression } from "./ast.js";
import { ruleIdentity, type ParseError, type ParseResult, type Report } from "./errors.js";
import { unknownCallTokens } from "./functions.js";
import { explainMissingQuote } from "./missing-quote.js";
import type { StructureProblem } from "./ast-factory.js";
import { enableGrammarValidation as enableParserValidation, type ChevrotainParse, parseWithChevrotain } from "./chevrotain-parse.js";
import { enableLexerValidation, tokenize } from "./lexer.js";
import { LineMap } from "./positions.js";
import { checkTokens, findExcessiveNesting, reportLexingError } from "./token-problems.js";
import { shorten } from "../text/shorten.js";
import { deepest } from "./walk.js";
import { syntaxParseError } from "./rules/syntax-parse-error.js";
import { syntaxTooDeep } from "./rules/syntax-too-deep.js";
import { syntaxUnexpectedCharacter } from "./rules/syntax-unexpected-character.js";
import { syntaxUnknownFunction } from "./rules/syntax-unknown-function.js";

export type { ParseError, ParseResult } from "./errors.js";
export { getParser, MAX_RECOVERY_DEPTH, MAX_RECOVERY_TOKENS } from "./chevrotain-parse.js";

/**
 * Brackets nested deeper than this are reported instead of parsed: the parser recurses about
 * seven grammar rules per `(`, so Node's default stack holds a few hundred levels, and half of it
 * about a hundred. 64 keeps a margin for callers that are already deep in their own stack, and is
 * far beyond any real audience (they nest fewer than 10 levels); test/syntax checks the limit.
 */
export const MAX_NESTING = 64;
/** A tree deeper than this (e.g. 5 000 `+` in a row) is reported: every later pass recurses over it. */
export const MAX_TREE_DEPTH = 1000;
/** How many levels of tree one token can add at most: `a` is a Path holding a Name. */
export const MAX_DEPTH_PER_TOKEN = 2;
const MAX_ERRORS = 20;

/** Turns on Chevrotain's checks of the grammar and the token definitions (tests do; the shipped build skips them for start-up time). */
export function enableGrammarValidation(): void {
  enableParserValidation();
  enableLexerValidation();
}

export function parse(text: string): ParseResult {
  const lines = new LineMap(text);
  const errors: ParseError[] = [];
  const report: Report = (rule, message, start, end, hints = [], label) =>
    errors.push({ ...ruleIdentity(rule), message, span: lines.span(start, end), hints, ...(label ? { label } : {}) });

  const lexed = tokenize(text);
  for (const e of lexed.errors) reportLexingError(e, text, report);
  for (const c of lexed.groups.comments ?? [])
    report(syntaxUnexpectedCharacter, "PQL has no comments", c.startOffset, c.startOffset + c.image.length, [
      "put notes in the audience file's `description`",
    ]);
  for (const tag of lexed.groups.templates ?? [])
    report(
      syntaxUnexpectedCharacter,
      `\`${shorten(tag.image)}\` is a Journey Optimizer template tag, not PQL: write only the condition`,
      tag.startOffset,
      tag.startOffset + tag.image.length,
    );
  const tokens = lexed.tokens;
  checkTokens(tokens, report);

  const tooDeep = findExcessiveNesting(tokens, MAX_NESTING);
  if (tooDeep) {
    report(
      syntaxTooDeep,
      `nested too deeply: more than ${MAX_NESTING} levels of brackets`,
      tooDeep.startOffset,
      tooDeep.startOffset + tooDeep.image.length,
      ["split the expression, or remove redundant parentheses"],
    );
    return finish(null, errors, text, lines);
  }

  // Nothing left to parse once comments or template tags are taken out: their errors say it all.
  if (tokens.length === 0 && errors.length > 0) return finish(null, errors, text, lines);

  let parsed: ChevrotainParse;
  try {
    parsed = parseWithChevrotain(tokens, text, lines, report);
  } catch (e) {
    // Only a call-stack overflow gets here: deep prefix chains such as 10 000 `not`s, long chains
    // the bracket count does not see (`let ... in let ... in ...` a thousand deep).
    if (e instanceof RangeError) {
      report(syntaxTooDeep, "nested too deeply to parse", 0, Math.min(text.length, 1), [
        "split the expression, or remove redundant operators",
      ]);
      return finish(null, errors, text, lines);
    }
    throw e;
  }
  if (errors.length > 0) {
    // With no tree, the lint rule cannot see a misspelt call (`CHIAN(xEvent, ...)` fails inside
    // its arguments): the tokens tell it, next to the syntax error it caused.
    for (const { token, problem } of unknownCallTokens(tokens))
      report(
        syntaxUnknownFunction,
        problem.message,
        token.startOffset,
        token.startOffset + token.image.length,
        problem.hints,
        problem.label,
      );
    return finish(null, errors, text, lines, tokens);
  }
  return finishTree(parsed.ast, parsed.problems, tokens, errors, text, lines);
}

/** A tree parsed with no syntax error: the structure problems found while building it, and the depth check. */
function finishTree(
  tree: Expression,
  problems: readonly StructureProblem[],
  tokens: IToken[],
  errors: ParseError[],
  text: string,
  lines: LineMap,
): ParseResult {
  let ast: Expression | null = tree;
  for (const problem of problems)
    errors.push({ ...ruleIdentity(syntaxParseError), message: problem.message, span: problem.span, hints: [] });
  // A tree is at most twice as deep as its tokens are many (a property test checks it), so
  // only long inputs can be too deep: most skip the walk.
  const { node, depth } = tokens.length * MAX_DEPTH_PER_TOKEN > MAX_TREE_DEPTH ? deepest(ast) : { node: ast, depth: 0 };
  if (depth > MAX_TREE_DEPTH) {
    errors.push({
      ...ruleIdentity(syntaxTooDeep),
      message: `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`,
      span: node.span,
      hints: ["split the expression into smaller audiences joined with inSegment(...)"],
    });
  }
  if (errors.length > 0) ast = null;
  return finish(ast, errors, text, lines);
}

function finish(ast: Expression | null, errors: ParseError[], text: string, lines: LineMap, tokens?: IToken[]): ParseResult {
  if (tokens && errors.length > 0) explainMissingQuote(tokens, errors, text, lines);
  errors.sort((a, b) => a.span.start.offset - b.span.start.offset);
  const unique: ParseError[] = [];
  for (const e of errors) {
    const prev = unique[unique.length - 1];
    if (prev && prev.span.start.offset === e.span.start.offset) continue;
    unique.push(e);
  }
  if (unique.length > MAX_ERRORS) {
    const rest = unique.length - MAX_ERRORS;
    unique.length = MAX_ERRORS;
    unique[MAX_ERRORS - 1]!.hints.push(`${rest} more syntax error${rest === 1 ? "" : "s"} not shown`);
  }
  return { ast, errors: unique };
}

export type * from "./ast.js";
export { LineMap } from "./positions.js";
export { childrenOf, forEachNode } from "./walk.js";

// Syntax error wording. Chevrotain reports which token type it expected in which rule; this turns
// that into a sentence a PQL author understands ("expected a value after `=`"), never a token
// type name or a list of "possible token sequences".
import {
  EOF,
  type IParserErrorMessageProvider,
  type IRecognitionException,
  type IToken,
  NoViableAltException,
  type TokenType,
} from "chevrotain";
import * as t from "./tokens.js";
import { shorten } from "../text/shorten.js";

/** Rules in which "no viable alternative" means "a value was expected here". */
const valueRules = new Set(["expression", "logicalExpression", "comparison", "arithmetic", "postfixExpression", "primary", "query"]);

/** How a token is named in a message: what the author typed, not what the lexer called it. */
export function describeToken(token: IToken): string {
  const type = token.tokenType;
  if (type === EOF) return "the end of the expression";
  if (type === t.StringLiteral || type === t.MisquotedString) return `the string ${shorten(token.image)}`;
  if (type === t.UnclosedString) return "an unclosed string";
  if (type === t.IntegerLiteral || type === t.DoubleLiteral) return `the number \`${token.image}\``;
  return `\`${shorten(token.image)}\``;
}

/** A token after "unexpected": the text itself, quoted (`unexpected \`24\``, not "unexpected the number"). */
export function showToken(token: IToken): string {
  const type = token.tokenType;
  if (type === EOF) return "end of the expression";
  if (type === t.UnclosedString) return "unclosed string";
  return `\`${shorten(token.image)}\``;
}

function label(type: TokenType): string {
  return type.LABEL ?? type.name;
}

function after(previous: IToken): string {
  return previous && previous.tokenType !== EOF && previous.image ? ` after \`${shorten(previous.image)}\`` : "";
}

function mismatch(expected: TokenType, actual: IToken, previous: IToken, rule: string): string {
  const found = `found ${describeToken(actual)}`;
  switch (expected) {
    case t.RParen:
      if (rule === "arguments") return `expected \`,\` or \`)\` after an argument, ${found}`;
      if (rule === "parenthesized") return `expected \`)\` to close the parenthesis, ${found}`;
      if (rule === "chainExpression") return `expected \`)\` to close \`CHAIN(\`, ${found}`;
      if (rule === "stepClause") return `expected \`)\` to close the step clause, ${found}`;
      if (rule === "ifExpression") return `expected \`)\` after the third argument of \`if\`, ${found}`;
      if (rule === "lambda") return `expected \`,\` or \`)\` in the lambda parameters, ${found}`;
      return `expected \`)\`, ${found}`;
    case t.RBracket:
      if (rule === "arrayLiteral") return `expected \`,\` or \`]\` in the array, ${found}`;
      if (rule === "chainExpression") return `expected \`,\` or \`]\` after a CHAIN step, ${found}`;
      return `expected \`]\` to close the filter, ${found}`;
    case t.RBrace:
      if (previous && (previous.tokenType === t.LBrace || previous.tokenType === t.Comma) && actual.tokenType !== EOF)
        return `object keys are strings in double quotes, as in \`{"count": 1}\`: ${found}`;
      return `expected \`,\` or \`}\` in the object, ${found}`;
    case t.Comma:
      if (rule === "ifExpression") return `\`if\` takes three arguments, \`if(test, then, else)\`: expected \`,\`, ${found}`;
      if (rule === "chainExpression") return `expected \`,\`: CHAIN takes \`(xEvent, timestamp, [steps])\`, ${found}`;
      return `expected \`,\`, ${found}`;
    case t.And:
      if (rule === "timeConstraint") return `\`between\` needs \`and\`, as in \`between date(2024, 1, 1) and today\`: ${found}`;
      return `expected \`and\`, ${found}`;
    case t.Unit:
      return `expected a time unit (\`hours\`, \`days\`, ...)${after(previous)}, ${found}`;
    case t.IntegerLiteral:
      if (rule === "stepClause") return `\`COUNT\` takes a whole number, as in \`COUNT(3)\`: ${found}`;
      return `expected a whole number${after(previous)}, as in \`< 24 hours before now\`: ${found}`;
    case t.In:
      return `expected \`in\` after the value of \`let\` (a membership test inside \`let\` must be parenthesized), ${found}`;
    case t.From:
      return `expected \`from\`${after(previous)}, as in \`select X from xEvent where ...\`: ${found}`;
    case t.Colon:
      if (rule === "chainStep") return `expected \`:\` after the step label, as in \`C0: WHAT(...)\`: ${found}`;
      return `expected \`:\` after the key, ${found}`;
    case t.SoftName:
      return `expected a name${after(previous)}, ${found}`;
    case t.AnyWord:
      if (rule === "chainExpression") return `expected the timestamp field, as in \`CHAIN(xEvent, timestamp, [...])\`: ${found}`;
      return `expected a field or method name${after(previous)}, ${found}`;
    case t.Equals:
      return `expected \`=\` after the variable of \`let\`, ${found}`;
    case t.Arrow:
      return `expected \`=>\` after the lambda parameters, ${found}`;
    case t.LParen:
      return `expected \`(\`${after(previous)}, ${found}`;
    case t.LBracket:
      return `expected \`[\` before the CHAIN steps, ${found}`;
    case t.StringLiteral:
      return `object keys are strings in double quotes: ${found}`;
    case EOF:
      return `unexpected ${showToken(actual)} after a complete expression`;
    default:
      return `expected ${label(expected)}${after(previous)}, ${found}`;
  }
}

function noViableAlternative(actual: IToken, previous: IToken, rule: string): string {
  const found = `found ${describeToken(actual)}`;
  if (valueRules.has(rule)) {
    const where = after(previous);
    return where ? `expected a value${where}, ${found}` : `expected an expression, ${found}`;
  }
  switch (rule) {
    case "comparator":
      return `expected a comparison (\`<\`, \`<=\`, \`=\`, ...)${after(previous)}, ${found}`;
    case "timeConstraint":
      return `expected a time constraint${after(previous)} such as \`< 24 hours before now\`, \`today\`, \`last week\` or \`between date(2024, 1, 1) and today\`, ${found}`;
    case "timeAnchor":
      return `expected a time such as \`now\`, \`today\`, \`this week\` or \`date(2024, 1, 31)\`${after(previous)}, ${found}`;
    case "direction":
      return `expected \`before\`, \`after\` or \`from\`${after(previous)}, as in \`3 days before now\`: ${found}`;
    case "stepClause":
      return `expected \`WHAT(...)\`, \`WHERE(...)\`, \`WHEN(...)\` or \`COUNT(n)\` in a CHAIN step, ${found}`;
    case "quantifierExpression":
      return `expected \`exists\` or \`forall\`, ${found}`;
    default:
      return `unexpected ${showToken(actual)}`;
  }
}

function earlyExit(actual: IToken, previous: IToken, rule: string): string {
  const found = `found ${describeToken(actual)}`;
  switch (rule) {
    case "chainStep":
      return `a CHAIN step needs \`WHAT(...)\` after its label, ${found}`;
    case "chainExpression":
      return `CHAIN needs at least one step inside \`[...]\`, as in \`[C0: WHAT(eventType = "x")]\`: ${found}`;
    case "lambda":
      return `expected a parameter name, ${found}`;
    case "quantifierExpression":
      return `expected a binding such as \`X from xEvent where ...\`${after(previous)}, ${found}`;
    default:
      return `expected more${after(previous)}, ${found}`;
  }
}

export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual, previous, ruleName }) => mismatch(expected, actual, previous, ruleName),
  buildNotAllInputParsedMessage: ({ firstRedundant }) => {
    const type = firstRedundant.tokenType;
    if (type === t.RParen) return "unmatched `)`: there is no `(` for it to close";
    if (type === t.RBracket) return "unmatched `]`: there is no `[` for it to close";
    if (type === t.RBrace) return "unmatched `}`: there is no `{` for it to close";
    if ([t.Equals, t.NotEquals, t.Less, t.LessEq, t.Greater, t.GreaterEq, t.In, t.NotIn, t.Like, t.Occurs].includes(type))
      return `comparisons cannot be chained: parenthesize one side before ${showToken(firstRedundant)}`;
    return `unexpected ${showToken(firstRedundant)} after a complete expression; did you forget \`and\` or \`or\`?`;
  },
  buildNoViableAltMessage: ({ actual, previous, ruleName }) => noViableAlternative(actual[0]!, previous, ruleName),
  buildEarlyExitMessage: ({ actual, previous, ruleName }) => earlyExit(actual[0]!, previous, ruleName),
};

/**
 * The message of a recognized error: the provider's, except where no alternative matches at a `(`
 * and the tokens after it say what was meant. The parser looks one token ahead when it raises the
 * error (parser.ts, `maxLookahead`), so those tokens are read from the input.
 */
export function recognitionMessage(e: IRecognitionException, tokens: readonly IToken[]): string {
  if (!(e instanceof NoViableAltException) || e.token.tokenType !== t.LParen) return e.message;
  const at = tokens.indexOf(e.token);
  if (at === -1) return e.message;
  if (tokens[at + 1]?.tokenType === t.RParen) return "empty parentheses: expected an expression between `(` and `)`";
  if (tokens[at + 2]?.tokenType === t.Comma)
    return "`(a, b)` is not a value: a lambda needs `=>` after its parameters, as in `(K, G) => mapEntry(K, G.count())`";
  return e.message;
}

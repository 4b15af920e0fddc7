// The fast twin of parser.ts for valid input: a hand-written recursive-descent parser over the same
// tokens, building the tree through the same AstFactory calls in the same order, so nodes, spans and
// `factory.problems` are identical. Chevrotain spends about ten generic rule invocations per token
// (closures, rest arguments, two `try` blocks per rule) and its construction is a noticeable part of
// a one-file lint; this parser is a few plain calls per token and costs nothing to build.
//
// It knows nothing of errors: at the first token it does not expect, or wherever it is not sure to
// decide as the Chevrotain parser does, it *declines* (returns undefined) and the caller runs the
// Chevrotain parser, which words every error. Each decision below mirrors one of parser.ts (its
// gates, and the stored lookahead in generated/lookahead-table.ts); test/syntax/descent-parser.test.ts
// holds the two to the same trees. Change the grammar in both.
import type { IToken, TokenType } from "chevrotain";
import type * as A from "./ast.js";
import type { AstFactory, ArgumentList, StepClause, Suffix } from "./ast-factory.js";
import * as t from "./tokens.js";
import { sumValueStart, sumValueTokens } from "./sum-value.js";

/**
 * Expressions nested deeper than this (binders such as `let ... in let ...`, brackets) are left to
 * the Chevrotain parser, so input deep enough to overflow its stack gets today's message rather
 * than a tree: real audiences nest fewer than 10 levels.
 */
const MAX_EXPRESSION_DEPTH = 96;

/** Thrown (and caught in `parseValid`) to decline: the input is not one this parser is sure of. */
const DECLINE = Symbol("decline");

function kinds(...types: TokenType[]): ReadonlySet<TokenType> {
  return new Set(types);
}

/** Words that are names wherever a name fits (the `SoftName` category of tokens.ts). */
const softNames = kinds(...t.allTokens.filter((type) => type === t.Identifier || (type.CATEGORIES ?? []).includes(t.SoftName)));
/** Every word, reserved ones included: what may follow `.` (the `AnyWord` category). */
const anyWords = kinds(...softNames, ...t.allTokens.filter((type) => (type.CATEGORIES ?? []).includes(t.AnyWord)));

/** Tokens that begin a primary expression (a soft name also does). */
const primaryStart = kinds(
  t.StringLiteral,
  t.DoubleLiteral,
  t.IntegerLiteral,
  t.True,
  t.False,
  t.Now,
  t.Today,
  t.Yesterday,
  t.Tomorrow,
  t.Param,
  t.Caret,
  t.ContextRef,
  t.This,
  t.LParen,
  t.If,
  t.LBracket,
  t.LBrace,
);
/** Tokens that begin an expression (a soft name also does). */
const expressionStart = kinds(...primaryStart, t.Minus, t.Not, t.Bang, t.Let, t.Select, t.Exists, t.Forall);
const comparators = kinds(t.Equals, t.NotEquals, t.LessEq, t.Less, t.GreaterEq, t.Greater);
const arithmeticOperators = kinds(t.Plus, t.Minus, t.Star, t.Slash, t.Percent);
/** What may follow a name as the second token of `( name ...` for the stored lookahead to choose a logical expression. */
const afterParenthesizedName = kinds(
  t.Dot,
  t.Plus,
  t.Minus,
  t.Star,
  t.Slash,
  t.Percent,
  ...comparators,
  t.In,
  t.NotIn,
  t.Like,
  t.Occurs,
  t.Or,
  t.And,
  t.RParen,
  t.LParen,
  t.LBracket,
);

const EOF_TYPE = undefined;

/**
 * Parses `tokens` (valid input) into the tree the Chevrotain parser would build, through `factory`
 * (already reset for this text), or returns undefined (declines) on anything else. Never throws.
 */
export function parseValid(tokens: readonly IToken[], factory: AstFactory): A.Expression | undefined {
  try {
    const parser = new DescentParser(tokens, factory);
    const tree = parser.expression();
    return parser.atEnd() ? tree : undefined;
  } catch (e) {
    if (e === DECLINE || e instanceof RangeError) return undefined;
    throw e;
  }
}

class DescentParser {
  private pos = 0;
  private depth = 0;

  constructor(
    private readonly tokens: readonly IToken[],
    private readonly ast: AstFactory,
  ) {}

  atEnd(): boolean {
    return this.pos === this.tokens.length;
  }

  /** The type of the token `ahead` tokens on (1 = the next), undefined past the end. */
  private la(ahead: number): TokenType | undefined {
    return this.tokens[this.pos + ahead - 1]?.tokenType;
  }

  private isSoft(type: TokenType | undefined): boolean {
    return type !== EOF_TYPE && softNames.has(type);
  }

  private next(): IToken {
    const token = this.tokens[this.pos];
    if (token === undefined) throw DECLINE;
    this.pos++;
    return token;
  }

  private expect(type: TokenType): IToken {
    const token = this.tokens[this.pos];
    if (token === undefined || token.tokenType !== type) throw DECLINE;
    this.pos++;
    return token;
  }

  /** One or more `item`s separated by commas. */
  private separated<T>(item: () => T): T[] {
    const items = [item()];
    while (this.la(1) === t.Comma) {
      this.pos++;
      items.push(item());
    }
    return items;
  }

  /** Zero or more `item`s separated by commas, before `close` (which is left for the caller). */
  private separatedUntil<T>(close: TokenType, item: () => T): T[] {
    return this.la(1) === close ? [] : this.separated(item);
  }

  private expectIn(types: ReadonlySet<TokenType>): IToken {
    const token = this.tokens[this.pos];
    if (token === undefined || !types.has(token.tokenType)) throw DECLINE;
    this.pos++;
    return token;
  }

  /** From `first` to the last token read: as `extentFrom` in parser.ts. */
  private extentFrom(first: IToken): A.Span {
    return this.ast.span(first, this.tokens[this.pos - 1]!);
  }

  expression(): A.Expression {
    if (++this.depth > MAX_EXPRESSION_DEPTH) throw DECLINE;
    const result = this.expressionAlternatives();
    this.depth--;
    return result;
  }

  private expressionAlternatives(): A.Expression {
    const first = this.la(1);
    if (first === t.LParen) {
      if (this.isLambdaStart()) return this.lambda();
      if (!this.parenthesizedLogicalStart()) throw DECLINE;
      return this.logicalExpression();
    }
    if (first === t.Let) return this.letExpression();
    if (first === t.Select) return this.selectExpression();
    if (first === t.Exists || first === t.Forall) return this.quantifierExpression();
    if (first === t.Sum && this.isSumOverStart()) return this.sumExpression();
    if (first === EOF_TYPE || !(expressionStart.has(first) || softNames.has(first))) throw DECLINE;
    return this.logicalExpression();
  }

  /** As `isLambdaStart` in parser.ts. */
  private isLambdaStart(): boolean {
    let i = 2;
    for (;;) {
      if (!this.isSoft(this.la(i))) return false;
      i += 1;
      const next = this.la(i);
      if (next === t.Comma) {
        i += 1;
        continue;
      }
      return next === t.RParen && this.la(i + 1) === t.Arrow;
    }
  }

  /** The stored lookahead's paths for `(` starting a logical expression (three tokens at most). */
  private parenthesizedLogicalStart(): boolean {
    const second = this.la(2);
    if (second === EOF_TYPE) return false;
    if (!softNames.has(second)) return expressionStart.has(second);
    const third = this.la(3);
    if (third === EOF_TYPE) return false;
    if (afterParenthesizedName.has(third)) return true;
    // `(sum E ...` and `(CHAIN(...`: their own paths.
    if (second === t.Sum) return third === t.Minus || primaryStart.has(third) || softNames.has(third);
    return false;
  }

  /** As `isSumOverStart` in parser.ts, and the stored lookahead's paths for `sum` (`sum (` needs an expression after it). */
  private isSumOverStart(): boolean {
    const next = this.la(2);
    if (next === EOF_TYPE) return false;
    if (next !== t.LParen && !sumValueStart.has(next) && !softNames.has(next)) return false;
    if (next === t.LParen) {
      const third = this.la(3);
      if (third === EOF_TYPE || !(expressionStart.has(third) || softNames.has(third))) return false;
    }
    let depth = 0;
    for (let i = 2; ; i++) {
      const type = this.la(i);
      if (type === EOF_TYPE) return false;
      if (type === t.LParen || type === t.LBracket || type === t.LBrace) depth++;
      else if (type === t.RParen || type === t.RBracket || type === t.RBrace) {
        if (depth === 0) return false;
        depth--;
      } else if (type === t.Dot) i++;
      else if (depth === 0) {
        if (type === t.Over) return true;
        if (!sumValueTokens.has(type) && !softNames.has(type)) return false;
      }
    }
  }

  private lambda(): A.Lambda {
    const open = this.expect(t.LParen);
    const params = this.separated(() => this.expectIn(softNames));
    this.expect(t.RParen);
    this.expect(t.Arrow);
    const body = this.expression();
    return this.ast.lambda(params, body, this.extentFrom(open));
  }

  private letExpression(): A.Let {
    const keyword = this.expect(t.Let);
    const variable = this.expectIn(softNames);
    this.expect(t.Equals);
    const value = this.arithmetic();
    this.expect(t.In);
    const body = this.expression();
    return this.ast.let(variable, value, body, this.extentFrom(keyword));
  }

  private selectExpression(): A.Select {
    const keyword = this.expect(t.Select);
    const first = this.selectBinding();
    const later = this.laterBindings();
    return this.ast.select(first, later, this.extentFrom(keyword));
  }

  private selectBinding(): A.Binding {
    const variable = this.expectIn(softNames);
    this.expect(t.From);
    const source = this.arithmetic();
    let condition: A.Expression | null = null;
    if (this.la(1) === t.Where) {
      this.pos++;
      condition = this.expression();
    }
    return this.ast.binding(variable, source, condition, this.extentFrom(variable));
  }

  /** `, <name> from ...`: the gate of `laterBindings` in parser.ts. */
  private laterBindings(): A.Binding[] {
    const later: A.Binding[] = [];
    while (this.la(1) === t.Comma && this.isSoft(this.la(2)) && this.la(3) === t.From) {
      this.pos++;
      later.push(this.selectBinding());
    }
    return later;
  }

  private quantifierExpression(): A.Quantifier {
    const word = this.next();
    // AT_LEAST_ONE_SEP goes on at every comma, whatever follows it.
    const bindings = this.separated(() => this.binding());
    return this.ast.quantifier(word, bindings, this.extentFrom(word));
  }

  private binding(): A.Binding {
    const variable = this.expectIn(softNames);
    this.expect(t.From);
    const source = this.arithmetic();
    let condition: A.Expression | null = null;
    const next = this.la(1);
    if (next === t.Where || next === t.Colon) {
      this.pos++;
      condition = this.expression();
    }
    return this.ast.binding(variable, source, condition, this.extentFrom(variable));
  }

  private sumExpression(): A.SumOver {
    const keyword = this.expect(t.Sum);
    const value = this.arithmetic();
    this.expect(t.Over);
    const first = this.selectBinding();
    const later = this.laterBindings();
    return this.ast.sumOver(value, first, later, this.extentFrom(keyword));
  }

  private logicalExpression(): A.Expression {
    const first = this.comparison();
    let next = this.la(1);
    if (next !== t.Or && next !== t.And) return first;
    const operands = [first];
    const words: IToken[] = [];
    while (next === t.Or || next === t.And) {
      words.push(this.next());
      operands.push(this.comparison());
      next = this.la(1);
    }
    return this.ast.logical(operands, words);
  }

  private comparison(): A.Expression {
    let negations: IToken[] | undefined;
    for (let next = this.la(1); next === t.Not || next === t.Bang; next = this.la(1)) (negations ??= []).push(this.next());
    const left = this.arithmetic();
    const next = this.la(1);
    let compared = left;
    if (next !== EOF_TYPE) {
      if (comparators.has(next) || next === t.In || next === t.NotIn || next === t.Like) {
        const op = this.next();
        compared = this.ast.binary(op, left, this.arithmetic());
      } else if (next === t.Occurs) {
        this.pos++;
        compared = this.ast.occurs(left, this.timeConstraint());
      }
    }
    return negations ? this.ast.prefixed(negations, compared) : compared;
  }

  private timeConstraint(): A.TimeConstraint {
    const firstToken = this.tokens[this.pos];
    if (firstToken === undefined) throw DECLINE;
    const first = firstToken.tokenType;
    if (comparators.has(first)) {
      const comparator = this.next();
      const amount = this.expect(t.IntegerLiteral);
      const unit = this.expect(t.Unit);
      const direction = this.direction();
      const anchor = this.timeAnchor();
      return this.ast.amountConstraint(comparator, amount, unit, direction, anchor, this.extentFrom(firstToken));
    }
    if (first === t.From || ((first === t.Before || first === t.After) && this.anchorFollows())) {
      const direction = this.next();
      const anchor = this.timeAnchor();
      return this.ast.directionConstraint(direction, anchor, this.extentFrom(firstToken));
    }
    if (first === t.Between && this.anchorFollows()) {
      this.pos++;
      const from = this.timeAnchor();
      this.expect(t.And);
      const to = this.timeAnchor();
      return this.ast.betweenConstraint(from, to, this.extentFrom(firstToken));
    }
    // `on` is filler only when a time follows (the gate in parser.ts).
    const second = this.la(2);
    const on = first === t.On && second !== EOF_TYPE && (second === t.LParen || sumValueStart.has(second) || softNames.has(second));
    if (on) this.pos++;
    else if (!primaryStart.has(first) && !softNames.has(first)) throw DECLINE;
    const anchor = this.timeAnchor();
    return this.ast.pointConstraint(on, anchor, this.extentFrom(firstToken));
  }

  /**
   * After `before`, `after` or `between`: whether the stored lookahead reads a time anchor next
   * (`(` and `[` need an expression, or `]`, after them); otherwise the word is a name.
   */
  private anchorFollows(): boolean {
    const second = this.la(2);
    if (second === EOF_TYPE) return false;
    if (second === t.LParen || second === t.LBracket) {
      const third = this.la(3);
      if (third === EOF_TYPE) return false;
      return expressionStart.has(third) || softNames.has(third) || (second === t.LBracket && third === t.RBracket);
    }
    return primaryStart.has(second) || softNames.has(second);
  }

  private direction(): IToken {
    const token = this.next();
    const type = token.tokenType;
    if (type !== t.Before && type !== t.After && type !== t.From) throw DECLINE;
    return token;
  }

  private timeAnchor(): A.TimeAnchor {
    const first = this.la(1);
    if ((first === t.This || first === t.Last || first === t.Next) && this.la(2) === t.Unit) {
      const which = this.next();
      return this.ast.relativePeriod(which, this.next());
    }
    return this.postfixExpression();
  }

  private arithmetic(): A.Expression {
    const first = this.signedOperand();
    let next = this.la(1);
    if (next === EOF_TYPE || !arithmeticOperators.has(next)) return first;
    const operands = [first];
    const operators: IToken[] = [];
    while (next !== EOF_TYPE && arithmeticOperators.has(next)) {
      operators.push(this.next());
      operands.push(this.signedOperand());
      next = this.la(1);
    }
    return this.ast.arithmetic(operands, operators);
  }

  /** `{ "-" } postfixExpression`. */
  private signedOperand(): A.Expression {
    let signs: IToken[] | undefined;
    while (this.la(1) === t.Minus) (signs ??= []).push(this.next());
    const operand = this.postfixExpression();
    return signs ? this.ast.prefixed(signs, operand) : operand;
  }

  private postfixExpression(): A.Expression {
    let result = this.primary();
    for (;;) {
      const next = this.la(1);
      let suffix: Suffix;
      if (next === t.Dot) {
        this.pos++;
        const name = this.expectIn(anyWords);
        suffix = { name, args: this.la(1) === t.LParen ? this.arguments() : undefined };
      } else if (next === t.LBracket) {
        this.pos++;
        const condition = this.expression();
        suffix = { condition, close: this.expect(t.RBracket) };
      } else return result;
      result = this.ast.suffix(result, suffix);
    }
  }

  private arguments(): ArgumentList {
    this.expect(t.LParen);
    const args = this.separatedUntil(t.RParen, () => this.expression());
    return { args, close: this.expect(t.RParen) };
  }

  private primary(): A.Expression {
    const token = this.tokens[this.pos];
    if (token === undefined) throw DECLINE;
    switch (token.tokenType) {
      case t.StringLiteral:
      case t.DoubleLiteral:
      case t.IntegerLiteral:
      case t.True:
      case t.False:
        this.pos++;
        return this.ast.literal(token);
      case t.Now:
      case t.Today:
      case t.Yesterday:
      case t.Tomorrow:
        this.pos++;
        return this.ast.timeWord(token);
      case t.Param:
      case t.ContextRef:
      case t.This:
        this.pos++;
        return this.ast.token(token);
      case t.Caret:
        return this.upReference();
      case t.LParen: {
        this.pos++;
        const inner = this.expression();
        return this.ast.parenthesize(inner, token, this.expect(t.RParen));
      }
      case t.If:
        return this.ifExpression();
      case t.LBracket:
        return this.arrayLiteral();
      case t.LBrace:
        return this.objectLiteral();
      case t.Chain: {
        // `CHAIN(` with an operand after it; `chain` alone, or `chain()`, is a name.
        const third = this.la(3);
        if (this.la(2) === t.LParen && third !== EOF_TYPE && (primaryStart.has(third) || third === t.Minus || softNames.has(third)))
          return this.chainExpression();
        break;
      }
    }
    if (!softNames.has(token.tokenType)) throw DECLINE;
    this.pos++;
    return this.ast.nameOrCall(token, this.la(1) === t.LParen ? this.arguments() : undefined);
  }

  private upReference(): A.Path {
    const first = this.expect(t.Caret);
    let levels = 1;
    while (this.la(1) === t.Caret) {
      this.pos++;
      levels++;
    }
    if (this.la(1) === t.Dot) this.pos++;
    return this.ast.upReference(first, levels, this.expectIn(anyWords));
  }

  private ifExpression(): A.IfExpression {
    const keyword = this.expect(t.If);
    this.expect(t.LParen);
    const test = this.expression();
    this.expect(t.Comma);
    const then = this.expression();
    this.expect(t.Comma);
    const otherwise = this.expression();
    return this.ast.if(keyword, test, then, otherwise, this.expect(t.RParen));
  }

  private arrayLiteral(): A.ArrayLiteral {
    const open = this.expect(t.LBracket);
    const elements = this.separatedUntil(t.RBracket, () => this.expression());
    return this.ast.array(open, elements, this.expect(t.RBracket));
  }

  private objectLiteral(): A.ObjectLiteral {
    const open = this.expect(t.LBrace);
    const entries = this.separatedUntil(t.RBrace, () => this.objectEntry());
    return this.ast.object(open, entries, this.expect(t.RBrace));
  }

  private objectEntry(): A.ObjectEntry {
    const key = this.expect(t.StringLiteral);
    this.expect(t.Colon);
    const value = this.expression();
    return this.ast.objectEntry(key, value, this.extentFrom(key));
  }

  private chainExpression(): A.Chain {
    const keyword = this.expect(t.Chain);
    this.expect(t.LParen);
    const events = this.arithmetic();
    this.expect(t.Comma);
    const timestampField = this.expectIn(anyWords);
    this.expect(t.Comma);
    this.expect(t.LBracket);
    const steps = this.separated(() => this.chainStep());
    this.expect(t.RBracket);
    return this.ast.chain(keyword, events, timestampField, steps, this.expect(t.RParen));
  }

  private chainStep(): A.ChainStep {
    const label = this.expectIn(softNames);
    this.expect(t.Colon);
    const clauses = [this.stepClause()];
    for (let next = this.la(1); next === t.What || next === t.Where || next === t.When || next === t.Count; next = this.la(1))
      clauses.push(this.stepClause());
    return this.ast.chainStep(label, clauses, this.extentFrom(label));
  }

  private stepClause(): StepClause {
    const keyword = this.next();
    const type = keyword.tokenType;
    if (type !== t.What && type !== t.Where && type !== t.When && type !== t.Count) throw DECLINE;
    this.expect(t.LParen);
    let clause: StepClause;
    if (type === t.When) clause = { keyword, constraint: this.timeConstraint() };
    else if (type === t.Count) clause = { keyword, count: Number(this.expect(t.IntegerLiteral).image) };
    else clause = { keyword, expression: this.expression() };
    this.expect(t.RParen);
    return clause;
  }
}

// The Chevrotain parser: one grammar rule per PQL construct, in precedence order. Its actions build
// the typed AST as it parses (ast-factory.ts makes the nodes): no concrete syntax tree, no second
// pass, which is about twice as fast as building a CST and converting it. `grammar/pql.ebnf` mirrors
// these rules (a test keeps the two equal), so rename a rule here and there together.
import { EmbeddedActionsParser, EOF, type IOrAlt, type IToken, type OrMethodOpts, type TokenType } from "chevrotain";
import type * as A from "./ast.js";
import { AstFactory, type ArgumentList, type StepClause, type Suffix } from "./ast-factory.js";
import { LazyLookahead } from "./lazy-lookahead.js";
import * as t from "./tokens.js";
import { errorMessages } from "./messages.js";
import { sumValueStart, sumValueTokens } from "./sum-value.js";

function continuesValue(token: IToken, parser: PqlParser): boolean {
  return sumValueTokens.has(token.tokenType) || parser.tokenMatches(token, t.SoftName);
}

/**
 * How many tokens ahead the few decisions that need more than one look (`MAX_LOOKAHEAD` on them):
 * `(a, b) =>` against `(a)`, `sum x over` against `sum(x)`, `CHAIN(` against a call, `this week`
 * against `this.x`. Every other decision, and the "no alternative" errors, look at one token:
 * Chevrotain words those errors from every token sequence that could have gone on, up to the
 * parser's `maxLookahead`, which at 3 cost tens of milliseconds per error in `expression`.
 */
const DEEP_LOOKAHEAD = 3;

/**
 * What a rule returns when it builds nothing: while Chevrotain records the grammar (rules run once
 * on placeholder tokens), and in the recovering parser, which is only asked for errors.
 */
const SKIPPED = undefined as never;

type ComparisonTail = { op: IToken; right: A.Expression } | { constraint: A.TimeConstraint };

export class PqlParser extends EmbeddedActionsParser {
  /** Makes the nodes; `reset` it with the text's LineMap before each parse. */
  readonly ast = new AstFactory();
  private readonly buildsTree: boolean;
  private readonly quickDecisions: boolean;

  /**
   * `validate`: run Chevrotain's grammar checks (tests do; the shipped build skips them);
   * `recovery`: go on after an error to find the next ones, building no tree (see chevrotain-parse.ts);
   * `quickDecisions`: decide an expression's alternative on one token (see `expression`).
   */
  constructor(validate: boolean, { recovery = true, quickDecisions = false }: { recovery?: boolean; quickDecisions?: boolean } = {}) {
    super(t.allTokens, {
      recoveryEnabled: recovery,
      maxLookahead: 1,
      lookaheadStrategy: new LazyLookahead(1),
      skipValidations: !validate,
      errorMessageProvider: errorMessages,
    });
    this.buildsTree = !recovery;
    this.quickDecisions = quickDecisions;
    this.performSelfAnalysis();
  }

  /** Whether actions build nodes now (not while the grammar is recorded, not when recovering). */
  private get building(): boolean {
    return this.buildsTree && !this.RECORDING_PHASE;
  }

  /**
   * The alternatives of an `OR` in a hot rule, built once: an inline array would allocate its
   * objects and closures on every call (Chevrotain's performance guide: "cache OR alternatives").
   * So they must not capture a rule call's locals: they return what they parsed.
   */
  private readonly orCache: unknown[] = [];
  private alternatives<T>(id: number, build: () => T): T {
    return (this.orCache[id] ??= build()) as T;
  }

  /** From `first` to the last token consumed so far: the extent of the rule that began at `first`. */
  private extentFrom(first: IToken): A.Span {
    return this.ast.span(first, this.LA(0));
  }

  /** A whole input: one expression and nothing after it. */
  query = this.RULE("query", (): A.Expression => this.SUBRULE(this.expression));

  expression = this.RULE(
    "expression",
    (): A.Expression =>
      this.OR(
        this.alternatives(
          0,
          (): OrMethodOpts<A.Expression> => ({
            // One token for the parser of the first pass: the gated alternatives (lambda, sum ... over)
            // scan ahead themselves and the others begin with a token of their own, so one token picks
            // the alternative three would on every valid input, and working out the three-token
            // sequences through the whole expression grammar was the largest part of a one-file
            // lint's parse. The parsers that word errors keep three: where none of them matches, the
            // error is raised at the opening `(` (`()`, `(a, b) x`) and worded there (messages.ts).
            MAX_LOOKAHEAD: this.quickDecisions ? 1 : DEEP_LOOKAHEAD,
            IGNORE_AMBIGUITIES: true,
            DEF: [
              { GATE: () => this.isLambdaStart(), ALT: () => this.SUBRULE(this.lambda) },
              { ALT: () => this.SUBRULE(this.letExpression) },
              { ALT: () => this.SUBRULE(this.selectExpression) },
              { ALT: () => this.SUBRULE(this.quantifierExpression) },
              { GATE: () => this.isSumOverStart(), ALT: () => this.SUBRULE(this.sumExpression) },
              { ALT: () => this.SUBRULE(this.logicalExpression) },
            ],
          }),
        ),
      ),
  );

  lambda = this.RULE("lambda", (): A.Lambda => {
    const open = this.CONSUME(t.LParen);
    const params: IToken[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: t.Comma, DEF: () => params.push(this.CONSUME(t.SoftName)) });
    this.CONSUME(t.RParen);
    this.CONSUME(t.Arrow);
    const body = this.SUBRULE(this.expression);
    return this.building ? this.ast.lambda(params, body, this.extentFrom(open)) : SKIPPED;
  });

  letExpression = this.RULE("letExpression", (): A.Let => {
    const keyword = this.CONSUME(t.Let);
    const variable = this.CONSUME(t.SoftName);
    this.CONSUME(t.Equals);
    // The binding stops at additive precedence so the first `in` closes it (the PQL docs, docs/aep-docs.md).
    const value = this.SUBRULE(this.arithmetic);
    this.CONSUME(t.In);
    const body = this.SUBRULE(this.expression);
    return this.building ? this.ast.let(variable, value, body, this.extentFrom(keyword)) : SKIPPED;
  });

  selectExpression = this.RULE("selectExpression", (): A.Select => {
    const keyword = this.CONSUME(t.Select);
    const first = this.SUBRULE(this.selectBinding);
    const later = this.laterBindings();
    return this.building ? this.ast.select(first, later, this.extentFrom(keyword)) : SKIPPED;
  });

  /** One `V from A where C` of a `select` or `sum ... over`. */
  selectBinding = this.RULE("selectBinding", (): A.Binding => {
    const variable = this.CONSUME(t.SoftName);
    this.CONSUME(t.From);
    const source = this.SUBRULE(this.arithmetic);
    const condition = this.OPTION(() => {
      this.CONSUME(t.Where);
      return this.SUBRULE(this.expression);
    });
    return this.building ? this.ast.binding(variable, source, condition ?? null, this.extentFrom(variable)) : SKIPPED;
  });

  /**
   * `, W from ...` after the first binding of a `select` or `sum ... over`. Only when `<name> from`
   * follows the comma: otherwise the comma belongs to a list around it (`f(select A from x, 1)`).
   */
  private laterBindings(): A.Binding[] {
    const later: A.Binding[] = [];
    this.MANY({
      GATE: () => this.tokenMatches(this.LA(2), t.SoftName) && this.LA(3).tokenType === t.From,
      DEF: () => {
        this.CONSUME(t.Comma);
        later.push(this.SUBRULE2(this.selectBinding));
      },
    });
    return later;
  }

  quantifierExpression = this.RULE("quantifierExpression", (): A.Quantifier => {
    const word = this.OR([{ ALT: () => this.CONSUME(t.Exists) }, { ALT: () => this.CONSUME(t.Forall) }]);
    const bindings: A.Binding[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: t.Comma, DEF: () => bindings.push(this.SUBRULE(this.binding)) });
    return this.building ? this.ast.quantifier(word, bindings, this.extentFrom(word)) : SKIPPED;
  });

  binding = this.RULE("binding", (): A.Binding => {
    const variable = this.CONSUME(t.SoftName);
    this.CONSUME(t.From);
    const source = this.SUBRULE(this.arithmetic);
    const condition = this.OPTION(() => {
      this.OR([{ ALT: () => this.CONSUME(t.Where) }, { ALT: () => this.CONSUME(t.Colon) }]);
      return this.SUBRULE(this.expression);
    });
    return this.building ? this.ast.binding(variable, source, condition ?? null, this.extentFrom(variable)) : SKIPPED;
  });

  sumExpression = this.RULE("sumExpression", (): A.SumOver => {
    const keyword = this.CONSUME(t.Sum);
    const value = this.SUBRULE(this.arithmetic);
    this.CONSUME(t.Over);
    const first = this.SUBRULE(this.selectBinding);
    const later = this.laterBindings();
    return this.building ? this.ast.sumOver(value, first, later, this.extentFrom(keyword)) : SKIPPED;
  });

  /**
   * `a and b or c`: operands and `and`/`or` in a row; the action groups them (`and` binds tighter)
   * into n-ary nodes. Precedence is worked out in the actions of this rule and `arithmetic`,
   * not by a rule per level, where each operand went through every level's rule call.
   */
  logicalExpression = this.RULE("logicalExpression", (): A.Expression => {
    const first = this.SUBRULE(this.comparison);
    let operands: A.Expression[] | undefined;
    const words: IToken[] = [];
    this.MANY(() => {
      words.push(this.OR(this.alternatives(1, () => [{ ALT: () => this.CONSUME(t.Or) }, { ALT: () => this.CONSUME(t.And) }])));
      (operands ??= [first]).push(this.SUBRULE2(this.comparison));
    });
    return operands && this.building ? this.ast.logical(operands, words) : first;
  });

  /**
   * An operand of `and`/`or`: arithmetic, compared or not (comparisons do not chain), after any
   * number of `not`/`!`, which negate the whole comparison (`not a = b` is `not (a = b)`).
   */
  comparison = this.RULE("comparison", (): A.Expression => {
    let negations: IToken[] | undefined;
    this.MANY(() =>
      (negations ??= []).push(
        this.OR3(this.alternatives(2, () => [{ ALT: () => this.CONSUME(t.Not) }, { ALT: () => this.CONSUME(t.Bang) }])),
      ),
    );
    const left = this.SUBRULE(this.arithmetic);
    const tail = this.OPTION(() =>
      this.OR(
        this.alternatives(3, (): IOrAlt<ComparisonTail>[] => [
          {
            ALT: () => {
              const op = this.SUBRULE(this.comparator);
              return { op, right: this.SUBRULE2(this.arithmetic) };
            },
          },
          {
            ALT: () => {
              const op = this.OR2(
                this.alternatives(4, () => [
                  { ALT: () => this.CONSUME(t.In) },
                  { ALT: () => this.CONSUME(t.NotIn) },
                  { ALT: () => this.CONSUME(t.Like) },
                ]),
              );
              return { op, right: this.SUBRULE3(this.arithmetic) };
            },
          },
          {
            ALT: () => {
              this.CONSUME(t.Occurs);
              return { constraint: this.SUBRULE(this.timeConstraint) };
            },
          },
        ]),
      ),
    );
    if (!this.building) return left;
    const compared = !tail
      ? left
      : "constraint" in tail
        ? this.ast.occurs(left, tail.constraint)
        : this.ast.binary(tail.op, left, tail.right);
    return negations ? this.ast.prefixed(negations, compared) : compared;
  });

  comparator = this.RULE(
    "comparator",
    (): IToken =>
      this.OR(
        this.alternatives(5, () => [
          { ALT: () => this.CONSUME(t.Equals) },
          { ALT: () => this.CONSUME(t.NotEquals) },
          { ALT: () => this.CONSUME(t.LessEq) },
          { ALT: () => this.CONSUME(t.Less) },
          { ALT: () => this.CONSUME(t.GreaterEq) },
          { ALT: () => this.CONSUME(t.Greater) },
        ]),
      ),
  );

  /** What follows `occurs`, and what `WHEN(...)` holds. */
  timeConstraint = this.RULE("timeConstraint", (): A.TimeConstraint => {
    const first = this.LA(1);
    // Keyword forms first: `before`, `between` and `on` are also field names (soft keywords).
    return this.OR({
      MAX_LOOKAHEAD: DEEP_LOOKAHEAD,
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            const comparator = this.SUBRULE(this.comparator);
            const amount = this.CONSUME(t.IntegerLiteral);
            const unit = this.CONSUME(t.Unit);
            const direction = this.SUBRULE(this.direction);
            const anchor = this.SUBRULE(this.timeAnchor);
            return this.building ? this.ast.amountConstraint(comparator, amount, unit, direction, anchor, this.extentFrom(first)) : SKIPPED;
          },
        },
        {
          ALT: () => {
            const direction = this.SUBRULE2(this.direction);
            const anchor = this.SUBRULE2(this.timeAnchor);
            return this.building ? this.ast.directionConstraint(direction, anchor, this.extentFrom(first)) : SKIPPED;
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Between);
            const from = this.SUBRULE3(this.timeAnchor);
            this.CONSUME(t.And);
            const to = this.SUBRULE4(this.timeAnchor);
            return this.building ? this.ast.betweenConstraint(from, to, this.extentFrom(first)) : SKIPPED;
          },
        },
        {
          ALT: () => {
            // `on` is filler only when a time follows; `occurs on` alone names a field `on`,
            // and `on[x]` filters one.
            const on = this.OPTION({
              MAX_LOOKAHEAD: DEEP_LOOKAHEAD,
              GATE: () => this.startsAnchor(this.LA(2)),
              DEF: () => this.CONSUME(t.On),
            });
            const anchor = this.SUBRULE5(this.timeAnchor);
            return this.building ? this.ast.pointConstraint(on !== undefined, anchor, this.extentFrom(first)) : SKIPPED;
          },
        },
      ],
    });
  });

  direction = this.RULE(
    "direction",
    (): IToken =>
      this.OR([{ ALT: () => this.CONSUME(t.Before) }, { ALT: () => this.CONSUME(t.After) }, { ALT: () => this.CONSUME(t.From) }]),
  );

  timeAnchor = this.RULE(
    "timeAnchor",
    (): A.TimeAnchor =>
      this.OR({
        MAX_LOOKAHEAD: DEEP_LOOKAHEAD,
        IGNORE_AMBIGUITIES: true,
        DEF: [
          {
            ALT: () => {
              const which = this.OR2([
                { ALT: () => this.CONSUME(t.This) },
                { ALT: () => this.CONSUME(t.Last) },
                { ALT: () => this.CONSUME(t.Next) },
              ]);
              const unit = this.CONSUME(t.Unit);
              return this.building ? this.ast.relativePeriod(which, unit) : SKIPPED;
            },
          },
          { ALT: () => this.SUBRULE(this.postfixExpression) },
        ],
      }),
  );

  /**
   * `+ - * / %` and unary `-` over postfix expressions, read in a row; the action builds the tree
   * (`*` `/` `%` bind tighter than `+` `-`, both left to right; a `-` before an operand negates it).
   */
  arithmetic = this.RULE("arithmetic", (): A.Expression => {
    let signs: IToken[] | undefined;
    this.MANY(() => (signs ??= []).push(this.CONSUME(t.Minus)));
    const first = this.negated(signs, this.SUBRULE(this.postfixExpression));
    let operands: A.Expression[] | undefined;
    const operators: IToken[] = [];
    this.MANY2(() => {
      operators.push(
        this.OR(
          this.alternatives(7, () => [
            { ALT: () => this.CONSUME(t.Plus) },
            { ALT: () => this.CONSUME2(t.Minus) },
            { ALT: () => this.CONSUME(t.Star) },
            { ALT: () => this.CONSUME(t.Slash) },
            { ALT: () => this.CONSUME(t.Percent) },
          ]),
        ),
      );
      let operandSigns: IToken[] | undefined;
      this.MANY3(() => (operandSigns ??= []).push(this.CONSUME3(t.Minus)));
      (operands ??= [first]).push(this.negated(operandSigns, this.SUBRULE2(this.postfixExpression)));
    });
    return operands && this.building ? this.ast.arithmetic(operands, operators) : first;
  });

  private negated(signs: IToken[] | undefined, operand: A.Expression): A.Expression {
    return signs && this.building ? this.ast.prefixed(signs, operand) : operand;
  }

  postfixExpression = this.RULE("postfixExpression", (): A.Expression => {
    let result = this.SUBRULE(this.primary);
    this.MANY(() => {
      const suffix = this.OR(
        this.alternatives(10, (): IOrAlt<Suffix>[] => [
          {
            ALT: () => {
              this.CONSUME(t.Dot);
              const name = this.CONSUME(t.AnyWord);
              const args = this.OPTION(() => this.SUBRULE(this.arguments));
              return { name, args };
            },
          },
          {
            ALT: () => {
              this.CONSUME(t.LBracket);
              const condition = this.SUBRULE(this.expression);
              return { condition, close: this.CONSUME(t.RBracket) };
            },
          },
        ]),
      );
      if (this.building) result = this.ast.suffix(result, suffix);
    });
    return result;
  });

  arguments = this.RULE("arguments", (): ArgumentList => {
    this.CONSUME(t.LParen);
    const args: A.Expression[] = [];
    this.MANY_SEP({ SEP: t.Comma, DEF: () => args.push(this.SUBRULE(this.expression)) });
    return { args, close: this.CONSUME(t.RParen) };
  });

  /** One-token values, names and calls are alternatives here, not rules of their own: they are most operands. */
  primary = this.RULE(
    "primary",
    (): A.Expression =>
      this.OR(
        this.alternatives(
          11,
          (): OrMethodOpts<A.Expression> => ({
            // One token for the first pass, as in `expression`: only `chain(` needs more here
            // (CHAIN against a call of a function named chain), and the gate of that alternative
            // answers it (isChainStart). Working out every three-token sequence of every operand
            // was the largest part of what is left of a one-file lint's parse.
            MAX_LOOKAHEAD: this.quickDecisions ? 1 : DEEP_LOOKAHEAD,
            IGNORE_AMBIGUITIES: true,
            DEF: [
              { ALT: () => this.literal(this.CONSUME(t.StringLiteral)) },
              { ALT: () => this.literal(this.CONSUME(t.DoubleLiteral)) },
              { ALT: () => this.literal(this.CONSUME(t.IntegerLiteral)) },
              { ALT: () => this.literal(this.CONSUME(t.True)) },
              { ALT: () => this.literal(this.CONSUME(t.False)) },
              { ALT: () => this.timeWord(this.CONSUME(t.Now)) },
              { ALT: () => this.timeWord(this.CONSUME(t.Today)) },
              { ALT: () => this.timeWord(this.CONSUME(t.Yesterday)) },
              { ALT: () => this.timeWord(this.CONSUME(t.Tomorrow)) },
              { ALT: () => this.oneToken(this.CONSUME(t.Param)) },
              { ALT: () => this.SUBRULE(this.upReference) },
              { ALT: () => this.oneToken(this.CONSUME(t.ContextRef)) },
              { ALT: () => this.oneToken(this.CONSUME(t.This)) },
              { ALT: () => this.SUBRULE(this.parenthesized) },
              { GATE: () => this.isChainStart(), ALT: () => this.SUBRULE(this.chainExpression) },
              { ALT: () => this.SUBRULE(this.ifExpression) },
              { ALT: () => this.SUBRULE(this.arrayLiteral) },
              { ALT: () => this.SUBRULE(this.objectLiteral) },
              {
                // A name, or a global function call such as `inSegment("...")`, `date(2020, 3, 14)`.
                ALT: () => {
                  const name = this.CONSUME(t.SoftName);
                  const call = this.OPTION(() => this.SUBRULE(this.arguments));
                  return this.building ? this.ast.nameOrCall(name, call) : SKIPPED;
                },
              },
            ],
          }),
        ),
      ),
  );

  /** What may begin a CHAIN's events (its `arithmetic`), by Chevrotain's reading of the grammar: worked out on first need. */
  private chainEventsStart: TokenType[] | undefined;

  /**
   * Whether a `chain` here begins a CHAIN rather than names a function. The parsers that decide
   * `primary` on three tokens need only `(` next (their lookahead checks the third); the first
   * pass decides on one token, so this checks the third as they do: CHAIN where the token after
   * `chain(` may begin its events, a call otherwise (`chain()`), on every input.
   */
  private isChainStart(): boolean {
    if (this.LA(2).tokenType !== t.LParen) return false;
    if (!this.quickDecisions) return true;
    if (this.LA(1).tokenType !== t.Chain) return false;
    const third = this.LA(3);
    this.chainEventsStart ??= this.computeContentAssist("arithmetic", []).map((path) => path.nextTokenType);
    return this.chainEventsStart.some((type) => this.tokenMatches(third, type));
  }

  private literal(token: IToken): A.Expression {
    return this.building ? this.ast.literal(token) : SKIPPED;
  }

  private timeWord(token: IToken): A.Expression {
    return this.building ? this.ast.timeWord(token) : SKIPPED;
  }

  /** `$1`, `#{...}`, `this`. */
  private oneToken(token: IToken): A.Expression {
    return this.building ? this.ast.token(token) : SKIPPED;
  }

  upReference = this.RULE("upReference", (): A.Path => {
    let first: IToken | undefined;
    let levels = 0;
    this.AT_LEAST_ONE(() => {
      const caret = this.CONSUME(t.Caret);
      first ??= caret;
      levels++;
    });
    this.OPTION(() => this.CONSUME(t.Dot));
    const word = this.CONSUME(t.AnyWord);
    return this.building ? this.ast.upReference(first!, levels, word) : SKIPPED;
  });

  parenthesized = this.RULE("parenthesized", (): A.Expression => {
    const open = this.CONSUME(t.LParen);
    const inner = this.SUBRULE(this.expression);
    const close = this.CONSUME(t.RParen);
    return this.building ? this.ast.parenthesize(inner, open, close) : SKIPPED;
  });

  ifExpression = this.RULE("ifExpression", (): A.IfExpression => {
    const keyword = this.CONSUME(t.If);
    this.CONSUME(t.LParen);
    const test = this.SUBRULE(this.expression);
    this.CONSUME(t.Comma);
    const then = this.SUBRULE2(this.expression);
    this.CONSUME2(t.Comma);
    const otherwise = this.SUBRULE3(this.expression);
    const close = this.CONSUME(t.RParen);
    return this.building ? this.ast.if(keyword, test, then, otherwise, close) : SKIPPED;
  });

  arrayLiteral = this.RULE("arrayLiteral", (): A.ArrayLiteral => {
    const open = this.CONSUME(t.LBracket);
    const elements: A.Expression[] = [];
    this.MANY_SEP({ SEP: t.Comma, DEF: () => elements.push(this.SUBRULE(this.expression)) });
    const close = this.CONSUME(t.RBracket);
    return this.building ? this.ast.array(open, elements, close) : SKIPPED;
  });

  objectLiteral = this.RULE("objectLiteral", (): A.ObjectLiteral => {
    const open = this.CONSUME(t.LBrace);
    const entries: A.ObjectEntry[] = [];
    this.MANY_SEP({ SEP: t.Comma, DEF: () => entries.push(this.SUBRULE(this.objectEntry)) });
    const close = this.CONSUME(t.RBrace);
    return this.building ? this.ast.object(open, entries, close) : SKIPPED;
  });

  objectEntry = this.RULE("objectEntry", (): A.ObjectEntry => {
    const key = this.CONSUME(t.StringLiteral);
    this.CONSUME(t.Colon);
    const value = this.SUBRULE(this.expression);
    return this.building ? this.ast.objectEntry(key, value, this.extentFrom(key)) : SKIPPED;
  });

  chainExpression = this.RULE("chainExpression", (): A.Chain => {
    const keyword = this.CONSUME(t.Chain);
    this.CONSUME(t.LParen);
    const events = this.SUBRULE(this.arithmetic);
    this.CONSUME(t.Comma);
    const timestampField = this.CONSUME(t.AnyWord);
    this.CONSUME2(t.Comma);
    this.CONSUME(t.LBracket);
    const steps: A.ChainStep[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: t.Comma, DEF: () => steps.push(this.SUBRULE(this.chainStep)) });
    this.CONSUME(t.RBracket);
    const close = this.CONSUME(t.RParen);
    return this.building ? this.ast.chain(keyword, events, timestampField, steps, close) : SKIPPED;
  });

  chainStep = this.RULE("chainStep", (): A.ChainStep => {
    const label = this.CONSUME(t.SoftName);
    this.CONSUME(t.Colon);
    const clauses: StepClause[] = [];
    this.AT_LEAST_ONE(() => clauses.push(this.SUBRULE(this.stepClause)));
    return this.building ? this.ast.chainStep(label, clauses, this.extentFrom(label)) : SKIPPED;
  });

  stepClause = this.RULE(
    "stepClause",
    (): StepClause =>
      this.OR<StepClause>([
        {
          ALT: () => {
            const keyword = this.CONSUME(t.What);
            this.CONSUME(t.LParen);
            const expression = this.SUBRULE(this.expression);
            this.CONSUME(t.RParen);
            return { keyword, expression };
          },
        },
        {
          ALT: () => {
            const keyword = this.CONSUME(t.Where);
            this.CONSUME2(t.LParen);
            const expression = this.SUBRULE2(this.expression);
            this.CONSUME2(t.RParen);
            return { keyword, expression };
          },
        },
        {
          ALT: () => {
            const keyword = this.CONSUME(t.When);
            this.CONSUME3(t.LParen);
            const constraint = this.SUBRULE(this.timeConstraint);
            this.CONSUME3(t.RParen);
            return { keyword, constraint };
          },
        },
        {
          ALT: () => {
            const keyword = this.CONSUME(t.Count);
            this.CONSUME4(t.LParen);
            const count = this.CONSUME(t.IntegerLiteral);
            this.CONSUME4(t.RParen);
            return { keyword, count: Number(count.image) };
          },
        },
      ]),
  );

  /** `(a) =>` or `(a, b) =>`: a lambda head needs a scan, `(a)` alone is a parenthesized path. */
  private isLambdaStart(): boolean {
    if (this.LA(1).tokenType !== t.LParen) return false;
    let i = 2;
    for (;;) {
      if (!this.tokenMatches(this.LA(i), t.SoftName)) return false;
      i += 1;
      const next = this.LA(i).tokenType;
      if (next === t.Comma) {
        i += 1;
        continue;
      }
      return next === t.RParen && this.LA(i + 1).tokenType === t.Arrow;
    }
  }

  /**
   * `sum X.price over X from ...` versus a field or a function called `sum` (`sum(x)`, `sum.total`,
   * `sum - 1`). It is a sum-over when `over` follows the value: a scan over the tokens of an
   * additive expression (bracket groups skipped, names after `.` skipped), which stops at the
   * first token that cannot be part of one.
   */
  private isSumOverStart(): boolean {
    if (this.LA(1).tokenType !== t.Sum) return false;
    const next = this.LA(2);
    if (next.tokenType !== t.LParen && !sumValueStart.has(next.tokenType) && !this.tokenMatches(next, t.SoftName)) return false;
    let depth = 0;
    for (let i = 2; ; i++) {
      const token = this.LA(i);
      const type = token.tokenType;
      if (type === EOF) return false;
      if (type === t.LParen || type === t.LBracket || type === t.LBrace) depth++;
      else if (type === t.RParen || type === t.RBracket || type === t.RBrace) {
        if (depth === 0) return false;
        depth--;
      } else if (type === t.Dot)
        i++; // the member name, even `over`, is not the keyword
      else if (depth === 0) {
        if (type === t.Over) return true;
        if (!continuesValue(token, this)) return false;
      }
    }
  }

  /** Whether `token` can begin a time anchor other than an array (see `on` in `timeConstraint`). */
  private startsAnchor(token: IToken): boolean {
    return token.tokenType === t.LParen || sumValueStart.has(token.tokenType) || this.tokenMatches(token, t.SoftName);
  }

  tokenMatches(token: IToken, type: TokenType): boolean {
    return token.tokenType === type || (token.tokenType.CATEGORIES ?? []).includes(type);
  }
}

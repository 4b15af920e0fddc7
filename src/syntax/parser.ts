// The Chevrotain parser: one grammar rule per PQL construct, in precedence order.
// It builds a CST; `to-ast.ts` turns it into the typed AST. `grammar/pql.ebnf` mirrors these
// rules (a test keeps the two equal), so rename a rule here and there together.
import { CstParser, EOF, tokenName, type CstNode, type IToken, type TokenType } from "chevrotain";
import { TableLookahead, type LookaheadTable } from "./lookahead.js";
import { LOOKAHEAD_TABLE } from "./lookahead-table.js";
import * as t from "./tokens.js";
import { errorMessages } from "./messages.js";

/**
 * Tokens after `sum` that begin the value of `sum E over ...` rather than continue a field named
 * `sum` (`sum = 1`, `sum.total`, `sum[x]`, `sum - 1`). `(` is decided by a scan for `over`.
 */
const sumValueStart = new Set<TokenType>([
  t.Param,
  t.Caret,
  t.This,
  t.ContextRef,
  t.StringLiteral,
  t.MisquotedString,
  t.DoubleLiteral,
  t.IntegerLiteral,
  t.True,
  t.False,
  t.Now,
  t.Today,
  t.Yesterday,
  t.Tomorrow,
  t.If,
  t.LBrace,
]);

/** Tokens that may appear, outside brackets, inside the value of `sum E over`: an additive expression. */
const valueTokens = new Set<TokenType>([...sumValueStart, t.Plus, t.Minus, t.Star, t.Slash, t.Percent, t.Unit]);

function continuesValue(token: IToken, parser: PqlParser): boolean {
  return valueTokens.has(token.tokenType) || parser.tokenMatches(token, t.SoftName);
}

const MAX_LOOKAHEAD = 3;
const tokensByName = new Map<string, TokenType>([...t.allTokens, EOF].map((token) => [tokenName(token), token]));

export class PqlParser extends CstParser {
  /** How the parser decides between alternatives: from the stored table (see lookahead.ts). */
  readonly lookahead: TableLookahead;

  /**
   * `recovery`: go on after an error to find the next ones (see getParser); `table`: the stored
   * lookahead, or `{}` to have every entry computed (the generator does).
   */
  constructor(validate: boolean, { recovery = true, table = LOOKAHEAD_TABLE }: { recovery?: boolean; table?: LookaheadTable } = {}) {
    const lookahead = new TableLookahead(table, tokensByName, MAX_LOOKAHEAD);
    super(t.allTokens, {
      recoveryEnabled: recovery,
      maxLookahead: MAX_LOOKAHEAD,
      lookaheadStrategy: lookahead,
      // No CST node locations: `to-ast.ts` derives extents from tokens (this saves ~40% of parse time).
      nodeLocationTracking: "none",
      skipValidations: !validate,
      errorMessageProvider: errorMessages,
    });
    this.lookahead = lookahead;
    this.performSelfAnalysis();
  }

  /**
   * The alternatives of an `OR` in a hot rule, built once: an inline array would allocate its
   * objects and closures on every call (Chevrotain's performance guide: "cache OR alternatives").
   */
  private readonly orCache: unknown[] = [];
  private alternatives<T>(id: number, build: () => T): T {
    return (this.orCache[id] ??= build()) as T;
  }

  /** A whole input: one expression and nothing after it. */
  query = this.RULE("query", () => {
    this.SUBRULE(this.expression);
  });

  expression = this.RULE("expression", () => {
    this.OR(this.alternatives(0, () => ({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { GATE: () => this.isLambdaStart(), ALT: () => this.SUBRULE(this.lambda) },
        { ALT: () => this.SUBRULE(this.letExpression) },
        { ALT: () => this.SUBRULE(this.selectExpression) },
        { ALT: () => this.SUBRULE(this.quantifierExpression) },
        { GATE: () => this.isSumOverStart(), ALT: () => this.SUBRULE(this.sumExpression) },
        { ALT: () => this.SUBRULE(this.orExpression) },
      ],
    })));
  });

  lambda = this.RULE("lambda", () => {
    this.CONSUME(t.LParen);
    this.AT_LEAST_ONE_SEP({ SEP: t.Comma, DEF: () => this.CONSUME(t.SoftName) });
    this.CONSUME(t.RParen);
    this.CONSUME(t.Arrow);
    this.SUBRULE(this.expression);
  });

  letExpression = this.RULE("letExpression", () => {
    this.CONSUME(t.Let);
    this.CONSUME(t.SoftName);
    this.CONSUME(t.Equals);
    // The binding stops at additive precedence so the first `in` closes it (pql-language.md §10).
    this.SUBRULE(this.additiveExpression);
    this.CONSUME(t.In);
    this.SUBRULE(this.expression);
  });

  selectExpression = this.RULE("selectExpression", () => {
    this.CONSUME(t.Select);
    this.CONSUME(t.SoftName);
    this.CONSUME(t.From);
    this.SUBRULE(this.additiveExpression);
    this.OPTION(() => {
      this.CONSUME(t.Where);
      this.SUBRULE(this.expression);
    });
  });

  quantifierExpression = this.RULE("quantifierExpression", () => {
    this.OR([{ ALT: () => this.CONSUME(t.Exists) }, { ALT: () => this.CONSUME(t.Forall) }]);
    this.AT_LEAST_ONE_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.binding) });
  });

  binding = this.RULE("binding", () => {
    this.CONSUME(t.SoftName);
    this.CONSUME(t.From);
    this.SUBRULE(this.additiveExpression);
    this.OPTION(() => {
      this.OR([{ ALT: () => this.CONSUME(t.Where) }, { ALT: () => this.CONSUME(t.Colon) }]);
      this.SUBRULE(this.expression);
    });
  });

  sumExpression = this.RULE("sumExpression", () => {
    this.CONSUME(t.Sum);
    this.SUBRULE(this.additiveExpression);
    this.CONSUME(t.Over);
    this.CONSUME(t.SoftName);
    this.CONSUME(t.From);
    this.SUBRULE2(this.additiveExpression);
    this.OPTION(() => {
      this.CONSUME(t.Where);
      this.SUBRULE(this.expression);
    });
  });

  orExpression = this.RULE("orExpression", () => {
    this.SUBRULE(this.andExpression);
    this.MANY(() => {
      this.CONSUME(t.Or);
      this.SUBRULE2(this.andExpression);
    });
  });

  andExpression = this.RULE("andExpression", () => {
    this.SUBRULE(this.notExpression);
    this.MANY(() => {
      this.CONSUME(t.And);
      this.SUBRULE2(this.notExpression);
    });
  });

  notExpression = this.RULE("notExpression", () => {
    this.OR(this.alternatives(1, () => [
      {
        ALT: () => {
          this.OR2(this.alternatives(2, () => [{ ALT: () => this.CONSUME(t.Not) }, { ALT: () => this.CONSUME(t.Bang) }]));
          this.SUBRULE(this.notExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.comparison) },
    ]));
  });

  comparison = this.RULE("comparison", () => {
    this.SUBRULE(this.additiveExpression);
    this.OPTION(() => {
      this.OR(this.alternatives(3, () => [
        {
          ALT: () => {
            this.SUBRULE(this.comparator);
            this.SUBRULE2(this.additiveExpression);
          },
        },
        {
          ALT: () => {
            this.OR2(this.alternatives(4, () => [
              { ALT: () => this.CONSUME(t.In) },
              { ALT: () => this.CONSUME(t.NotIn) },
              { ALT: () => this.CONSUME(t.Like) },
            ]));
            this.SUBRULE3(this.additiveExpression);
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.Occurs);
            this.SUBRULE(this.timeConstraint);
          },
        },
      ]));
    });
  });

  comparator = this.RULE("comparator", () => {
    this.OR(this.alternatives(5, () => [
      { ALT: () => this.CONSUME(t.Equals) },
      { ALT: () => this.CONSUME(t.NotEquals) },
      { ALT: () => this.CONSUME(t.LessEq) },
      { ALT: () => this.CONSUME(t.Less) },
      { ALT: () => this.CONSUME(t.GreaterEq) },
      { ALT: () => this.CONSUME(t.Greater) },
    ]));
  });

  /** What follows `occurs`, and what `WHEN(...)` holds. */
  timeConstraint = this.RULE("timeConstraint", () => {
    // Keyword forms first: `before`, `between` and `on` are also field names (soft keywords).
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
      {
        ALT: () => {
          this.SUBRULE(this.comparator);
          this.CONSUME(t.IntegerLiteral);
          this.CONSUME(t.Unit);
          this.SUBRULE(this.direction);
          this.SUBRULE(this.timeAnchor);
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.direction);
          this.SUBRULE2(this.timeAnchor);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Between);
          this.SUBRULE3(this.timeAnchor);
          this.CONSUME(t.And);
          this.SUBRULE4(this.timeAnchor);
        },
      },
      {
        ALT: () => {
          // `on` is filler only when a time follows; `occurs on` alone names a field `on`,
          // and `on[x]` filters one.
          this.OPTION({ GATE: () => this.startsAnchor(this.LA(2)), DEF: () => this.CONSUME(t.On) });
          this.SUBRULE5(this.timeAnchor);
        },
      },
    ]});
  });

  direction = this.RULE("direction", () => {
    this.OR([
      { ALT: () => this.CONSUME(t.Before) },
      { ALT: () => this.CONSUME(t.After) },
      { ALT: () => this.CONSUME(t.From) },
    ]);
  });

  timeAnchor = this.RULE("timeAnchor", () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(t.This) },
            { ALT: () => this.CONSUME(t.Last) },
            { ALT: () => this.CONSUME(t.Next) },
          ]);
          this.CONSUME(t.Unit);
        },
      },
      { ALT: () => this.SUBRULE(this.postfixExpression) },
    ]});
  });

  timeWord = this.RULE("timeWord", () => {
    this.OR(this.alternatives(6, () => [
      { ALT: () => this.CONSUME(t.Now) },
      { ALT: () => this.CONSUME(t.Today) },
      { ALT: () => this.CONSUME(t.Yesterday) },
      { ALT: () => this.CONSUME(t.Tomorrow) },
    ]));
  });

  additiveExpression = this.RULE("additiveExpression", () => {
    this.SUBRULE(this.multiplicativeExpression);
    this.MANY(() => {
      this.OR(this.alternatives(7, () => [{ ALT: () => this.CONSUME(t.Plus) }, { ALT: () => this.CONSUME(t.Minus) }]));
      this.SUBRULE2(this.multiplicativeExpression);
    });
  });

  multiplicativeExpression = this.RULE("multiplicativeExpression", () => {
    this.SUBRULE(this.unaryExpression);
    this.MANY(() => {
      this.OR(this.alternatives(8, () => [
        { ALT: () => this.CONSUME(t.Star) },
        { ALT: () => this.CONSUME(t.Slash) },
        { ALT: () => this.CONSUME(t.Percent) },
      ]));
      this.SUBRULE2(this.unaryExpression);
    });
  });

  unaryExpression = this.RULE("unaryExpression", () => {
    this.OR(this.alternatives(9, () => [
      {
        ALT: () => {
          this.CONSUME(t.Minus);
          this.SUBRULE(this.unaryExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.postfixExpression) },
    ]));
  });

  postfixExpression = this.RULE("postfixExpression", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.OR(this.alternatives(10, () => [
        {
          ALT: () => {
            this.CONSUME(t.Dot);
            this.CONSUME(t.AnyWord);
            this.OPTION(() => this.SUBRULE(this.arguments));
          },
        },
        {
          ALT: () => {
            this.CONSUME(t.LBracket);
            this.SUBRULE(this.expression);
            this.CONSUME(t.RBracket);
          },
        },
      ]));
    });
  });

  arguments = this.RULE("arguments", () => {
    this.CONSUME(t.LParen);
    this.MANY_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.expression) });
    this.CONSUME(t.RParen);
  });

  primary = this.RULE("primary", () => {
    this.OR(this.alternatives(11, () => ({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.SUBRULE(this.literal) },
        { ALT: () => this.SUBRULE(this.timeWord) },
        { ALT: () => this.CONSUME(t.Param) },
        { ALT: () => this.SUBRULE(this.upReference) },
        { ALT: () => this.CONSUME(t.ContextRef) },
        { ALT: () => this.CONSUME(t.This) },
        { ALT: () => this.SUBRULE(this.parenthesized) },
        { GATE: () => this.LA(2).tokenType === t.LParen, ALT: () => this.SUBRULE(this.chainExpression) },
        { ALT: () => this.SUBRULE(this.ifExpression) },
        { ALT: () => this.SUBRULE(this.arrayLiteral) },
        { ALT: () => this.SUBRULE(this.objectLiteral) },
        { ALT: () => this.SUBRULE(this.nameOrCall) },
      ],
    })));
  });

  literal = this.RULE("literal", () => {
    this.OR(this.alternatives(12, () => [
      { ALT: () => this.CONSUME(t.StringLiteral) },
      { ALT: () => this.CONSUME(t.DoubleLiteral) },
      { ALT: () => this.CONSUME(t.IntegerLiteral) },
      { ALT: () => this.CONSUME(t.True) },
      { ALT: () => this.CONSUME(t.False) },
    ]));
  });

  upReference = this.RULE("upReference", () => {
    this.AT_LEAST_ONE(() => this.CONSUME(t.Caret));
    this.OPTION(() => this.CONSUME(t.Dot));
    this.CONSUME(t.AnyWord);
  });

  parenthesized = this.RULE("parenthesized", () => {
    this.CONSUME(t.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(t.RParen);
  });

  /** A name, or a global function call such as `inSegment("...")`, `date(2020, 3, 14)`. */
  nameOrCall = this.RULE("nameOrCall", () => {
    this.CONSUME(t.SoftName);
    this.OPTION(() => this.SUBRULE(this.arguments));
  });

  ifExpression = this.RULE("ifExpression", () => {
    this.CONSUME(t.If);
    this.CONSUME(t.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(t.Comma);
    this.SUBRULE2(this.expression);
    this.CONSUME2(t.Comma);
    this.SUBRULE3(this.expression);
    this.CONSUME(t.RParen);
  });

  arrayLiteral = this.RULE("arrayLiteral", () => {
    this.CONSUME(t.LBracket);
    this.MANY_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.expression) });
    this.CONSUME(t.RBracket);
  });

  objectLiteral = this.RULE("objectLiteral", () => {
    this.CONSUME(t.LBrace);
    this.MANY_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.objectEntry) });
    this.CONSUME(t.RBrace);
  });

  objectEntry = this.RULE("objectEntry", () => {
    this.CONSUME(t.StringLiteral);
    this.CONSUME(t.Colon);
    this.SUBRULE(this.expression);
  });

  chainExpression = this.RULE("chainExpression", () => {
    this.CONSUME(t.Chain);
    this.CONSUME(t.LParen);
    this.SUBRULE(this.additiveExpression);
    this.CONSUME(t.Comma);
    this.CONSUME(t.AnyWord);
    this.CONSUME2(t.Comma);
    this.CONSUME(t.LBracket);
    this.AT_LEAST_ONE_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.chainStep) });
    this.CONSUME(t.RBracket);
    this.CONSUME(t.RParen);
  });

  chainStep = this.RULE("chainStep", () => {
    this.CONSUME(t.SoftName);
    this.CONSUME(t.Colon);
    this.AT_LEAST_ONE(() => this.SUBRULE(this.stepClause));
  });

  stepClause = this.RULE("stepClause", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(t.What);
          this.CONSUME(t.LParen);
          this.SUBRULE(this.expression);
          this.CONSUME(t.RParen);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Where);
          this.CONSUME2(t.LParen);
          this.SUBRULE2(this.expression);
          this.CONSUME2(t.RParen);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.When);
          this.CONSUME3(t.LParen);
          this.SUBRULE(this.timeConstraint);
          this.CONSUME3(t.RParen);
        },
      },
      {
        ALT: () => {
          this.CONSUME(t.Count);
          this.CONSUME4(t.LParen);
          this.CONSUME(t.IntegerLiteral);
          this.CONSUME4(t.RParen);
        },
      },
    ]);
  });

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
      } else if (type === t.Dot) i++; // the member name, even `over`, is not the keyword
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

export type { CstNode };

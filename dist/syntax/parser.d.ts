import { EmbeddedActionsParser, type IToken, type TokenType } from "chevrotain";
import type * as A from "./ast.js";
import { AstFactory, type ArgumentList, type StepClause } from "./ast-factory.js";
export declare class PqlParser extends EmbeddedActionsParser {
    /** Makes the nodes; `reset` it with the text's LineMap before each parse. */
    readonly ast: AstFactory;
    private readonly buildsTree;
    private readonly quickDecisions;
    /**
     * `validate`: run Chevrotain's grammar checks (tests do; the shipped build skips them);
     * `recovery`: go on after an error to find the next ones, building no tree (see chevrotain-parse.ts);
     * `quickDecisions`: decide an expression's alternative on one token (see `expression`).
     */
    constructor(validate: boolean, { recovery, quickDecisions }?: {
        recovery?: boolean;
        quickDecisions?: boolean;
    });
    /** Whether actions build nodes now (not while the grammar is recorded, not when recovering). */
    private get building();
    /**
     * The alternatives of an `OR` in a hot rule, built once: an inline array would allocate its
     * objects and closures on every call (Chevrotain's performance guide: "cache OR alternatives").
     * So they must not capture a rule call's locals: they return what they parsed.
     */
    private readonly orCache;
    private alternatives;
    /** From `first` to the last token consumed so far: the extent of the rule that began at `first`. */
    private extentFrom;
    /** A whole input: one expression and nothing after it. */
    query: import("chevrotain").ParserMethod<[], A.Expression>;
    expression: import("chevrotain").ParserMethod<[], A.Expression>;
    lambda: import("chevrotain").ParserMethod<[], A.Lambda>;
    letExpression: import("chevrotain").ParserMethod<[], A.Let>;
    selectExpression: import("chevrotain").ParserMethod<[], A.Select>;
    /** One `V from A where C` of a `select` or `sum ... over`. */
    selectBinding: import("chevrotain").ParserMethod<[], A.Binding>;
    /**
     * `, W from ...` after the first binding of a `select` or `sum ... over`. Only when `<name> from`
     * follows the comma: otherwise the comma belongs to a list around it (`f(select A from x, 1)`).
     */
    private laterBindings;
    quantifierExpression: import("chevrotain").ParserMethod<[], A.Quantifier>;
    binding: import("chevrotain").ParserMethod<[], A.Binding>;
    sumExpression: import("chevrotain").ParserMethod<[], A.SumOver>;
    /**
     * `a and b or c`: operands and `and`/`or` in a row; the action groups them (`and` binds tighter)
     * into n-ary nodes. Precedence is worked out in the actions of this rule and `arithmetic`,
     * not by a rule per level, where each operand went through every level's rule call.
     */
    logicalExpression: import("chevrotain").ParserMethod<[], A.Expression>;
    /**
     * An operand of `and`/`or`: arithmetic, compared or not (comparisons do not chain), after any
     * number of `not`/`!`, which negate the whole comparison (`not a = b` is `not (a = b)`).
     */
    comparison: import("chevrotain").ParserMethod<[], A.Expression>;
    comparator: import("chevrotain").ParserMethod<[], IToken>;
    /** What follows `occurs`, and what `WHEN(...)` holds. */
    timeConstraint: import("chevrotain").ParserMethod<[], A.TimeConstraint>;
    direction: import("chevrotain").ParserMethod<[], IToken>;
    timeAnchor: import("chevrotain").ParserMethod<[], A.TimeAnchor>;
    /**
     * `+ - * / %` and unary `-` over postfix expressions, read in a row; the action builds the tree
     * (`*` `/` `%` bind tighter than `+` `-`, both left to right; a `-` before an operand negates it).
     */
    arithmetic: import("chevrotain").ParserMethod<[], A.Expression>;
    private negated;
    postfixExpression: import("chevrotain").ParserMethod<[], A.Expression>;
    arguments: import("chevrotain").ParserMethod<[], ArgumentList>;
    /** One-token values, names and calls are alternatives here, not rules of their own: they are most operands. */
    primary: import("chevrotain").ParserMethod<[], A.Expression>;
    /** What may begin a CHAIN's events (its `arithmetic`), by Chevrotain's reading of the grammar: worked out on first need. */
    private chainEventsStart;
    /**
     * Whether a `chain` here begins a CHAIN rather than names a function. The parsers that decide
     * `primary` on three tokens need only `(` next (their lookahead checks the third); the first
     * pass decides on one token, so this checks the third as they do: CHAIN where the token after
     * `chain(` may begin its events, a call otherwise (`chain()`), on every input.
     */
    private isChainStart;
    private literal;
    private timeWord;
    /** `$1`, `#{...}`, `this`. */
    private oneToken;
    upReference: import("chevrotain").ParserMethod<[], A.Path>;
    parenthesized: import("chevrotain").ParserMethod<[], A.Expression>;
    ifExpression: import("chevrotain").ParserMethod<[], A.IfExpression>;
    arrayLiteral: import("chevrotain").ParserMethod<[], A.ArrayLiteral>;
    objectLiteral: import("chevrotain").ParserMethod<[], A.ObjectLiteral>;
    objectEntry: import("chevrotain").ParserMethod<[], A.ObjectEntry>;
    chainExpression: import("chevrotain").ParserMethod<[], A.Chain>;
    chainStep: import("chevrotain").ParserMethod<[], A.ChainStep>;
    stepClause: import("chevrotain").ParserMethod<[], StepClause>;
    /** `(a) =>` or `(a, b) =>`: a lambda head needs a scan, `(a)` alone is a parenthesized path. */
    private isLambdaStart;
    /**
     * `sum X.price over X from ...` versus a field or a function called `sum` (`sum(x)`, `sum.total`,
     * `sum - 1`). It is a sum-over when `over` follows the value: a scan over the tokens of an
     * additive expression (bracket groups skipped, names after `.` skipped), which stops at the
     * first token that cannot be part of one.
     */
    private isSumOverStart;
    /** Whether `token` can begin a time anchor other than an array (see `on` in `timeConstraint`). */
    private startsAnchor;
    tokenMatches(token: IToken, type: TokenType): boolean;
}

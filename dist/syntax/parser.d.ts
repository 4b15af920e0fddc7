import { EmbeddedActionsParser, type IToken, type TokenType } from "chevrotain";
import type * as A from "./ast.js";
import { AstFactory, type ArgumentList, type StepClause } from "./ast-factory.js";
import { TableLookahead, type LookaheadTable } from "./chevrotain/lookahead.js";
import { type StoredGrammar } from "./chevrotain/stored-grammar.js";
/** The MANY and OPTION calls the tree-building parser skips when the next token cannot enter them (see `entered` in PqlParser). */
declare const SKIPPABLE: readonly ["logicalExpression:Repetition:0", "comparison:Repetition:0", "comparison:Option:0", "arithmetic:Repetition:0", "arithmetic:Repetition:2", "arithmetic:Repetition:3", "postfixExpression:Repetition:0", "postfixExpression:Option:0", "primary:Option:0"];
/** By the key of generated/lookahead-table.ts; test/syntax/grammar.test.ts checks that each is one token's decision. */
export declare const ENTERING_TOKENS: Record<(typeof SKIPPABLE)[number], ReadonlySet<TokenType> | undefined>;
export declare class PqlParser extends EmbeddedActionsParser {
    /** How the parser decides between alternatives: from the stored table (see lookahead.ts). */
    readonly lookahead: TableLookahead;
    /** Makes the nodes; `reset` it with the text's LineMap before each parse. */
    readonly ast: AstFactory;
    private readonly buildsTree;
    /** Whether performSelfAnalysis took the stored grammar instead of recording it (chevrotain/stored-grammar.ts). */
    readonly replayed: boolean;
    /**
     * `recovery`: go on after an error to find the next ones, building no tree (see getParser);
     * `table`: the stored lookahead, or `{}` to have every entry computed (the generator does);
     * `grammar`: the stored grammar, or null to record it (the generator does).
     */
    constructor(validate: boolean, { recovery, table, grammar, }?: {
        recovery?: boolean;
        table?: LookaheadTable;
        grammar?: StoredGrammar | null;
    });
    /**
     * Overrides Chevrotain's re-sync search, which cost depth x distance on every rule frame an error
     * unwinds through: the same answer, remembered per follow set (chevrotain/resync.ts).
     */
    findReSyncTokenType(): TokenType;
    /**
     * Overrides Chevrotain's walk for the tokens that may follow an expected one (single-token
     * insertion), which cost the stack size squared: the same set, from parts computed once per
     * grammar (chevrotain/in-rule-follows.ts).
     */
    getFollowsForInRuleRecovery(tokType: TokenType, tokIdxInRule: number): TokenType[];
    /**
     * Override Chevrotain's errors for "no alternative matches" and "no first iteration", which
     * computed every token sequence that could have gone on, for a message that does not use them:
     * the same errors and messages (chevrotain/raise-errors.ts).
     */
    raiseNoAltException(_occurrence: number, customUserDescription: string | undefined): never;
    raiseEarlyExitException(_occurrence: number, _prodType: unknown, customUserDescription: string | undefined): never;
    /** Whether actions build nodes now (not while the grammar is recorded, not when recovering). */
    private get building();
    /**
     * The alternatives of an `OR` in a hot rule, built once: an inline array would allocate its
     * objects and closures on every call (Chevrotain's performance guide: "cache OR alternatives").
     * So they must not capture a rule call's locals: they return what they parsed.
     */
    private readonly orCache;
    private alternatives;
    /**
     * Whether to make a MANY or OPTION call whose body only `entering` tokens begin. Chevrotain
     * decides that itself, but each call costs a closure, a lookahead key, a map lookup and the
     * lookahead function, and most of these calls find nothing to enter (an operand with no `not`,
     * no `-`, no `.name`, no arguments): they were a large part of the parser's work per token. The
     * tree-building parser has no error recovery, so there a MANY or OPTION that is not entered does
     * nothing at all, and the call is skipped when the next token cannot enter it. The recovering
     * parser (its recovery looks at every repetition) and the grammar's recording always call.
     */
    private entered;
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
export {};

import type { IToken } from "chevrotain";
import type * as A from "./ast.js";
import type { LineMap } from "./positions.js";
/** A mistake the grammar lets through but the language does not allow (a step without `WHAT`). */
export interface StructureProblem {
    message: string;
    span: A.Span;
}
/** A `(...)` argument list: its expressions and the closing `)`, where a call's span ends. */
export interface ArgumentList {
    args: A.Expression[];
    close: IToken;
}
/** One `.name`, `.name(args)` or `[condition]` after a primary expression. */
export type Suffix = {
    name: IToken;
    args: ArgumentList | undefined;
} | {
    condition: A.Expression;
    close: IToken;
};
/** One clause of a CHAIN step: its keyword and what it holds. */
export type StepClause = {
    keyword: IToken;
    expression: A.Expression;
} | {
    keyword: IToken;
    constraint: A.TimeConstraint;
} | {
    keyword: IToken;
    count: number;
};
export declare class AstFactory {
    private lines;
    /** Mistakes found while building (see StructureProblem); a new list per parse. */
    problems: StructureProblem[];
    /** The extent of each parenthesized expression, outermost pair. */
    private readonly parenthesized;
    /** Starts a parse of the text `lines` maps (the caller's map, not rebuilt here). */
    reset(lines: LineMap): void;
    /** From the start of `from` to the end of `to`. */
    span(from: IToken, to?: IToken): A.Span;
    private join;
    /** Where an operand is written, its parentheses included. */
    private outer;
    name(token: IToken): A.Name;
    parenthesize(inner: A.Expression, open: IToken, close: IToken): A.Expression;
    lambda(params: IToken[], body: A.Expression, span: A.Span): A.Lambda;
    let(variable: IToken, value: A.Expression, body: A.Expression, span: A.Span): A.Let;
    /** `select` with its first binding (kept in the node's own fields) and the later ones. */
    select(first: A.Binding, later: A.Binding[], span: A.Span): A.Select;
    binding(variable: IToken, source: A.Expression, condition: A.Expression | null, span: A.Span): A.Binding;
    quantifier(word: IToken, bindings: A.Binding[], span: A.Span): A.Quantifier;
    sumOver(value: A.Expression, first: A.Binding, later: A.Binding[], span: A.Span): A.SumOver;
    /**
     * Operands joined by `and`/`or` (`words[i]` between operands i and i + 1): `and` binds tighter,
     * and a run of one operator (`a and b and c`) is one n-ary node.
     */
    logical(operands: A.Expression[], words: IToken[]): A.Expression;
    private run;
    /**
     * Operands joined by `+ - * / %` (`operators[i]` between operands i and i + 1): `* / %` bind
     * tighter than `+ -`, and each level groups left to right.
     */
    arithmetic(operands: A.Expression[], operators: IToken[]): A.Expression;
    /** `operand` under prefix operators (`not`, `!`, `-`), the last one innermost. */
    prefixed(ops: IToken[], operand: A.Expression): A.Expression;
    private prefix;
    /** Comparisons, `in`, `notIn`, `like` and arithmetic: the operator as written. */
    binary(op: IToken, left: A.Expression, right: A.Expression): A.Binary;
    occurs(subject: A.Expression, constraint: A.TimeConstraint): A.Occurs;
    /** `result` with one more suffix applied. */
    suffix(result: A.Expression, suffix: Suffix): A.Expression;
    literal(token: IToken): A.Expression;
    timeWord(token: IToken): A.TimeWord;
    /** `$1`, `#{...}` and `this`: expressions of one token. */
    token(token: IToken): A.Expression;
    upReference(firstCaret: IToken, levels: number, word: IToken): A.Path;
    /** Names and global calls; `date(y, m, d)` and `inSegment("id")` get node kinds of their own. */
    nameOrCall(nameToken: IToken, call: ArgumentList | undefined): A.Expression;
    if(open: IToken, test: A.Expression, then: A.Expression, otherwise: A.Expression, close: IToken): A.IfExpression;
    array(open: IToken, elements: A.Expression[], close: IToken): A.ArrayLiteral;
    objectEntry(key: IToken, value: A.Expression, span: A.Span): A.ObjectEntry;
    object(open: IToken, entries: A.ObjectEntry[], close: IToken): A.ObjectLiteral;
    amountConstraint(comparator: IToken, amount: IToken, unit: IToken, direction: IToken, anchor: A.TimeAnchor, span: A.Span): A.AmountConstraint;
    directionConstraint(direction: IToken, anchor: A.TimeAnchor, span: A.Span): A.DirectionConstraint;
    betweenConstraint(from: A.TimeAnchor, to: A.TimeAnchor, span: A.Span): A.BetweenConstraint;
    pointConstraint(on: boolean, anchor: A.TimeAnchor, span: A.Span): A.PointConstraint;
    relativePeriod(which: IToken, unit: IToken): A.RelativePeriod;
    chain(keyword: IToken, events: A.Expression, timestampField: IToken, steps: A.ChainStep[], close: IToken): A.Chain;
    /** A CHAIN step; each clause may appear once and `WHAT` must (the grammar allows any order and count). */
    chainStep(labelToken: IToken, clauses: StepClause[], span: A.Span): A.ChainStep;
}

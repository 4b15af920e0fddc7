// AST nodes for the parser's actions (parser.ts builds the tree while it parses: no CST, no second
// pass). Spans come from token offsets through the LineMap of the text being parsed. Parentheses
// are not nodes, but a node's span covers its operands' parentheses (`(a or b) and c` starts at `(`).
import type { IToken } from "chevrotain";
import type * as A from "./ast.js";
import type { LineMap } from "./positions.js";
import { decodeString } from "./strings.js";
import * as t from "./tokens.js";

const unitBySpelling: Record<string, A.TimeUnit> = {
  millisecond: "millisecond",
  milliseconds: "millisecond",
  second: "second",
  seconds: "second",
  minute: "minute",
  minutes: "minute",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
  decade: "decade",
  decades: "decade",
  century: "century",
  centuries: "century",
  millennium: "millennium",
  millennia: "millennium",
};

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
export type Suffix = { name: IToken; args: ArgumentList | undefined } | { condition: A.Expression; close: IToken };

/** One clause of a CHAIN step: its keyword and what it holds. */
export type StepClause =
  | { keyword: IToken; expression: A.Expression }
  | { keyword: IToken; constraint: A.TimeConstraint }
  | { keyword: IToken; count: number };

export class AstFactory {
  private lines!: LineMap;
  /** Mistakes found while building (see StructureProblem); a new list per parse. */
  problems: StructureProblem[] = [];
  /** The extent of each parenthesized expression, outermost pair. */
  private readonly parenthesized = new Map<A.Expression, A.Span>();

  /** Starts a parse of the text `lines` maps (the caller's map, not rebuilt here). */
  reset(lines: LineMap): void {
    this.lines = lines;
    this.problems = [];
    this.parenthesized.clear();
  }

  /** From the start of `from` to the end of `to`. */
  span(from: IToken, to: IToken = from): A.Span {
    return this.lines.span(from.startOffset, to.startOffset + to.image.length);
  }

  private join(start: A.Span, end: A.Span): A.Span {
    return { start: start.start, end: end.end };
  }

  /** Where an operand is written, its parentheses included. */
  private outer(e: A.Expression): A.Span {
    return this.parenthesized.size === 0 ? e.span : (this.parenthesized.get(e) ?? e.span);
  }

  name(token: IToken): A.Name {
    return { kind: "Name", name: token.image, span: this.span(token) };
  }

  parenthesize(inner: A.Expression, open: IToken, close: IToken): A.Expression {
    this.parenthesized.set(inner, this.span(open, close));
    return inner;
  }

  lambda(params: IToken[], body: A.Expression, span: A.Span): A.Lambda {
    return { kind: "Lambda", params: params.map((p) => this.name(p)), body, span };
  }

  let(variable: IToken, value: A.Expression, body: A.Expression, span: A.Span): A.Let {
    return { kind: "Let", variable: this.name(variable), value, body, span };
  }

  /** `select` with its first binding (kept in the node's own fields) and the later ones. */
  select(first: A.Binding, later: A.Binding[], span: A.Span): A.Select {
    return { kind: "Select", variable: first.variable, source: first.source, condition: first.condition, laterBindings: later, span };
  }

  binding(variable: IToken, source: A.Expression, condition: A.Expression | null, span: A.Span): A.Binding {
    return { kind: "Binding", variable: this.name(variable), source, condition, span };
  }

  quantifier(word: IToken, bindings: A.Binding[], span: A.Span): A.Quantifier {
    return { kind: "Quantifier", quantifier: word.tokenType === t.Exists ? "exists" : "forall", bindings, span };
  }

  sumOver(value: A.Expression, first: A.Binding, later: A.Binding[], span: A.Span): A.SumOver {
    return {
      kind: "SumOver",
      value,
      variable: first.variable,
      source: first.source,
      condition: first.condition,
      laterBindings: later,
      span,
    };
  }

  /**
   * Operands joined by `and`/`or` (`words[i]` between operands i and i + 1): `and` binds tighter,
   * and a run of one operator (`a and b and c`) is one n-ary node.
   */
  logical(operands: A.Expression[], words: IToken[]): A.Expression {
    const alternatives: A.Expression[] = [];
    const orWords: IToken[] = [];
    let run = [operands[0]!];
    let andWords: IToken[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (word.tokenType === t.And) {
        run.push(operands[i + 1]!);
        andWords.push(word);
        continue;
      }
      alternatives.push(this.run("and", run, andWords));
      orWords.push(word);
      run = [operands[i + 1]!];
      andWords = [];
    }
    alternatives.push(this.run("and", run, andWords));
    return this.run("or", alternatives, orWords);
  }

  private run(operator: A.LogicalOperator, operands: A.Expression[], words: IToken[]): A.Expression {
    if (operands.length === 1) return operands[0]!;
    return {
      kind: "Logical",
      operator,
      operands,
      operatorSpans: words.map((w) => this.span(w)),
      span: this.join(this.outer(operands[0]!), this.outer(operands[operands.length - 1]!)),
    };
  }

  /**
   * Operands joined by `+ - * / %` (`operators[i]` between operands i and i + 1): `* / %` bind
   * tighter than `+ -`, and each level groups left to right.
   */
  arithmetic(operands: A.Expression[], operators: IToken[]): A.Expression {
    let sum: A.Expression | undefined;
    let pending: IToken | undefined; // the `+`/`-` waiting for the term after it
    let term = operands[0]!;
    for (let i = 0; i < operators.length; i++) {
      const op = operators[i]!;
      const right = operands[i + 1]!;
      if (op.tokenType === t.Star || op.tokenType === t.Slash || op.tokenType === t.Percent) {
        term = this.binary(op, term, right);
        continue;
      }
      sum = sum === undefined ? term : this.binary(pending!, sum, term);
      pending = op;
      term = right;
    }
    return sum === undefined ? term : this.binary(pending!, sum, term);
  }

  /** `operand` under prefix operators (`not`, `!`, `-`), the last one innermost. */
  prefixed(ops: IToken[], operand: A.Expression): A.Expression {
    let result = operand;
    for (let i = ops.length - 1; i >= 0; i--) result = this.prefix(ops[i]!, result);
    return result;
  }

  private prefix(op: IToken, operand: A.Expression): A.Unary {
    const operatorSpan = this.span(op);
    return {
      kind: "Unary",
      operator: op.tokenType === t.Bang ? "!" : op.tokenType === t.Minus ? "-" : "not",
      operand,
      operatorSpan,
      span: this.join(operatorSpan, this.outer(operand)),
    };
  }

  /** Comparisons, `in`, `notIn`, `like` and arithmetic: the operator as written. */
  binary(op: IToken, left: A.Expression, right: A.Expression): A.Binary {
    return {
      kind: "Binary",
      operator: op.image as A.BinaryOperator,
      left,
      right,
      operatorSpan: this.span(op),
      span: this.join(this.outer(left), this.outer(right)),
    };
  }

  occurs(subject: A.Expression, constraint: A.TimeConstraint): A.Occurs {
    return { kind: "Occurs", subject, constraint, span: this.join(this.outer(subject), constraint.span) };
  }

  /** `result` with one more suffix applied. */
  suffix(result: A.Expression, suffix: Suffix): A.Expression {
    if ("condition" in suffix) {
      return { kind: "Filter", object: result, condition: suffix.condition, span: this.join(this.outer(result), this.span(suffix.close)) };
    }
    const name = this.name(suffix.name);
    if (suffix.args) {
      return {
        kind: "MethodCall",
        object: result,
        method: name,
        args: suffix.args.args,
        span: this.join(this.outer(result), this.span(suffix.args.close)),
      };
    }
    if (result.kind === "Path") {
      // The Path was built for this parse: extend it in place (copying the segments for each
      // `.name` would make `a.b.c...` quadratic).
      result.segments.push(name);
      result.span = this.join(this.outer(result), name.span);
      this.parenthesized.delete(result);
      return result;
    }
    return { kind: "MemberAccess", object: result, property: name, span: this.join(this.outer(result), name.span) };
  }

  literal(token: IToken): A.Expression {
    const span = this.span(token);
    switch (token.tokenType) {
      case t.StringLiteral: {
        const decoded = decodeString(token.image);
        // Escape errors are reported before the AST is built; this fallback keeps types honest.
        return { kind: "String", value: decoded.ok ? decoded.value : token.image.slice(1, -1), span };
      }
      case t.True:
        return { kind: "Boolean", value: true, span };
      case t.False:
        return { kind: "Boolean", value: false, span };
      default:
        return { kind: "Number", value: Number(token.image), raw: token.image, span };
    }
  }

  timeWord(token: IToken): A.TimeWord {
    return { kind: "TimeWord", word: token.image as A.TimeWord["word"], span: this.span(token) };
  }

  /** `$1`, `#{...}` and `this`: expressions of one token. */
  token(token: IToken): A.Expression {
    if (token.tokenType === t.Param)
      return { kind: "Path", root: { type: "param", index: Number(token.image.slice(1)) }, segments: [], span: this.span(token) };
    if (token.tokenType === t.ContextRef) return { kind: "ContextReference", text: token.image.slice(2, -1), span: this.span(token) };
    return { kind: "This", span: this.span(token) };
  }

  upReference(firstCaret: IToken, levels: number, word: IToken): A.Path {
    return { kind: "Path", root: { type: "up", levels }, segments: [this.name(word)], span: this.span(firstCaret, word) };
  }

  /** Names and global calls; `date(y, m, d)` and `inSegment("id")` get node kinds of their own. */
  nameOrCall(nameToken: IToken, call: ArgumentList | undefined): A.Expression {
    const name = this.name(nameToken);
    if (!call) return { kind: "Path", root: { type: "name" }, segments: [name], span: name.span };
    const { args } = call;
    const span = this.span(nameToken, call.close);
    if (name.name === "date" && args.length === 3 && args.every(isIntegerLiteral)) {
      const [year, month, day] = args.map((a) => (a as A.NumberLiteral).value);
      return { kind: "Date", year: year!, month: month!, day: day!, span };
    }
    if (name.name === "inSegment" && args.length === 1 && args[0]!.kind === "String") {
      return { kind: "SegmentReference", segmentId: args[0]!.value, idSpan: args[0]!.span, span };
    }
    return { kind: "FunctionCall", callee: name, args, span };
  }

  if(open: IToken, test: A.Expression, then: A.Expression, otherwise: A.Expression, close: IToken): A.IfExpression {
    return { kind: "If", test, then, otherwise, span: this.span(open, close) };
  }

  array(open: IToken, elements: A.Expression[], close: IToken): A.ArrayLiteral {
    return { kind: "Array", elements, span: this.span(open, close) };
  }

  objectEntry(key: IToken, value: A.Expression, span: A.Span): A.ObjectEntry {
    return { kind: "ObjectEntry", key: this.literal(key) as A.StringLiteral, value, span };
  }

  object(open: IToken, entries: A.ObjectEntry[], close: IToken): A.ObjectLiteral {
    return { kind: "Object", entries, span: this.span(open, close) };
  }

  amountConstraint(
    comparator: IToken,
    amount: IToken,
    unit: IToken,
    direction: IToken,
    anchor: A.TimeAnchor,
    span: A.Span,
  ): A.AmountConstraint {
    return {
      kind: "AmountConstraint",
      comparator: comparator.image as A.ComparisonOperator,
      amount: Number(amount.image),
      unit: unitBySpelling[unit.image]!,
      direction: direction.image as A.TimeDirection,
      anchor,
      span,
    };
  }

  directionConstraint(direction: IToken, anchor: A.TimeAnchor, span: A.Span): A.DirectionConstraint {
    return { kind: "DirectionConstraint", direction: direction.image as A.TimeDirection, anchor, span };
  }

  betweenConstraint(from: A.TimeAnchor, to: A.TimeAnchor, span: A.Span): A.BetweenConstraint {
    return { kind: "BetweenConstraint", from, to, span };
  }

  pointConstraint(on: boolean, anchor: A.TimeAnchor, span: A.Span): A.PointConstraint {
    return { kind: "PointConstraint", on, anchor, span };
  }

  relativePeriod(which: IToken, unit: IToken): A.RelativePeriod {
    return {
      kind: "RelativePeriod",
      which: which.image as A.RelativePeriod["which"],
      unit: unitBySpelling[unit.image]!,
      span: this.span(which, unit),
    };
  }

  chain(keyword: IToken, events: A.Expression, timestampField: IToken, steps: A.ChainStep[], close: IToken): A.Chain {
    return { kind: "Chain", events, timestampField: this.name(timestampField), steps, span: this.span(keyword, close) };
  }

  /** A CHAIN step; each clause may appear once and `WHAT` must (the grammar allows any order and count). */
  chainStep(labelToken: IToken, clauses: StepClause[], span: A.Span): A.ChainStep {
    const step: A.ChainStep = {
      kind: "ChainStep",
      label: this.name(labelToken),
      what: null as unknown as A.Expression,
      where: null,
      when: null,
      count: null,
      span,
    };
    const seen = new Set<string>();
    for (const clause of clauses) {
      const word = clause.keyword.image.toUpperCase();
      if (seen.has(word)) {
        this.problems.push({
          message: `\`${word}\` appears twice in CHAIN step \`${step.label.name}\`; each clause may appear once`,
          span: this.span(clause.keyword),
        });
      }
      seen.add(word);
      if ("constraint" in clause) step.when = clause.constraint;
      else if ("count" in clause) step.count = clause.count;
      else if (word === "WHAT") step.what = clause.expression;
      else step.where = clause.expression;
    }
    if (!seen.has("WHAT")) {
      this.problems.push({
        message: `CHAIN step \`${step.label.name}\` needs \`WHAT(...)\`: the event it matches`,
        span: step.label.span,
      });
      step.what = { kind: "Boolean", value: true, span: step.label.span };
    }
    return step;
  }
}

function isIntegerLiteral(e: A.Expression): boolean {
  return e.kind === "Number" && /^\d+$/.test(e.raw);
}

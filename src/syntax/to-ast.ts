// CST -> AST. Runs only on inputs that parsed without errors, so every child the grammar requires
// is present. Spans come from token offsets through a LineMap.
import type { CstElement, CstNode, CstNodeLocation, IToken } from "chevrotain";
import type * as A from "./ast.js";
import { LineMap } from "./positions.js";
import { decodeString } from "./strings.js";
import * as t from "./tokens.js";

type Children = Record<string, CstElement[] | undefined>;

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

function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

// The parser tracks no CST node locations (that costs about 40% of parse time, measured). Most
// spans come straight from tokens (`if` ... `)`); where a node's extent is needed, it is found by
// walking down the node's outermost children. Only error-free trees get here, so every node has a
// token and none was invented by error recovery. The walk looks at the head (or tail) of every
// child list, so each node keeps its extent in `location`, Chevrotain's own slot for it: asked
// afresh at each of the dozen precedence levels, deep input took quadratic time (measured: 10% of
// a 10 000-file lint).
function extentOf(node: CstNode): CstNodeLocation {
  if (node.location) return node.location;
  let startOffset = Infinity;
  let endOffset = -Infinity;
  const children = node.children as Children;
  for (const key in children) {
    const list = children[key];
    if (!list || list.length === 0) continue;
    const head = list[0]!;
    const tail = list[list.length - 1]!;
    const start = isToken(head) ? head.startOffset : extentOf(head).startOffset;
    const end = isToken(tail) ? tail.endOffset! : extentOf(tail).endOffset!;
    if (start < startOffset) startOffset = start;
    if (end > endOffset) endOffset = end;
  }
  const location: CstNodeLocation = { startOffset, endOffset };
  (node as { location?: CstNodeLocation }).location = location;
  return location;
}

/** Tokens of several kinds (`+` and `-`, or `.` and `[`) merged into source order. */
function inOrder(lists: (IToken[] | undefined)[]): IToken[] {
  const all: IToken[] = [];
  for (const list of lists) if (list) all.push(...list);
  return all.length > 1 ? all.sort((x, y) => x.startOffset - y.startOffset) : all;
}

function startOf(e: CstElement): number {
  return isToken(e) ? e.startOffset : extentOf(e).startOffset;
}

function endOf(e: CstElement): number {
  return isToken(e) ? e.endOffset! + 1 : extentOf(e).endOffset! + 1;
}

/** The only child of a node that has exactly one (`expression`, `primary`): no sorting needed. */
function onlyChild(node: CstNode): CstElement {
  const children = node.children as Children;
  for (const key in children) {
    const list = children[key];
    if (list && list.length > 0) return list[0]!;
  }
  throw new Error(`empty CST node ${node.name}`);
}

/** A mistake the grammar lets through but the language does not allow (a step without `WHAT`). */
export interface StructureProblem {
  message: string;
  span: A.Span;
}

export class AstBuilder {
  private readonly lines: LineMap;
  readonly problems: StructureProblem[] = [];
  /**
   * Parentheses are not AST nodes, but a node's span covers the parentheses of its operands
   * (`(a or b) and c` starts at `(`): the extent of each parenthesized expression, outermost pair.
   */
  private readonly parenthesized = new Map<A.Expression, A.Span>();

  /** `lines` maps offsets of the text being built to positions (the caller's, not rebuilt here). */
  constructor(lines: LineMap) {
    this.lines = lines;
  }

  private span(from: CstElement, to: CstElement = from): A.Span {
    return this.lines.span(startOf(from), endOf(to));
  }

  private spanOf(start: A.Span, end: A.Span): A.Span {
    return { start: start.start, end: end.end };
  }

  /** Where an operand is written, its parentheses included. */
  private outer(e: A.Expression): A.Span {
    return this.parenthesized.size === 0 ? e.span : (this.parenthesized.get(e) ?? e.span);
  }

  private name(token: IToken): A.Name {
    return { kind: "Name", name: token.image, span: this.span(token) };
  }

  private rule(node: CstNode, name: string, index = 0): CstNode {
    return (node.children as Children)[name]![index] as CstNode;
  }

  private rules(node: CstNode, name: string): CstNode[] {
    return ((node.children as Children)[name] ?? []) as CstNode[];
  }

  private token(node: CstNode, name: string, index = 0): IToken {
    return (node.children as Children)[name]![index] as IToken;
  }

  private tokens(node: CstNode, name: string): IToken[] {
    return ((node.children as Children)[name] ?? []) as IToken[];
  }

  private has(node: CstNode, name: string): boolean {
    return ((node.children as Children)[name]?.length ?? 0) > 0;
  }

  query(node: CstNode): A.Expression {
    return this.expression(this.rule(node, "expression"));
  }

  expression(node: CstNode): A.Expression {
    // Direct look-ups, most frequent first: this runs for every expression in the input.
    const c = node.children as Children;
    if (c.orExpression) return this.logical(c.orExpression[0] as CstNode, "or");
    if (c.lambda) return this.lambda(c.lambda[0] as CstNode);
    if (c.letExpression) return this.letExpression(c.letExpression[0] as CstNode);
    if (c.selectExpression) return this.selectExpression(c.selectExpression[0] as CstNode);
    if (c.quantifierExpression) return this.quantifier(c.quantifierExpression[0] as CstNode);
    return this.sumOver(c.sumExpression![0] as CstNode);
  }

  private lambda(node: CstNode): A.Lambda {
    return {
      kind: "Lambda",
      params: this.tokens(node, "SoftName").map((tok) => this.name(tok)),
      body: this.expression(this.rule(node, "expression")),
      span: this.span(node),
    };
  }

  private letExpression(node: CstNode): A.Let {
    return {
      kind: "Let",
      variable: this.name(this.token(node, "SoftName")),
      value: this.additive(this.rule(node, "additiveExpression")),
      body: this.expression(this.rule(node, "expression")),
      span: this.span(node),
    };
  }

  private optionalCondition(node: CstNode): A.Expression | null {
    return this.has(node, "expression") ? this.expression(this.rule(node, "expression")) : null;
  }

  private selectExpression(node: CstNode): A.Select {
    return {
      kind: "Select",
      variable: this.name(this.token(node, "SoftName")),
      source: this.additive(this.rule(node, "additiveExpression")),
      condition: this.optionalCondition(node),
      span: this.span(node),
    };
  }

  private quantifier(node: CstNode): A.Quantifier {
    return {
      kind: "Quantifier",
      quantifier: this.has(node, "Exists") ? "exists" : "forall",
      bindings: this.rules(node, "binding").map((b) => ({
        kind: "Binding" as const,
        variable: this.name(this.token(b, "SoftName")),
        source: this.additive(this.rule(b, "additiveExpression")),
        condition: this.optionalCondition(b),
        span: this.span(b),
      })),
      span: this.span(node),
    };
  }

  private sumOver(node: CstNode): A.SumOver {
    return {
      kind: "SumOver",
      value: this.additive(this.rule(node, "additiveExpression", 0)),
      variable: this.name(this.token(node, "SoftName")),
      source: this.additive(this.rule(node, "additiveExpression", 1)),
      condition: this.optionalCondition(node),
      span: this.span(node),
    };
  }

  /** `orExpression` / `andExpression`: a run of one operator becomes one n-ary node. */
  private logical(node: CstNode, operator: A.LogicalOperator): A.Expression {
    const childRule = operator === "or" ? "andExpression" : "notExpression";
    const operands = this.rules(node, childRule).map((c) =>
      operator === "or" ? this.logical(c, "and") : this.notExpression(c),
    );
    if (operands.length === 1) return operands[0]!;
    const words = this.tokens(node, operator === "or" ? "Or" : "And");
    return {
      kind: "Logical",
      operator,
      operands,
      operatorSpans: words.map((w) => this.span(w)),
      span: this.spanOf(this.outer(operands[0]!), this.outer(operands[operands.length - 1]!)),
    };
  }

  private notExpression(node: CstNode): A.Expression {
    // Iterative over prefix chains (`not not not x`) so depth comes only from real nesting.
    const prefixes: IToken[] = [];
    let current = node;
    while (!this.has(current, "comparison")) {
      prefixes.push((this.tokens(current, "Not")[0] ?? this.tokens(current, "Bang")[0])!);
      current = this.rule(current, "notExpression");
    }
    let result = this.comparison(this.rule(current, "comparison"));
    for (let i = prefixes.length - 1; i >= 0; i--) {
      const op = prefixes[i]!;
      result = {
        kind: "Unary",
        operator: op.tokenType === t.Bang ? "!" : "not",
        operand: result,
        operatorSpan: this.span(op),
        span: this.spanOf(this.span(op), this.outer(result)),
      };
    }
    return result;
  }

  private comparison(node: CstNode): A.Expression {
    const sides = this.rules(node, "additiveExpression");
    const left = this.additive(sides[0]!);
    if (this.has(node, "Occurs")) {
      const constraint = this.timeConstraint(this.rule(node, "timeConstraint"));
      return { kind: "Occurs", subject: left, constraint, span: this.spanOf(this.outer(left), constraint.span) };
    }
    if (sides.length === 1) return left;
    const right = this.additive(sides[1]!);
    let opToken: IToken;
    let operator: A.BinaryOperator;
    if (this.has(node, "comparator")) {
      opToken = onlyChild(this.rule(node, "comparator")) as IToken;
      operator = opToken.image as A.ComparisonOperator;
    } else {
      opToken = (this.tokens(node, "In")[0] ?? this.tokens(node, "NotIn")[0] ?? this.tokens(node, "Like")[0])!;
      operator = opToken.image as A.BinaryOperator;
    }
    return {
      kind: "Binary",
      operator,
      left,
      right,
      operatorSpan: this.span(opToken),
      span: this.spanOf(this.outer(left), this.outer(right)),
    };
  }

  private arithmetic(node: CstNode, childRule: string, operators: string[], operand: (n: CstNode) => A.Expression): A.Expression {
    const operands = this.rules(node, childRule);
    // The common case, a single operand, needs no merging of operators and operands.
    if (operands.length === 1) return operand(operands[0]!);
    const children = node.children as Children;
    const ops = inOrder(operators.map((o) => children[o] as IToken[] | undefined));
    let result = operand(operands[0]!);
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i]!;
      const right = operand(operands[i + 1]!);
      result = {
        kind: "Binary",
        operator: op.image as A.ArithmeticOperator,
        left: result,
        right,
        operatorSpan: this.span(op),
        span: this.spanOf(this.outer(result), this.outer(right)),
      };
    }
    return result;
  }

  additive(node: CstNode): A.Expression {
    return this.arithmetic(node, "multiplicativeExpression", ["Plus", "Minus"], (n) => this.multiplicative(n));
  }

  private multiplicative(node: CstNode): A.Expression {
    return this.arithmetic(node, "unaryExpression", ["Star", "Slash", "Percent"], (n) => this.unary(n));
  }

  private unary(node: CstNode): A.Expression {
    const minuses: IToken[] = [];
    let current = node;
    while (this.has(current, "Minus")) {
      minuses.push(this.token(current, "Minus"));
      current = this.rule(current, "unaryExpression");
    }
    let result = this.postfix(this.rule(current, "postfixExpression"));
    for (let i = minuses.length - 1; i >= 0; i--) {
      const op = minuses[i]!;
      result = {
        kind: "Unary",
        operator: "-",
        operand: result,
        operatorSpan: this.span(op),
        span: this.spanOf(this.span(op), this.outer(result)),
      };
    }
    return result;
  }

  private postfix(node: CstNode): A.Expression {
    const first = this.rule(node, "primary");
    if (!this.has(node, "Dot") && !this.has(node, "LBracket")) return this.primary(first);
    // The suffixes in source order: `.name`, `.name(args)`, `[condition]`. Names, argument lists,
    // conditions and `]`s are each listed in order, so counters pair them with their suffix.
    const suffixes = inOrder([this.tokens(node, "Dot"), this.tokens(node, "LBracket")]);
    const names = this.tokens(node, "AnyWord");
    const argLists = this.rules(node, "arguments");
    const conditions = this.rules(node, "expression");
    const closes = this.tokens(node, "RBracket");
    let nextName = 0;
    let nextArgs = 0;
    let nextFilter = 0;
    let result = this.primary(first);
    for (let i = 0; i < suffixes.length; i++) {
      if (suffixes[i]!.tokenType === t.Dot) {
        const name = this.name(names[nextName++]!);
        const args = argLists[nextArgs];
        const nextSuffix = suffixes[i + 1]?.startOffset ?? Infinity;
        if (args && this.token(args, "LParen").startOffset < nextSuffix && this.token(args, "LParen").startOffset > name.span.start.offset) {
          nextArgs++;
          result = {
            kind: "MethodCall",
            object: result,
            method: name,
            args: this.arguments(args),
            span: this.spanOf(this.outer(result), this.span(this.token(args, "RParen"))),
          };
        } else if (result.kind === "Path") {
          // The Path was built by this builder for this parse: extend it in place (copying
          // the segments for each `.name` would make `a.b.c...` quadratic).
          result.segments.push(name);
          result.span = this.spanOf(this.outer(result), name.span);
          this.parenthesized.delete(result);
        } else {
          result = { kind: "MemberAccess", object: result, property: name, span: this.spanOf(this.outer(result), name.span) };
        }
      } else {
        const condition = this.expression(conditions[nextFilter]!);
        const close = closes[nextFilter++]!;
        result = { kind: "Filter", object: result, condition, span: this.spanOf(this.outer(result), this.span(close)) };
      }
    }
    return result;
  }

  private arguments(node: CstNode): A.Expression[] {
    return this.rules(node, "expression").map((e) => this.expression(e));
  }

  private primary(node: CstNode): A.Expression {
    const c = node.children as Children;
    if (c.nameOrCall) return this.nameOrCall(c.nameOrCall[0] as CstNode);
    if (c.literal) return this.literal(onlyChild(c.literal[0] as CstNode) as IToken);
    const child = onlyChild(node);
    if (isToken(child)) {
      if (child.tokenType === t.Param)
        return { kind: "Path", root: { type: "param", index: Number(child.image.slice(1)) }, segments: [], span: this.span(child) };
      if (child.tokenType === t.ContextRef)
        return { kind: "ContextReference", text: child.image.slice(2, -1), span: this.span(child) };
      return { kind: "This", span: this.span(child) };
    }
    switch (child.name) {
      case "literal":
        return this.literal(onlyChild(child) as IToken);
      case "timeWord":
        return this.timeWord(child);
      case "upReference": {
        const carets = this.tokens(child, "Caret");
        const word = this.token(child, "AnyWord");
        return {
          kind: "Path",
          root: { type: "up", levels: carets.length },
          segments: [this.name(word)],
          span: this.span(carets[0]!, word),
        };
      }
      case "parenthesized": {
        const inner = this.expression(this.rule(child, "expression"));
        this.parenthesized.set(inner, this.span(this.token(child, "LParen"), this.token(child, "RParen")));
        return inner;
      }
      case "chainExpression":
        return this.chain(child);
      case "ifExpression": {
        const [test, then, otherwise] = this.rules(child, "expression").map((e) => this.expression(e));
        return { kind: "If", test: test!, then: then!, otherwise: otherwise!, span: this.span(this.token(child, "If"), this.token(child, "RParen")) };
      }
      case "arrayLiteral":
        return { kind: "Array", elements: this.arguments(child), span: this.span(this.token(child, "LBracket"), this.token(child, "RBracket")) };
      case "objectLiteral":
        return {
          kind: "Object",
          entries: this.rules(child, "objectEntry").map((entry) => ({
            kind: "ObjectEntry" as const,
            key: this.literal(this.token(entry, "StringLiteral")) as A.StringLiteral,
            value: this.expression(this.rule(entry, "expression")),
            span: this.span(entry),
          })),
          span: this.span(this.token(child, "LBrace"), this.token(child, "RBrace")),
        };
      default:
        return this.nameOrCall(child);
    }
  }

  private literal(token: IToken): A.Expression {
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

  private timeWord(node: CstNode): A.TimeWord {
    const token = onlyChild(node) as IToken;
    return { kind: "TimeWord", word: token.image as A.TimeWord["word"], span: this.span(token) };
  }

  /** Names and global calls; `date(y, m, d)` and `inSegment("id")` get node kinds of their own. */
  private nameOrCall(node: CstNode): A.Expression {
    const nameToken = this.token(node, "SoftName");
    const name = this.name(nameToken);
    if (!this.has(node, "arguments")) return { kind: "Path", root: { type: "name" }, segments: [name], span: name.span };
    const argsNode = this.rule(node, "arguments");
    const args = this.arguments(argsNode);
    const span = this.span(nameToken, this.token(argsNode, "RParen"));
    if (name.name === "date" && args.length === 3 && args.every(isIntegerLiteral)) {
      const [year, month, day] = args.map((a) => (a as A.NumberLiteral).value);
      return { kind: "Date", year: year!, month: month!, day: day!, span };
    }
    if (name.name === "inSegment" && args.length === 1 && args[0]!.kind === "String") {
      return { kind: "SegmentReference", segmentId: args[0]!.value, idSpan: args[0]!.span, span };
    }
    return { kind: "FunctionCall", callee: name, args, span };
  }

  private timeConstraint(node: CstNode): A.TimeConstraint {
    const span = this.span(node);
    const anchors = this.rules(node, "timeAnchor").map((a) => this.timeAnchor(a));
    if (this.has(node, "comparator")) {
      const cmp = onlyChild(this.rule(node, "comparator")) as IToken;
      return {
        kind: "AmountConstraint",
        comparator: cmp.image as A.ComparisonOperator,
        amount: Number(this.token(node, "IntegerLiteral").image),
        unit: unitBySpelling[this.token(node, "Unit").image]!,
        direction: (onlyChild(this.rule(node, "direction")) as IToken).image as A.TimeDirection,
        anchor: anchors[0]!,
        span,
      } as A.AmountConstraint;
    }
    if (this.has(node, "direction")) {
      return {
        kind: "DirectionConstraint",
        direction: (onlyChild(this.rule(node, "direction")) as IToken).image as A.TimeDirection,
        anchor: anchors[0]!,
        span,
      };
    }
    if (this.has(node, "Between")) return { kind: "BetweenConstraint", from: anchors[0]!, to: anchors[1]!, span };
    return { kind: "PointConstraint", on: this.has(node, "On"), anchor: anchors[0]!, span };
  }

  private timeAnchor(node: CstNode): A.TimeAnchor {
    if (this.has(node, "postfixExpression")) return this.postfix(this.rule(node, "postfixExpression"));
    const which = (this.tokens(node, "This")[0] ?? this.tokens(node, "Last")[0] ?? this.tokens(node, "Next")[0])!;
    const unit = this.token(node, "Unit");
    return {
      kind: "RelativePeriod",
      which: which!.image as A.RelativePeriod["which"],
      unit: unitBySpelling[unit!.image]!,
      span: this.span(which!, unit!),
    };
  }

  private chain(node: CstNode): A.Chain {
    return {
      kind: "Chain",
      events: this.additive(this.rule(node, "additiveExpression")),
      timestampField: this.name(this.token(node, "AnyWord")),
      steps: this.rules(node, "chainStep").map((s) => this.chainStep(s)),
      span: this.span(this.token(node, "Chain"), this.token(node, "RParen")),
    };
  }

  private chainStep(node: CstNode): A.ChainStep {
    const labelToken = this.token(node, "SoftName");
    const clauses = this.rules(node, "stepClause");
    const step: A.ChainStep = {
      kind: "ChainStep",
      label: this.name(labelToken),
      what: null as unknown as A.Expression,
      where: null,
      when: null,
      count: null,
      span: this.span(labelToken, this.token(clauses[clauses.length - 1]!, "RParen")),
    };
    const seen = new Set<string>();
    for (const clause of clauses) {
      const keyword = (this.tokens(clause, "What")[0] ?? this.tokens(clause, "Where")[0] ?? this.tokens(clause, "When")[0] ?? this.tokens(clause, "Count")[0])!;
      const word = keyword.image.toUpperCase();
      if (seen.has(word)) {
        this.problems.push({
          message: `\`${word}\` appears twice in CHAIN step \`${step.label.name}\`; each clause may appear once`,
          span: this.span(keyword),
        });
      }
      seen.add(word);
      if (word === "WHAT") step.what = this.expression(this.rule(clause, "expression"));
      else if (word === "WHERE") step.where = this.expression(this.rule(clause, "expression"));
      else if (word === "WHEN") step.when = this.timeConstraint(this.rule(clause, "timeConstraint"));
      else step.count = Number(this.token(clause, "IntegerLiteral").image);
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

// fast-check arbitraries of valid PQL syntax trees. They follow the grammar, not just the types:
// only trees the parser can produce are generated, so `parse(print(tree))` must give the tree back.
//   - a Path's first name is a soft name (an identifier or a contextual word such as `before`,
//     `sum`, `days`), never a reserved word; later names, methods and the CHAIN timestamp field
//     may be any word, reserved ones included (`a.in`, `x.this`);
//   - a MemberAccess never has a Path object: the builder folds `.name` into the Path;
//   - `date(y, m, d)` with three whole numbers is a Date, `inSegment("id")` a SegmentReference,
//     `chain(...)` a Chain: a FunctionCall is never one of those;
//   - a RelativePeriod (`last week`) only appears as a time anchor;
//   - number literals are unsigned (`-1` is unary minus applied to `1`);
//   - a Logical has at least two operands, a Lambda one parameter, a Quantifier one binding.
import fc from "fast-check";
import type * as A from "../../src/syntax/ast.js";

const position: A.Position = { offset: 0, line: 1, column: 1 };
const span: A.Span = { start: position, end: position };

/** Reserved words: never the first name of a path (case-insensitive ones in every case). */
const reserved =
  /^(?:and|or|not|where)$|^(?:notIn|in|like|occurs|true|false|if|let|select|exists|forall|from|this|now|today|yesterday|tomorrow)$/i;
const caseSensitiveReserved = new Set([
  "notIn",
  "in",
  "like",
  "occurs",
  "true",
  "false",
  "if",
  "let",
  "select",
  "exists",
  "forall",
  "from",
  "this",
  "now",
  "today",
  "yesterday",
  "tomorrow",
]);
function isReserved(word: string): boolean {
  return /^(?:and|or|not|where)$/i.test(word) || caseSensitiveReserved.has(word);
}
void reserved;

const contextualWords = [
  "before",
  "after",
  "between",
  "on",
  "last",
  "next",
  "over",
  "sum",
  "chain",
  "CHAIN",
  "WHAT",
  "when",
  "COUNT",
  "date",
  "days",
  "hour",
  "millennia",
  "xEvent",
  "timestamp",
];
const reservedWords = [
  "and",
  "OR",
  "not",
  "notIn",
  "in",
  "like",
  "occurs",
  "true",
  "false",
  "if",
  "let",
  "select",
  "exists",
  "forall",
  "where",
  "WHERE",
  "from",
  "this",
  "now",
  "today",
];

const identifier = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/).filter((w) => !isReserved(w));
/** A name that may start a path or name a variable. */
export const softName = fc.oneof(identifier, fc.constantFrom(...contextualWords));
/** A name after `.`: any word. */
const anyWord = fc.oneof(softName, fc.constantFrom(...reservedWords));

const name = (arb: fc.Arbitrary<string>) => arb.map((n): A.Name => ({ kind: "Name", name: n, span }));

const units: A.TimeUnit[] = ["millisecond", "second", "minute", "hour", "day", "week", "month", "year", "decade", "century", "millennium"];
const comparators: A.ComparisonOperator[] = ["=", "!=", "<", "<=", ">", ">="];

const stringLiteral = fc.string({ unit: "binary", maxLength: 12 }).map((value): A.StringLiteral => ({ kind: "String", value, span }));
const digits = fc.stringMatching(/^\d{1,6}$/);
const numberLiteral = fc.tuple(digits, fc.option(digits, { nil: undefined })).map(([whole, fraction]): A.NumberLiteral => {
  const raw = fraction === undefined ? whole : `${whole}.${fraction}`;
  return { kind: "Number", value: Number(raw), raw, span };
});
const wholeNumber = fc.nat({ max: 100_000 });

const leaf: fc.Arbitrary<A.Expression> = fc.oneof(
  stringLiteral,
  numberLiteral,
  fc.boolean().map((value): A.BooleanLiteral => ({ kind: "Boolean", value, span })),
  fc.tuple(wholeNumber, wholeNumber, wholeNumber).map(([year, month, day]): A.DateLiteral => ({ kind: "Date", year, month, day, span })),
  fc
    .tuple(name(softName), fc.array(name(anyWord), { maxLength: 3 }))
    .map(([first, rest]): A.Path => ({ kind: "Path", root: { type: "name" }, segments: [first, ...rest], span })),
  fc
    .tuple(fc.nat({ max: 9 }), fc.array(name(anyWord), { maxLength: 2 }))
    .map(([index, segments]): A.Path => ({ kind: "Path", root: { type: "param", index }, segments, span })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.array(name(anyWord), { minLength: 1, maxLength: 2 }))
    .map(([levels, segments]): A.Path => ({ kind: "Path", root: { type: "up", levels }, segments, span })),
  fc.constant<A.ThisExpression>({ kind: "This", span }),
  fc.stringMatching(/^[A-Za-z_.;=0-9]{0,20}$/).map((text): A.ContextReference => ({ kind: "ContextReference", text, span })),
  stringLiteral.map((s): A.SegmentReference => ({ kind: "SegmentReference", segmentId: s.value, idSpan: span, span })),
  fc
    .constantFrom<A.TimeWord["word"]>("now", "today", "yesterday", "tomorrow")
    .map((word): A.TimeWord => ({ kind: "TimeWord", word, span })),
);

function isDateCall(callee: string, args: A.Expression[]): boolean {
  return callee === "date" && args.length === 3 && args.every((a) => a.kind === "Number" && /^\d+$/.test(a.raw));
}

function isSegmentCall(callee: string, args: A.Expression[]): boolean {
  return callee === "inSegment" && args.length === 1 && args[0]!.kind === "String";
}

const { expression } = fc.letrec<{ expression: A.Expression; anchor: A.TimeAnchor; constraint: A.TimeConstraint; step: A.ChainStep }>(
  (tie) => {
    const expr = tie("expression");
    const list = (max: number) => fc.array(expr, { maxLength: max });
    const optional = fc.option(expr, { nil: null });
    const variable = name(softName);
    /** The bindings after the first of a `select` or `sum ... over` (often none). */
    const laterBindings = fc.array(
      fc
        .tuple(variable, expr, optional)
        .map(([v, source, condition]): A.Binding => ({ kind: "Binding", variable: v, source, condition, span })),
      { maxLength: 2 },
    );
    return {
      expression: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        list(3).map((elements): A.ArrayLiteral => ({ kind: "Array", elements, span })),
        fc.array(fc.tuple(stringLiteral, expr), { maxLength: 3 }).map(
          (entries): A.ObjectLiteral => ({
            kind: "Object",
            entries: entries.map(([key, value]) => ({ kind: "ObjectEntry", key, value, span })),
            span,
          }),
        ),
        fc.tuple(fc.constantFrom<A.LogicalOperator>("and", "or"), fc.array(expr, { minLength: 2, maxLength: 3 })).map(
          ([operator, operands]): A.Logical => ({
            kind: "Logical",
            operator,
            operands,
            operatorSpans: operands.slice(1).map(() => span),
            span,
          }),
        ),
        fc
          .tuple(
            fc.constantFrom<A.BinaryOperator>("=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "in", "notIn", "like"),
            expr,
            expr,
          )
          .map(([operator, left, right]): A.Binary => ({ kind: "Binary", operator, left, right, operatorSpan: span, span })),
        fc
          .tuple(fc.constantFrom<A.Unary["operator"]>("not", "!", "-"), expr)
          .map(([operator, operand]): A.Unary => ({ kind: "Unary", operator, operand, operatorSpan: span, span })),
        fc
          .tuple(
            expr.filter((e) => e.kind !== "Path"),
            name(anyWord),
          )
          .map(([object, property]): A.MemberAccess => ({ kind: "MemberAccess", object, property, span })),
        fc
          .tuple(expr, name(anyWord), list(2))
          .map(([object, method, args]): A.MethodCall => ({ kind: "MethodCall", object, method, args, span })),
        fc.tuple(expr, expr).map(([object, condition]): A.Filter => ({ kind: "Filter", object, condition, span })),
        fc
          .tuple(name(softName.filter((n) => !/^chain$/i.test(n))), list(3))
          .filter(([callee, args]) => !isDateCall(callee.name, args) && !isSegmentCall(callee.name, args))
          .map(([callee, args]): A.FunctionCall => ({ kind: "FunctionCall", callee, args, span })),
        fc.tuple(expr, expr, expr).map(([test, then, otherwise]): A.IfExpression => ({ kind: "If", test, then, otherwise, span })),
        fc
          .tuple(fc.array(variable, { minLength: 1, maxLength: 3 }), expr)
          .map(([params, body]): A.Lambda => ({ kind: "Lambda", params, body, span })),
        fc.tuple(variable, expr, expr).map(([v, value, body]): A.Let => ({ kind: "Let", variable: v, value, body, span })),
        fc
          .tuple(variable, expr, optional, laterBindings)
          .map(
            ([v, source, condition, later]): A.Select => ({ kind: "Select", variable: v, source, condition, laterBindings: later, span }),
          ),
        fc
          .tuple(
            fc.constantFrom<A.Quantifier["quantifier"]>("exists", "forall"),
            fc.array(fc.tuple(variable, expr, optional), { minLength: 1, maxLength: 3 }),
          )
          .map(
            ([quantifier, bindings]): A.Quantifier => ({
              kind: "Quantifier",
              quantifier,
              bindings: bindings.map(([v, source, condition]) => ({ kind: "Binding", variable: v, source, condition, span })),
              span,
            }),
          ),
        fc.tuple(expr, variable, expr, optional, laterBindings).map(
          ([value, v, source, condition, later]): A.SumOver => ({
            kind: "SumOver",
            value,
            variable: v,
            source,
            condition,
            laterBindings: later,
            span,
          }),
        ),
        fc.tuple(expr, tie("constraint")).map(([subject, constraint]): A.Occurs => ({ kind: "Occurs", subject, constraint, span })),
        fc
          .tuple(expr, name(anyWord), fc.array(tie("step"), { minLength: 1, maxLength: 3 }))
          .map(([events, timestampField, steps]): A.Chain => ({ kind: "Chain", events, timestampField, steps, span })),
      ),
      anchor: fc.oneof(
        { depthSize: "small" },
        fc
          .tuple(fc.constantFrom<A.RelativePeriod["which"]>("this", "last", "next"), fc.constantFrom(...units))
          .map(([which, unit]): A.RelativePeriod => ({ kind: "RelativePeriod", which, unit, span })),
        expr,
      ),
      constraint: fc.oneof(
        fc
          .tuple(
            fc.constantFrom(...comparators),
            wholeNumber,
            fc.constantFrom(...units),
            fc.constantFrom<A.TimeDirection>("before", "after", "from"),
            tie("anchor"),
          )
          .map(
            ([comparator, amount, unit, direction, anchor]): A.AmountConstraint => ({
              kind: "AmountConstraint",
              comparator,
              amount,
              unit,
              direction,
              anchor,
              span,
            }),
          ),
        fc
          .tuple(fc.constantFrom<A.TimeDirection>("before", "after", "from"), tie("anchor"))
          .map(([direction, anchor]): A.DirectionConstraint => ({ kind: "DirectionConstraint", direction, anchor, span })),
        fc.tuple(fc.boolean(), tie("anchor")).map(([on, anchor]): A.PointConstraint => ({ kind: "PointConstraint", on, anchor, span })),
        fc.tuple(tie("anchor"), tie("anchor")).map(([from, to]): A.BetweenConstraint => ({ kind: "BetweenConstraint", from, to, span })),
      ),
      step: fc
        .tuple(name(softName), expr, optional, fc.option(tie("constraint"), { nil: null }), fc.option(fc.nat({ max: 99 }), { nil: null }))
        .map(([label, what, where, when, count]): A.ChainStep => ({ kind: "ChainStep", label, what, where, when, count, span })),
    };
  },
);

export const pqlTree: fc.Arbitrary<A.Expression> = expression;

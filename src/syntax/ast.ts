// The PQL abstract syntax tree: a discriminated union on `kind`. Every node carries its source
// span. Time constraints, CHAIN steps, segment references and paths are node kinds of their own
// because the edge analyzer reasons about exactly those.

/** A position in the source. `offset` is 0-based in UTF-16 code units; `line` and `column` are 1-based. */
export interface Position {
  offset: number;
  line: number;
  column: number;
}

/** A half-open source range: `end` points just past the last character. */
export interface Span {
  start: Position;
  end: Position;
}

interface NodeBase {
  span: Span;
}

/** A name as written (a field, variable, method or step label). */
export interface Name extends NodeBase {
  kind: "Name";
  name: string;
}

// ---------------------------------------------------------------- literals

export interface StringLiteral extends NodeBase {
  kind: "String";
  /** The decoded value (escapes resolved). */
  value: string;
}

export interface NumberLiteral extends NodeBase {
  kind: "Number";
  value: number;
  /** The digits as written, e.g. `1000.0`; PQL distinguishes integers from doubles. */
  raw: string;
}

export interface BooleanLiteral extends NodeBase {
  kind: "Boolean";
  value: boolean;
}

/** `date(2020, 3, 14)`: year, month (1-based) and day. */
export interface DateLiteral extends NodeBase {
  kind: "Date";
  year: number;
  month: number;
  day: number;
}

export interface ArrayLiteral extends NodeBase {
  kind: "Array";
  elements: Expression[];
}

export interface ObjectEntry extends NodeBase {
  kind: "ObjectEntry";
  key: StringLiteral;
  value: Expression;
}

export interface ObjectLiteral extends NodeBase {
  kind: "Object";
  entries: ObjectEntry[];
}

// ---------------------------------------------------------------- references

/** How a path starts: a bare name (resolved against the current scope), `$N`, or `^`-levels up. */
export type PathRoot = { type: "name" } | { type: "param"; index: number } | { type: "up"; levels: number };

/**
 * A dotted path: `homeAddress.countryCode`, `xEvent`, `X.timestamp`, `$1.person.name`,
 * `^^.person.gender`. For a `name` root, `segments[0]` is the first name.
 */
export interface Path extends NodeBase {
  kind: "Path";
  root: PathRoot;
  segments: Name[];
}

/** `this`: the current item (inside `.map({...})` after `groupBy`). */
export interface ThisExpression extends NodeBase {
  kind: "This";
}

/** `@{_xdm.context.additionalParameters;version=1}` (decisioning only). */
export interface ContextReference extends NodeBase {
  kind: "ContextReference";
  /** The text between `@{` and `}`. */
  text: string;
}

/** `inSegment("<id>")`: membership in another audience. */
export interface SegmentReference extends NodeBase {
  kind: "SegmentReference";
  segmentId: string;
  /** The span of the id string literal, quotes included. */
  idSpan: Span;
}

// ---------------------------------------------------------------- operators

export type LogicalOperator = "and" | "or";
export type ComparisonOperator = "=" | "!=" | "<" | "<=" | ">" | ">=";
export type ArithmeticOperator = "+" | "-" | "*" | "/" | "%";
export type BinaryOperator = ComparisonOperator | ArithmeticOperator | "in" | "notIn" | "like";

/**
 * `a and b and c`: one node per run of the same operator. A parenthesized run of the same
 * operator stays a nested node, so the author's grouping survives formatting.
 */
export interface Logical extends NodeBase {
  kind: "Logical";
  operator: LogicalOperator;
  operands: Expression[];
  /** Where each operator word stands (operands.length - 1 entries): the style rule reads its case. */
  operatorSpans: Span[];
}

export interface Binary extends NodeBase {
  kind: "Binary";
  operator: BinaryOperator;
  left: Expression;
  right: Expression;
  operatorSpan: Span;
}

export interface Unary extends NodeBase {
  kind: "Unary";
  /** `not` and `!` are kept apart so formatting never changes what the author wrote. */
  operator: "not" | "!" | "-";
  operand: Expression;
  operatorSpan: Span;
}

// ---------------------------------------------------------------- postfix forms

/** `.name` after something that is not a plain path: `(select ...).head().core`. */
export interface MemberAccess extends NodeBase {
  kind: "MemberAccess";
  object: Expression;
  property: Name;
}

/** `receiver.method(args)`: `orders.topN(price, 5)`, `eventType.equals("x", false)`. */
export interface MethodCall extends NodeBase {
  kind: "MethodCall";
  object: Expression;
  method: Name;
  args: Expression[];
}

/** `array[condition]`: keeps the elements for which the condition holds. */
export interface Filter extends NodeBase {
  kind: "Filter";
  object: Expression;
  condition: Expression;
}

/** A global function call: `currentMonth()`, `mapEntry(K, G.count())`. */
export interface FunctionCall extends NodeBase {
  kind: "FunctionCall";
  callee: Name;
  args: Expression[];
}

export interface IfExpression extends NodeBase {
  kind: "If";
  test: Expression;
  then: Expression;
  otherwise: Expression;
}

/** `(P) => body`, `(K, G) => mapEntry(K, G.count())`. */
export interface Lambda extends NodeBase {
  kind: "Lambda";
  params: Name[];
  body: Expression;
}

// ---------------------------------------------------------------- binders

export interface Let extends NodeBase {
  kind: "Let";
  variable: Name;
  value: Expression;
  body: Expression;
}

/**
 * `select V from A where C`, and with more bindings `select V from A where C, W from V.items
 * where D`: the first binding is held in `variable`, `source` and `condition`, the later ones in
 * `laterBindings` (empty for one binding); each ranges over the variables bound before it.
 */
export interface Select extends NodeBase {
  kind: "Select";
  variable: Name;
  source: Expression;
  condition: Expression | null;
  laterBindings: Binding[];
}

/** One `V from A where C` of an `exists` / `forall`, or a later binding of `select` / `sum ... over`. */
export interface Binding extends NodeBase {
  kind: "Binding";
  variable: Name;
  source: Expression;
  condition: Expression | null;
}

/** `exists V from A where C, W from V.items : D`. */
export interface Quantifier extends NodeBase {
  kind: "Quantifier";
  quantifier: "exists" | "forall";
  bindings: Binding[];
}

/**
 * `sum E over V from A where C`, and with more bindings `sum E over V from A where C, W from
 * V.items where D`: the first binding as in `Select`, the later ones in `laterBindings`; `E` is
 * read in the scope of all of them.
 */
export interface SumOver extends NodeBase {
  kind: "SumOver";
  value: Expression;
  variable: Name;
  source: Expression;
  condition: Expression | null;
  laterBindings: Binding[];
}

// ---------------------------------------------------------------- time

export type TimeUnit =
  | "millisecond"
  | "second"
  | "minute"
  | "hour"
  | "day"
  | "week"
  | "month"
  | "year"
  | "decade"
  | "century"
  | "millennium";

export type TimeDirection = "before" | "after" | "from";

/** `now`, `today`, `yesterday`, `tomorrow`. */
export interface TimeWord extends NodeBase {
  kind: "TimeWord";
  word: "now" | "today" | "yesterday" | "tomorrow";
}

/** `this week`, `last hour`, `next month`. */
export interface RelativePeriod extends NodeBase {
  kind: "RelativePeriod";
  which: "this" | "last" | "next";
  unit: TimeUnit;
}

/** What a time constraint is measured from: a time word, a period, a date or an attribute. */
export type TimeAnchor = TimeWord | RelativePeriod | DateLiteral | Expression;

/** `< 3 days before now`. */
export interface AmountConstraint extends NodeBase {
  kind: "AmountConstraint";
  comparator: ComparisonOperator;
  amount: number;
  unit: TimeUnit;
  direction: TimeDirection;
  anchor: TimeAnchor;
}

/** `before today`, `after date(1981, 1, 1)`. */
export interface DirectionConstraint extends NodeBase {
  kind: "DirectionConstraint";
  direction: TimeDirection;
  anchor: TimeAnchor;
}

/** `today`, `last week`, `on date(2019, 12, 31)`. */
export interface PointConstraint extends NodeBase {
  kind: "PointConstraint";
  /** Whether the optional filler word `on` was written. */
  on: boolean;
  anchor: TimeAnchor;
}

/** `between date(2015, 1, 8) and date(2017, 7, 1)`. */
export interface BetweenConstraint extends NodeBase {
  kind: "BetweenConstraint";
  from: TimeAnchor;
  to: TimeAnchor;
}

export type TimeConstraint = AmountConstraint | DirectionConstraint | PointConstraint | BetweenConstraint;

/** `T occurs <constraint>`. */
export interface Occurs extends NodeBase {
  kind: "Occurs";
  subject: Expression;
  constraint: TimeConstraint;
}

// ---------------------------------------------------------------- CHAIN

/** `C0: WHAT(...) WHERE(...) WHEN(...) COUNT(n)`. */
export interface ChainStep extends NodeBase {
  kind: "ChainStep";
  label: Name;
  what: Expression;
  where: Expression | null;
  when: TimeConstraint | null;
  count: number | null;
}

/** `CHAIN(xEvent, timestamp, [steps])`, also written `chain(...)`. */
export interface Chain extends NodeBase {
  kind: "Chain";
  events: Expression;
  timestampField: Name;
  steps: ChainStep[];
}

// ---------------------------------------------------------------- unions

export type Expression =
  | StringLiteral
  | NumberLiteral
  | BooleanLiteral
  | DateLiteral
  | ArrayLiteral
  | ObjectLiteral
  | Path
  | ThisExpression
  | ContextReference
  | SegmentReference
  | Logical
  | Binary
  | Unary
  | MemberAccess
  | MethodCall
  | Filter
  | FunctionCall
  | IfExpression
  | Lambda
  | Let
  | Select
  | Quantifier
  | SumOver
  | TimeWord
  | RelativePeriod
  | Occurs
  | Chain;

export type Node = Expression | Name | ObjectEntry | Binding | ChainStep | TimeConstraint;

export type NodeKind = Node["kind"];

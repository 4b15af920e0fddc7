// AST -> canonical PQL text (the formatter). One space around binary operators, lower-case
// `and`/`or`/`not`, strings re-escaped, parentheses only where precedence needs them (plus around
// the operand of `not`, for readability), `CHAIN` steps one per line when the expression is wider
// than the line width.
import type * as A from "./ast.js";
import { concat, type Doc, group, indent, join, line, render, softline } from "./layout.js";
import { encodeString } from "./strings.js";

export interface PrintOptions {
  /** Line width before CHAIN steps are broken one per line (default 100). */
  width?: number;
  /** Indentation unit for broken lines (default two spaces). */
  indent?: string;
}

/** Precedence levels, loosest first (the PQL docs, docs/aep-docs.md). */
enum Level {
  Binder = 0, // lambda, let, select, exists/forall, sum ... over
  Or = 1,
  And = 2,
  Not = 3,
  Comparison = 4,
  Additive = 5,
  Multiplicative = 6,
  Negation = 7,
  Postfix = 8,
  Primary = 9,
}

const comparisonOperators = new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);

function levelOf(node: A.Expression): Level {
  switch (node.kind) {
    case "Lambda":
    case "Let":
    case "Select":
    case "Quantifier":
    case "SumOver":
      return Level.Binder;
    case "Logical":
      return node.operator === "or" ? Level.Or : Level.And;
    case "Unary":
      return node.operator === "-" ? Level.Negation : Level.Not;
    case "Binary":
      if (comparisonOperators.has(node.operator)) return Level.Comparison;
      return node.operator === "+" || node.operator === "-" ? Level.Additive : Level.Multiplicative;
    case "Occurs":
      return Level.Comparison;
    case "MemberAccess":
    case "MethodCall":
    case "Filter":
      return Level.Postfix;
    default:
      return Level.Primary;
  }
}

export function print(node: A.Expression, options: PrintOptions = {}): string {
  return render(expression(node), options.width ?? 100, options.indent ?? "  ");
}

/** Prints `node`, parenthesized if it binds looser than `minimum`. */
function at(node: A.Expression, minimum: Level): Doc {
  const doc = expression(node);
  return levelOf(node) < minimum ? concat("(", doc, ")") : doc;
}

/** Comma-separated items: arguments, array elements, object values. */
function list(items: A.Expression[]): Doc {
  return join(", ", items.map(listItem));
}

/**
 * An item of a comma-separated list. `exists A from a, B from b` takes more bindings after a
 * comma, so an item that ends in a quantifier (`[exists X from a, 1]`, or a `select ... where`
 * whose condition is one) would swallow the next item: it is parenthesized.
 */
function listItem(node: A.Expression): Doc {
  return endsInQuantifier(node) ? concat("(", expression(node), ")") : expression(node);
}

function endsInQuantifier(node: A.Expression): boolean {
  let current: A.Expression | null = node;
  while (current) {
    switch (current.kind) {
      case "Quantifier":
        return true;
      case "Let":
      case "Lambda":
        current = current.body;
        break;
      case "Select":
      case "SumOver":
        current = current.laterBindings.length > 0 ? current.laterBindings[current.laterBindings.length - 1]!.condition : current.condition;
        break;
      default:
        return false;
    }
  }
  return false;
}

function unitText(unit: A.TimeUnit, amount: number): string {
  if (amount === 1) return unit;
  if (unit === "century") return "centuries";
  if (unit === "millennium") return "millennia";
  return `${unit}s`;
}

function path(node: A.Path): string {
  // A loop, not map().join(): every path of every printed file comes through here.
  let names = "";
  for (const [i, s] of node.segments.entries()) names += i === 0 ? s.name : `.${s.name}`;
  switch (node.root.type) {
    case "name":
      return names;
    case "param":
      return names ? `$${node.root.index}.${names}` : `$${node.root.index}`;
    case "up":
      return `${"^".repeat(node.root.levels)}.${names}`;
  }
}

function condition(keyword: string, cond: A.Expression | null, last: boolean): Doc {
  if (!cond) return "";
  // A binder inside a non-final binding would swallow the `,` that follows: parenthesize it.
  return concat(` ${keyword} `, last ? expression(cond) : at(cond, Level.Or));
}

function expression(node: A.Expression): Doc {
  switch (node.kind) {
    case "String":
      return encodeString(node.value);
    case "Number":
      return node.raw;
    case "Boolean":
      return node.value ? "true" : "false";
    case "Date":
      return `date(${node.year}, ${node.month}, ${node.day})`;
    case "Array":
      return concat("[", list(node.elements), "]");
    case "Object":
      return concat(
        "{",
        join(
          ", ",
          node.entries.map((e) => concat(encodeString(e.key.value), ": ", listItem(e.value))),
        ),
        "}",
      );
    case "Path":
      return path(node);
    case "This":
      return "this";
    case "ContextReference":
      return `@{${node.text}}`;
    case "SegmentReference":
      return `inSegment(${encodeString(node.segmentId)})`;
    case "TimeWord":
      return node.word;
    case "RelativePeriod":
      return `${node.which} ${node.unit}`;
    case "Logical": {
      const next = node.operator === "or" ? Level.And : Level.Not;
      return join(
        ` ${node.operator} `,
        node.operands.map((o) => at(o, next)),
      );
    }
    case "Unary": {
      if (node.operator === "-") {
        // `- -a`, not `--a`: two minus signs written together read like a decrement.
        const operand = at(node.operand, Level.Negation);
        return node.operand.kind === "Unary" && node.operand.operator === "-" ? concat("- ", operand) : concat("-", operand);
      }
      const operand = levelOf(node.operand) === Level.Not ? expression(node.operand) : at(node.operand, Level.Postfix);
      return node.operator === "not" ? concat("not ", operand) : concat("!", operand);
    }
    case "Binary": {
      const level = levelOf(node);
      const leftMin = level === Level.Comparison ? Level.Additive : level;
      const rightMin = level === Level.Comparison ? Level.Additive : level + 1;
      return concat(at(node.left, leftMin), ` ${node.operator} `, at(node.right, rightMin));
    }
    case "Occurs":
      return concat(at(node.subject, Level.Additive), " occurs ", timeConstraint(node.constraint));
    case "MemberAccess":
      return concat(at(node.object, Level.Postfix), ".", node.property.name);
    case "MethodCall":
      return concat(at(node.object, Level.Postfix), ".", node.method.name, "(", list(node.args), ")");
    case "Filter":
      return concat(at(node.object, Level.Postfix), "[", expression(node.condition), "]");
    case "FunctionCall":
      return concat(node.callee.name, "(", list(node.args), ")");
    case "If":
      return concat("if(", list([node.test, node.then, node.otherwise]), ")");
    case "Lambda":
      return concat("(", node.params.map((p) => p.name).join(", "), ") => ", expression(node.body));
    case "Let":
      return concat("let ", node.variable.name, " = ", at(node.value, Level.Additive), " in ", expression(node.body));
    case "Select":
      return concat("select ", bindings([node, ...node.laterBindings]));
    case "Quantifier":
      return concat(node.quantifier, " ", bindings(node.bindings));
    case "SumOver":
      return concat("sum ", sumValue(node.value), " over ", bindings([node, ...node.laterBindings]));
    case "Chain":
      return chain(node);
  }
}

/** `V from A where C, W from B where D`: the bindings of a `select`, `exists`/`forall` or `sum ... over`. */
function bindings(list: Pick<A.Binding, "variable" | "source" | "condition">[]): Doc {
  return join(
    ", ",
    list.map((b, i) =>
      concat(b.variable.name, " from ", at(b.source, Level.Additive), condition("where", b.condition, i === list.length - 1)),
    ),
  );
}

/** The leftmost node of an expression: what its printed text starts with. */
function leftmost(node: A.Expression): A.Expression {
  let current = node;
  for (;;) {
    if (current.kind === "Binary") current = current.left;
    else if (current.kind === "Logical") current = current.operands[0]!;
    else if (current.kind === "Occurs") current = current.subject;
    else if (current.kind === "MethodCall" || current.kind === "MemberAccess" || current.kind === "Filter") current = current.object;
    else return current;
  }
}

/**
 * The value of `sum E over ...`. After `sum`, a `[` would read as a filter on a field named `sum`
 * and a `-` as a subtraction from it, so a value that starts with either is parenthesized.
 */
function sumValue(value: A.Expression): Doc {
  const first = leftmost(value);
  const ambiguous = first.kind === "Array" || (first.kind === "Unary" && first.operator === "-");
  return ambiguous && levelOf(value) >= Level.Additive ? concat("(", expression(value), ")") : at(value, Level.Additive);
}

/** Words that, at the start of a time anchor, the parser reads as part of the constraint. */
const constraintWords = new Set(["before", "after", "between", "on", "this", "last", "next"]);

/**
 * A time anchor. One that starts with a field or function named like a constraint word (`before`,
 * `on`, ...) or with an array is parenthesized: `occurs (on.x)` is not `occurs on x`, and
 * `occurs (after(x))` is not `occurs after (x)`.
 */
function anchor(node: A.TimeAnchor): Doc {
  const first = leftmost(node);
  const ambiguous =
    first.kind === "Array" ||
    (first.kind === "Path" && first.root.type === "name" && constraintWords.has(first.segments[0]!.name)) ||
    (first.kind === "FunctionCall" && constraintWords.has(first.callee.name));
  return ambiguous && levelOf(node) >= Level.Postfix ? concat("(", expression(node), ")") : at(node, Level.Postfix);
}

export function timeConstraint(node: A.TimeConstraint): Doc {
  switch (node.kind) {
    case "AmountConstraint":
      return concat(`${node.comparator} ${node.amount} ${unitText(node.unit, node.amount)} ${node.direction} `, anchor(node.anchor));
    case "DirectionConstraint":
      return concat(`${node.direction} `, anchor(node.anchor));
    case "PointConstraint":
      return node.on ? concat("on ", anchor(node.anchor)) : anchor(node.anchor);
    case "BetweenConstraint":
      return concat("between ", anchor(node.from), " and ", anchor(node.to));
  }
}

function chainStep(step: A.ChainStep): Doc {
  const parts: Doc[] = [step.label.name, ": WHAT(", expression(step.what), ")"];
  if (step.where) parts.push(" WHERE(", expression(step.where), ")");
  if (step.when) parts.push(" WHEN(", timeConstraint(step.when), ")");
  if (step.count !== null) parts.push(` COUNT(${step.count})`);
  return concat(...parts);
}

function chain(node: A.Chain): Doc {
  return group(
    concat(
      "CHAIN(",
      at(node.events, Level.Additive),
      ", ",
      node.timestampField.name,
      ", [",
      indent(concat(softline, join(concat(",", line), node.steps.map(chainStep)))),
      softline,
      "])",
    ),
  );
}

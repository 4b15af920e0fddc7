// Test helpers shared by the syntax tests.
import type * as A from "../../src/syntax/ast.js";

const spanKeys = new Set(["span", "operatorSpan", "operatorSpans", "idSpan"]);

/** A deep copy without source spans: two trees that say the same thing compare equal. */
export function withoutSpans(node: unknown): unknown {
  return JSON.parse(JSON.stringify(node ?? null, (key, value) => (spanKeys.has(key) ? undefined : value)));
}

/**
 * The tree as a compact S-expression, so a table row shows the structure the parser chose:
 * `a = 1 and not b` is `(and (= a 1) (not b))`.
 */
export function sexpr(node: A.Node | null): string {
  if (!node) return "null";
  const all = (items: A.Node[]) => items.map(sexpr).join(" ");
  switch (node.kind) {
    case "String":
      return JSON.stringify(node.value);
    case "Number":
      return node.raw;
    case "Boolean":
      return String(node.value);
    case "Date":
      return `(date ${node.year} ${node.month} ${node.day})`;
    case "Array":
      return `[${all(node.elements)}]`;
    case "Object":
      return `{${node.entries.map((e) => `${JSON.stringify(e.key.value)}: ${sexpr(e.value)}`).join(", ")}}`;
    case "ObjectEntry":
      return `${JSON.stringify(node.key.value)}: ${sexpr(node.value)}`;
    case "Path": {
      const names = node.segments.map((s) => s.name).join(".");
      if (node.root.type === "param") return names ? `$${node.root.index}.${names}` : `$${node.root.index}`;
      if (node.root.type === "up") return `${"^".repeat(node.root.levels)}.${names}`;
      return names;
    }
    case "Name":
      return node.name;
    case "This":
      return "this";
    case "ContextReference":
      return `@{${node.text}}`;
    case "SegmentReference":
      return `(inSegment ${JSON.stringify(node.segmentId)})`;
    case "Logical":
      return `(${node.operator} ${all(node.operands)})`;
    case "Binary":
      return `(${node.operator} ${sexpr(node.left)} ${sexpr(node.right)})`;
    case "Unary":
      return `(${node.operator} ${sexpr(node.operand)})`;
    case "MemberAccess":
      return `(. ${sexpr(node.object)} ${node.property.name})`;
    case "MethodCall":
      return `(.${node.method.name} ${sexpr(node.object)}${node.args.length ? ` ${all(node.args)}` : ""})`;
    case "Filter":
      return `(filter ${sexpr(node.object)} ${sexpr(node.condition)})`;
    case "FunctionCall":
      return `(${node.callee.name}${node.args.length ? ` ${all(node.args)}` : ""})`;
    case "If":
      return `(if ${sexpr(node.test)} ${sexpr(node.then)} ${sexpr(node.otherwise)})`;
    case "Lambda":
      return `(lambda (${node.params.map((p) => p.name).join(" ")}) ${sexpr(node.body)})`;
    case "Let":
      return `(let ${node.variable.name} ${sexpr(node.value)} ${sexpr(node.body)})`;
    case "Select":
      return `(select ${node.variable.name} ${sexpr(node.source)} ${sexpr(node.condition)}${node.laterBindings.map((b) => ` ${sexpr(b)}`).join("")})`;
    case "Binding":
      return `(${node.variable.name} ${sexpr(node.source)} ${sexpr(node.condition)})`;
    case "Quantifier":
      return `(${node.quantifier} ${all(node.bindings)})`;
    case "SumOver":
      return `(sum ${sexpr(node.value)} ${node.variable.name} ${sexpr(node.source)} ${sexpr(node.condition)}${node.laterBindings.map((b) => ` ${sexpr(b)}`).join("")})`;
    case "TimeWord":
      return node.word;
    case "RelativePeriod":
      return `(${node.which} ${node.unit})`;
    case "Occurs":
      return `(occurs ${sexpr(node.subject)} ${sexpr(node.constraint)})`;
    case "AmountConstraint":
      return `(${node.comparator} ${node.amount} ${node.unit} ${node.direction} ${sexpr(node.anchor)})`;
    case "DirectionConstraint":
      return `(${node.direction} ${sexpr(node.anchor)})`;
    case "PointConstraint":
      return node.on ? `(on ${sexpr(node.anchor)})` : `(at ${sexpr(node.anchor)})`;
    case "BetweenConstraint":
      return `(between ${sexpr(node.from)} ${sexpr(node.to)})`;
    case "Chain":
      return `(chain ${sexpr(node.events)} ${node.timestampField.name} ${all(node.steps)})`;
    case "ChainStep": {
      const parts = [`${node.label.name}:`, `(what ${sexpr(node.what)})`];
      if (node.where) parts.push(`(where ${sexpr(node.where)})`);
      if (node.when) parts.push(`(when ${sexpr(node.when)})`);
      if (node.count !== null) parts.push(`(count ${node.count})`);
      return `(${parts.join(" ")})`;
    }
  }
}

// `parse --format text`: the tree as an indented outline, one node per line with its position,
// for people reading what the parser understood.
import type * as A from "../syntax/ast.js";
import { childrenOf } from "../syntax/walk.js";
import { print } from "../syntax/print.js";

function summary(node: A.Node): string {
  switch (node.kind) {
    case "String":
      return JSON.stringify(node.value);
    case "Number":
      return node.raw;
    case "Boolean":
      return String(node.value);
    case "Date":
      return `${node.year}-${node.month}-${node.day}`;
    case "Name":
      return node.name;
    case "Path":
      return print(node);
    case "Logical":
    case "Binary":
    case "Unary":
      return node.operator;
    case "SegmentReference":
      return JSON.stringify(node.segmentId);
    case "TimeWord":
      return node.word;
    case "RelativePeriod":
      return `${node.which} ${node.unit}`;
    case "Quantifier":
      return node.quantifier;
    case "AmountConstraint":
      return `${node.comparator} ${node.amount} ${node.unit} ${node.direction}`;
    case "DirectionConstraint":
      return node.direction;
    case "ChainStep":
      return node.label.name + (node.count !== null ? ` COUNT(${node.count})` : "");
    case "ContextReference":
      return node.text;
    default:
      return "";
  }
}

function where(span: A.Span): string {
  return `${span.start.line}:${span.start.column}-${span.end.line}:${span.end.column}`;
}

export function outline(root: A.Expression): string {
  const out: string[] = [];
  const visit = (node: A.Node, depth: number) => {
    // Path segments are shown in the path's summary; skip them as children.
    const text = summary(node);
    out.push(`${"  ".repeat(depth)}${node.kind}${text ? ` ${text}` : ""}  ${where(node.span)}`);
    if (node.kind === "Path") return;
    for (const child of childrenOf(node)) visit(child, depth + 1);
  };
  visit(root, 0);
  return out.join("\n");
}

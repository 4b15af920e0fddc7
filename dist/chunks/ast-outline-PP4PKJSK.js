import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  print
} from "./chunk-Z6V2CRTB.js";
import {
  childrenOf
} from "./chunk-ZB4TTSV4.js";
import "./chunk-22DAHCAE.js";

// src/report/ast-outline.ts
function summary(node) {
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
function where(span) {
  return `${span.start.line}:${span.start.column}-${span.end.line}:${span.end.column}`;
}
function outline(root) {
  const out = [];
  const visit = (node, depth) => {
    const text = summary(node);
    out.push(`${"  ".repeat(depth)}${node.kind}${text ? ` ${text}` : ""}  ${where(node.span)}`);
    if (node.kind === "Path") return;
    for (const child of childrenOf(node)) visit(child, depth + 1);
  };
  visit(root, 0);
  return out.join("\n");
}
export {
  outline
};

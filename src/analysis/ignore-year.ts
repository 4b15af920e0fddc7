// Ignore-year detection (docs/evaluation-methods.md). AEP never documents the PQL that Segment Builder's
// "Ignore year" option produces; what it computes is a month/day match that disregards the year.
// We detect that computation: a comparison or membership test on `D.getMonth()` or
// `D.getDayOfMonth()` against constants or `currentMonth()` / `currentDayOfMonth()`, where
// nothing else in the definition constrains `D.getYear()` or `D` itself. Keep this the one place
// that knows the shape, so a confirmed text form can be added here.
import type * as A from "../syntax/ast.js";
import { forEachNode } from "../syntax/walk.js";
import { pathText } from "./paths.js";

export interface IgnoreYearConstraint {
  /** The date attribute, e.g. `person.birthDate`. */
  path: string;
  /** The comparison that matches month/day only. */
  span: A.Span;
}

const dayPartMethods = new Set(["getMonth", "getDayOfMonth"]);
const currentPartFunctions = new Set(["currentMonth", "currentDayOfMonth"]);
const testOperators = new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn"]);

/** `D.getMonth()` / `D.getDayOfMonth()`: returns D. */
function datePartOf(node: A.Expression): A.Path | null {
  if (node.kind === "MethodCall" && dayPartMethods.has(node.method.name) && node.args.length === 0 && node.object.kind === "Path")
    return node.object;
  return null;
}

function isConstantPart(node: A.Expression): boolean {
  switch (node.kind) {
    case "Number":
      return true;
    case "Unary":
      return node.operator === "-" && isConstantPart(node.operand);
    case "Array":
      return node.elements.length > 0 && node.elements.every(isConstantPart);
    case "FunctionCall":
      return currentPartFunctions.has(node.callee.name) && node.args.length === 0;
    default:
      return false;
  }
}

export function ignoreYearConstraints(root: A.Expression): IgnoreYearConstraint[] {
  const candidates: { path: A.Path; comparison: A.Binary }[] = [];
  const partObjects = new Set<A.Path>();
  const paths: A.Path[] = [];
  forEachNode(root, (node) => {
    if (node.kind === "Path") {
      paths.push(node);
    } else if (node.kind === "Binary" && testOperators.has(node.operator)) {
      const left = datePartOf(node.left);
      const right = datePartOf(node.right);
      if (left && isConstantPart(node.right)) candidates.push({ path: left, comparison: node });
      else if (right && isConstantPart(node.left)) candidates.push({ path: right, comparison: node });
    } else if (node.kind === "MethodCall") {
      const d = datePartOf(node);
      if (d) partObjects.add(d);
    }
  });
  // Path texts (printed) only when there is something to compare: most definitions have no
  // month/day test, and printing every path would be most of this pass's work for nothing.
  if (candidates.length === 0) return [];
  const uses = new Map<string, number>();
  for (const p of paths) uses.set(pathText(p), (uses.get(pathText(p)) ?? 0) + 1);
  // How often each date is read only through getMonth()/getDayOfMonth().
  const partUses = new Map<string, number>();
  for (const p of partObjects) partUses.set(pathText(p), (partUses.get(pathText(p)) ?? 0) + 1);
  return candidates
    .filter(({ path }) => uses.get(pathText(path)) === partUses.get(pathText(path)))
    .map(({ path, comparison }) => ({ path: pathText(path), span: comparison.span }));
}

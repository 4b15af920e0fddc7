// Generic traversal of the AST. Iterative (an explicit stack), so that even a pathological tree
// cannot overflow the call stack while it is being measured or searched.
import type * as A from "./ast.js";

/** The direct children of a node, in source order. */
export function childrenOf(node: A.Node): A.Node[] {
  switch (node.kind) {
    case "String":
    case "Number":
    case "Boolean":
    case "Date":
    case "This":
    case "ContextReference":
    case "SegmentReference":
    case "TimeWord":
    case "RelativePeriod":
    case "Name":
      return [];
    case "Path":
      return node.segments;
    case "Array":
      return node.elements;
    case "Object":
      return node.entries;
    case "ObjectEntry":
      return [node.key, node.value];
    case "Logical":
      return node.operands;
    case "Binary":
      return [node.left, node.right];
    case "Unary":
      return [node.operand];
    case "MemberAccess":
      return [node.object, node.property];
    case "MethodCall":
      return [node.object, node.method, ...node.args];
    case "Filter":
      return [node.object, node.condition];
    case "FunctionCall":
      return [node.callee, ...node.args];
    case "If":
      return [node.test, node.then, node.otherwise];
    case "Lambda":
      return [...node.params, node.body];
    case "Let":
      return [node.variable, node.value, node.body];
    case "Select":
      return node.condition
        ? [node.variable, node.source, node.condition, ...node.laterBindings]
        : [node.variable, node.source, ...node.laterBindings];
    case "Binding":
      return node.condition ? [node.variable, node.source, node.condition] : [node.variable, node.source];
    case "Quantifier":
      return node.bindings;
    case "SumOver":
      return node.condition
        ? [node.value, node.variable, node.source, node.condition, ...node.laterBindings]
        : [node.value, node.variable, node.source, ...node.laterBindings];
    case "Occurs":
      return [node.subject, node.constraint];
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      return [node.anchor];
    case "BetweenConstraint":
      return [node.from, node.to];
    case "Chain":
      return [node.events, node.timestampField, ...node.steps];
    case "ChainStep": {
      const out: A.Node[] = [node.label, node.what];
      if (node.where) out.push(node.where);
      if (node.when) out.push(node.when);
      return out;
    }
  }
}

/** Visits every node depth-first, parents before children, in source order. */
export function forEachNode(root: A.Node, visit: (node: A.Node, parents: readonly A.Node[]) => void): void {
  // Two parallel stacks instead of one of {node, depth} objects: rules and the analyzer walk
  // every tree, so this runs for every node of every file.
  const nodes: A.Node[] = [root];
  const depths: number[] = [0];
  const parents: A.Node[] = [];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    while (parents.length > depth) parents.pop();
    visit(node, parents);
    parents.push(node);
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      depths.push(depth + 1);
    }
  }
}

/**
 * The deepest node and its depth (the root is depth 1); of several equally deep, the last in
 * source order.
 */
export function deepest(root: A.Node): { node: A.Node; depth: number } {
  let best = root;
  let bestDepth = 0;
  forEachNode(root, (node, parents) => {
    if (parents.length + 1 < bestDepth) return;
    best = node;
    bestDepth = parents.length + 1;
  });
  return { node: best, depth: bestDepth };
}

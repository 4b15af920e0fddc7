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
  // every tree, so this runs for every node of every file. Children go onto the stack directly
  // (pushChildren), not through childrenOf's new array per node: on a lint of many files those
  // arrays were a large share of what the walks allocated.
  const nodes: A.Node[] = [root];
  const depths: number[] = [0];
  const parents: A.Node[] = [];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    while (parents.length > depth) parents.pop();
    visit(node, parents);
    parents.push(node);
    const before = nodes.length;
    pushChildren(node, nodes);
    for (let i = before; i < nodes.length; i++) depths.push(depth + 1);
  }
}

/** Pushes the children of `node` last child first, so that they pop in source order (childrenOf's order). */
function pushChildren(node: A.Node, stack: A.Node[]): void {
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
      return;
    case "Path":
      return pushReversed(node.segments, stack);
    case "Array":
      return pushReversed(node.elements, stack);
    case "Object":
      return pushReversed(node.entries, stack);
    case "Logical":
      return pushReversed(node.operands, stack);
    case "Quantifier":
      return pushReversed(node.bindings, stack);
    case "ObjectEntry":
      stack.push(node.value, node.key);
      return;
    case "Binary":
      stack.push(node.right, node.left);
      return;
    case "Unary":
      stack.push(node.operand);
      return;
    case "MemberAccess":
      stack.push(node.property, node.object);
      return;
    case "Filter":
      stack.push(node.condition, node.object);
      return;
    case "Occurs":
      stack.push(node.constraint, node.subject);
      return;
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      stack.push(node.anchor);
      return;
    case "BetweenConstraint":
      stack.push(node.to, node.from);
      return;
    case "ChainStep":
      if (node.when) stack.push(node.when);
      if (node.where) stack.push(node.where);
      stack.push(node.what, node.label);
      return;
    case "Chain":
      pushReversed(node.steps, stack);
      stack.push(node.timestampField, node.events);
      return;
    default:
      // The rarer kinds: through childrenOf.
      return pushReversed(childrenOf(node), stack);
  }
}

function pushReversed(children: readonly A.Node[], stack: A.Node[]): void {
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
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

import type * as A from "./ast.js";
/** The direct children of a node, in source order. */
export declare function childrenOf(node: A.Node): A.Node[];
/** Visits every node depth-first, parents before children, in source order. */
export declare function forEachNode(root: A.Node, visit: (node: A.Node, parents: readonly A.Node[]) => void): void;
/**
 * The deepest node and its depth (the root is depth 1); of several equally deep, the last in
 * source order.
 */
export declare function deepest(root: A.Node): {
    node: A.Node;
    depth: number;
};

// An audience's tree with its references renamed: `diff` counts the audiences of both sides in one
// estimate, where each side's `alias:NAME` must lead to that side's audience (or, for one that did
// not change, to the base's, counted once).
import type { Expression } from "../syntax/ast.js";
import { forEachNode } from "../syntax/walk.js";

/** A copy of `ast` whose `inSegment` references read `rename(id)` (the same where it answers undefined). */
export function renameReferences(ast: Expression, rename: (id: string) => string | undefined): Expression {
  const copy = structuredClone(ast);
  forEachNode(copy, (node) => {
    if (node.kind !== "SegmentReference") return;
    const to = rename(node.segmentId);
    if (to !== undefined) node.segmentId = to;
  });
  return copy;
}

// Test helpers shared by the syntax tests.
import type { Expression } from "../../src/syntax/ast.js";

/** A deep copy without source spans: two trees that say the same thing compare equal. */
export function withoutSpans(node: Expression | null | undefined): unknown {
  return JSON.parse(JSON.stringify(node ?? null, (key, value) => (key === "span" || key === "operatorSpan" || key === "operatorSpans" || key === "idSpan" ? undefined : value)));
}

// What does not compile (yet): thrown inside the compiler, returned by compileAudience as
// `{ ok: false, unsupported }`. Never a guess: a construct either compiles exactly or says so.
import type { Node, Span } from "../syntax/ast.js";

export interface Unsupported {
  /** A short name of the construct: "forall over xEvent", "regexGroup", "CHAIN with a timestamp field other than timestamp". */
  construct: string;
  span: Span;
  message: string;
}

export class NotCompiled extends Error {
  constructor(readonly unsupported: Unsupported) {
    super(unsupported.message);
  }
}

/** A construct the DuckDB compiler refuses: `estimate` answers it with the evaluator instead. */
export function notCompiled(node: Pick<Node, "span">, construct: string, why?: string): never {
  const message = `${construct} does not compile to SQL yet${why ? `: ${why}` : ""}; the evaluator answers it`;
  throw new NotCompiled({ construct, span: node.span, message });
}

/** A construct the ClickHouse compiler refuses: there no evaluator stands in, so the message says only what. */
export function notCompiledToClickHouse(node: Pick<Node, "span">, construct: string, why?: string): never {
  const message = `${construct} does not compile to ClickHouse SQL yet${why ? `: ${why}` : ""}`;
  throw new NotCompiled({ construct, span: node.span, message });
}

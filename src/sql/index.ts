// PLACEHOLDER, replaced at merge by the SQL compiler of issue 24 (built in parallel). It holds the
// contract's types (/work/prompts/estimate-contract.md: "The compiler") and a compileAudience that
// compiles nothing, so `estimate` answers every audience with the evaluator until the compiler lands.
import type { Expression, Span } from "../syntax/ast.js";

export type Dialect = "duckdb";

export interface CompileOptions {
  dialect: Dialect;
  /** The evaluation instant, epoch milliseconds (estimate's and sql's --now). */
  now: number;
  /** For `inSegment(id)`: the table holding the members (`pid`) of a local audience computed earlier in the run, or undefined. */
  localAudienceTable: (segmentId: string) => string | undefined;
}

export interface Unsupported {
  construct: string;
  span: Span;
  message: string;
}

export type Compiled = { ok: true; sql: string } | { ok: false; unsupported: Unsupported };

export function compileAudience(ast: Expression, _options: CompileOptions): Compiled {
  return {
    ok: false,
    unsupported: { construct: "(compiler not merged)", span: ast.span, message: "the SQL compiler is not part of this build yet" },
  };
}

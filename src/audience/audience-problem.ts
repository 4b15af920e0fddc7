// A problem with an audience file itself (not its PQL), as the loader reports it: its own file,
// so that the loader's public declarations name it without zod's (problems.ts reads zod's issues).
import type { Span } from "../syntax/ast.js";

/** The name of the rule a problem belongs to (the loader reports by the rule object). */
export type AudienceRule = string;

export interface AudienceProblem {
  rule: AudienceRule;
  message: string;
  /** Where in the audience file: 1-based line/column, 0-based UTF-16 offsets, end exclusive. */
  range: Span;
  /** Short text under the carets. */
  label?: string;
  hints: string[];
}

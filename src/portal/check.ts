// What the create page shows as you type, from the project's own core running in the browser:
// the linter's diagnostics (with line and column), the edge verdict and its reasons, and the
// canonical form of the expression.
import { explainExpression, formatPql, lintText, type Diagnostic, type Verdict } from "../index.js";

export interface PqlCheck {
  diagnostics: Diagnostic[];
  verdict: Verdict;
  /** The canonical text, or undefined when the expression does not parse. */
  canonical: string | undefined;
}

export function checkPql(text: string): PqlCheck {
  const lint = lintText(text, { file: "audience.pql" });
  const diagnostics = lint.files.flatMap((f) => f.diagnostics).filter((d) => !d.suppressed);
  const formatted = formatPql(text);
  return { diagnostics, verdict: explainExpression(text).verdict, canonical: formatted.ok ? formatted.output.trimEnd() : undefined };
}

/** Edge can be chosen when nothing blocks it (null: only a segment reference the page cannot resolve). */
export function edgeAllowed(verdict: Verdict): boolean {
  return verdict.eligible !== false;
}

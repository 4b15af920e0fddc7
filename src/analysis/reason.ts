// A rule's finding as a verdict reason, and the order reasons are listed in: shared by the edge
// and the streaming verdicts, so both read alike in explain and in lint.
import type { ExpressionFinding, RuleMeta } from "../syntax/rule.js";
import type { Reason } from "./verdict.js";

export function reasonOf(meta: Pick<RuleMeta, "code" | "name" | "defaultSeverity">, finding: ExpressionFinding): Reason {
  const { code, name, defaultSeverity } = meta;
  // An eligibility rule is never off by default; a config may turn it off later, in the linter.
  const severity = defaultSeverity === "off" ? "info" : defaultSeverity;
  const { message, range, label, hints } = finding;
  return {
    rule: name,
    code,
    severity,
    message,
    range,
    ...(label !== undefined ? { label } : {}),
    ...(hints !== undefined ? { hints } : {}),
  };
}

/** By position, then by code: the order `lint` prints them in. */
export function byPositionThenCode(a: Reason, b: Reason): number {
  return a.range.start.offset - b.range.start.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

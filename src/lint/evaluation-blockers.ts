// The findings that keep `evaluate` and `test` from answering for a file: errors that say the
// definition is not what it claims to be. It does not parse or names a function PQL lacks
// (syntax), the file does not load or is not UTF-8 (audience), or a reference points at nothing
// or is ambiguous (ref). An answer computed anyway would read a typo as "not met" and pass a test
// it should fail. Edge, style and suppression findings are about where and how an audience runs,
// not what it answers: they never stop an evaluation.
import type { Diagnostic } from "./diagnostic.js";
import type { FileResult } from "./lint-result.js";
import { ruleNamesWhere } from "./registry.js";

const meaningRules = ruleNamesWhere((meta) => meta.category === "syntax" || meta.category === "audience" || meta.category === "ref");

/** lint's errors in the file that leave what it means unknown (as lint reports them: same codes, file positions). */
export function evaluationBlockers(file: Pick<FileResult, "diagnostics">): Diagnostic[] {
  return file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed && meaningRules.has(d.rule));
}

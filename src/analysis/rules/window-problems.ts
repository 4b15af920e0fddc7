// The walk the four window rules share: each event whose window the analyzer's arithmetic judged
// to have one rule's problem gets that rule's finding, at the window.
import type { WindowProblem, WindowStatus } from "../time.js";
import type { Span } from "../../syntax/ast.js";
import type { ExpressionFinding } from "../../syntax/rule.js";
import type { FactsContext } from "../edge-rule.js";

export type FailedWindow = Extract<WindowStatus, { ok: false }>;

export function reportWindowProblem(
  { facts, windows, report }: FactsContext,
  problem: WindowProblem,
  finding: (status: FailedWindow, range: Span) => ExpressionFinding,
): void {
  facts.events.forEach((event, i) => {
    const status = windows[i];
    if (event.window && status && !status.ok && status.problem === problem) report(finding(status, event.window.span));
  });
}

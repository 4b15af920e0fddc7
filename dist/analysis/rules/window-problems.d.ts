import type { WindowProblem, WindowStatus } from "../time.js";
import type { Span } from "../../syntax/ast.js";
import type { ExpressionFinding } from "../../syntax/rule.js";
import type { FactsContext } from "../edge-rule.js";
export type FailedWindow = Extract<WindowStatus, {
    ok: false;
}>;
export declare function reportWindowProblem({ facts, windows, report }: FactsContext, problem: WindowProblem, finding: (status: FailedWindow, range: Span) => ExpressionFinding): void;

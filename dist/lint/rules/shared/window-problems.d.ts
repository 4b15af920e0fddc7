import type { WindowProblem, WindowStatus } from "../../../analysis/time.js";
import type { Span } from "../../../syntax/ast.js";
import type { ExpressionFinding, FactsContext } from "../../rule.js";
export type FailedWindow = Extract<WindowStatus, {
    ok: false;
}>;
export declare function reportWindowProblem({ facts, windows, report }: FactsContext, problem: WindowProblem, finding: (status: FailedWindow, range: Span) => ExpressionFinding): void;

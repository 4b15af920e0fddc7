import type { ExpressionFinding, RuleMeta } from "../syntax/rule.js";
import type { Reason } from "./verdict.js";
export declare function reasonOf(meta: Pick<RuleMeta, "code" | "name" | "defaultSeverity">, finding: ExpressionFinding): Reason;
/** By position, then by code: the order `lint` prints them in. */
export declare function byPositionThenCode(a: Reason, b: Reason): number;

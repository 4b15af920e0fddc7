import type { ApplyReport } from "../publish/apply.js";
import type { Plan } from "../publish/plan.js";
export declare function planText(plan: Plan, options?: {
    color?: boolean;
}): string;
export declare function applyText(report: ApplyReport, options?: {
    color?: boolean;
}): string;

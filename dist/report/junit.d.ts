import type { LintResult } from "../lint/lint-result.js";
import { type ReportOptions } from "./reporter.js";
export declare function junit(result: LintResult, options: ReportOptions): string;

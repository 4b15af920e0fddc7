import type { LintResult } from "../lint/types.js";
import { type ReportOptions } from "./reporter.js";
export declare function junit(result: LintResult, options: ReportOptions): string;

import type { Diagnostic } from "./diagnostic.js";
import type { FileResult } from "./lint-result.js";
/** lint's errors in the file that leave what it means unknown (as lint reports them: same codes, file positions). */
export declare function evaluationBlockers(file: Pick<FileResult, "diagnostics">): Diagnostic[];

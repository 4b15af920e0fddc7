import type { LintResult } from "../lint/lint-result.js";
import type { LintFilesOptions } from "../node/lint-files.js";
export declare function lintStdin(name: string | undefined, options: LintFilesOptions): Promise<LintResult>;

import type { LintResult } from "../lint/types.js";
import type { LintFilesOptions } from "../node/lint-files.js";
export declare function lintStdin(name: string | undefined, options: LintFilesOptions): Promise<LintResult>;

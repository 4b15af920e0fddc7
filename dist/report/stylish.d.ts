import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult, LintResult } from "../lint/lint-result.js";
import { type FrameInput } from "./code-frame.js";
import type { ReportOptions } from "./reporter.js";
export declare function stylish(result: LintResult, options: ReportOptions): string;
/** Some of a file's diagnostics as stylish frames, in source order: lint's findings where another command (evaluate, test) shows them. */
export declare function diagnosticFrames(file: Pick<FileResult, "file" | "source">, diagnostics: readonly Diagnostic[], options?: {
    color?: boolean;
    width?: number;
}): string[];
/** A diagnostic as a frame: its hints, fix and docs command; a suppression as a note. */
export declare function frameOf(d: Diagnostic, file: Pick<FileResult, "file">): FrameInput;

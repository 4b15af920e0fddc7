import type { StreamedRun } from "../lint/engine.js";
import type { FileResult } from "../lint/lint-result.js";
import type { FormatName } from "./format-names.js";
import type { ReportOptions } from "./reporter.js";
export interface StreamingReporter {
    /** The text for one file, in input order. */
    file(file: FileResult): string;
    /** The text after the last file. */
    end(run: StreamedRun): string;
}
/** The streaming form of a format, or undefined when it needs every result at once. */
export declare function streamingReporter(name: FormatName, options: ReportOptions): StreamingReporter | undefined;

import { loadAudienceFile } from "../audience/load.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult } from "../lint/lint-result.js";
import { parseAudiences } from "../run/audience-file.js";
export interface RunnableFile {
    loaded: ReturnType<typeof loadAudienceFile>;
    parsed: ReturnType<typeof parseAudiences>;
    /** Lint's findings that stop the file (their frames open `messages`). */
    blockers: Diagnostic[];
    /** Why the file cannot run, one message each; empty when it can. */
    messages: string[];
}
/** `linted`: lint's result for the file, or undefined when its config has lint ignore it. */
export declare function runnableFile(file: string, text: string, linted: FileResult | undefined): RunnableFile;

import type { LintResult } from "../lint/lint-result.js";
import type { PublishCandidate } from "./plan.js";
/** An audience file (or one YAML document of it) that could not be read as an audience. */
export interface UnloadedFile {
    file: string;
    problems: {
        line: number;
        column: number;
        message: string;
    }[];
}
export interface PublishInput {
    candidates: PublishCandidate[];
    /** Files with an audience that did not load; publish refuses to run while there are any. */
    unloaded: UnloadedFile[];
    /** Bare `.pql` files of the run: no name or schema to publish, so left out (the plan says how many). */
    pqlFiles: string[];
}
export declare function publishInput(result: LintResult): PublishInput;
/** The audiences of the lint run that publish would consider (see `publishInput` for the rest). */
export declare function publishCandidates(result: LintResult): PublishCandidate[];

import type { ResolvedConfig } from "../lint/resolve-config.js";
import { type FileDraft } from "../lint/draft.js";
import { type FileStamp } from "./errors.js";
export interface DraftJob {
    /** The file's place in the run: drafts land by it, so the report's order is the files'. */
    index: number;
    file: string;
    config: ResolvedConfig;
}
/**
 * Reads the file and drafts it. Synchronous reads: one file at a time is what a thread does
 * anyway, and it spares a promise and an idle event-loop turn per file, which on many small
 * files is most of the wait.
 */
export declare function draftJob(job: DraftJob, onStamp?: (stamp: FileStamp) => void): FileDraft;

import type { ResolvedConfig } from "../lint/config.js";
import type { FileDraft } from "../lint/draft.js";
export interface DraftJob {
    index: number;
    file: string;
    config: ResolvedConfig;
}
export type DraftReply = {
    index: number;
    draft: FileDraft;
} | {
    index: number;
    error: string;
};
export declare function draftOnWorkers(jobs: DraftJob[], workers: number, onProgress?: (done: number) => void): Promise<FileDraft[]>;

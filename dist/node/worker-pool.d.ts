import type { ResolvedConfig } from "../lint/resolve-config.js";
import type { FileDraft } from "../lint/draft.js";
import { type DraftJob } from "./draft-job.js";
/**
 * A batch as it crosses to a worker: each config once (a run has a few, its files many), each
 * job naming its config by position. Cloning the config with every file cost more than the file.
 */
export interface DraftBatch {
    configs: ResolvedConfig[];
    jobs: {
        index: number;
        file: string;
        config: number;
    }[];
}
/** A draft as it comes back: without its config, which the main thread already holds. */
export type WorkerDraft = Omit<FileDraft, "config">;
export type DraftReply = {
    index: number;
    draft: WorkerDraft;
} | {
    index: number;
    error: string;
};
/** The batch starting at `from`, each config sent once. */
export declare function toBatch(jobs: readonly DraftJob[], from: number, to: number): DraftBatch;
/**
 * Drafts `jobs` on `threads` threads: the main thread and `threads - 1` workers. The main thread
 * has little else to do while files are drafted (its share of a run is finding the files before
 * and the report after), and a worker starts cold (its own module load and JIT), so the main
 * thread's warm drafting is the cheapest a run has.
 */
export declare function draftOnThreads(jobs: DraftJob[], threads: number, onProgress?: (done: number) => void): Promise<FileDraft[]>;

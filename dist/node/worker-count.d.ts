/**
 * Below this many files a worker's start-up (its own parser, a cold JIT) costs more than it saves.
 * The main thread drafts too (worker-pool.ts), so n threads are the main one and n - 1 workers.
 * One core is left to V8's compiler and collector threads, which a drafting thread keeps busy:
 * on 2 vCPUs that leaves the main thread alone, which is the fastest there: a second drafting
 * thread competes with the compiler and the collector for the same two cores, and adds more CPU
 * time (its own parser, its own cold JIT) than it takes off the main thread.
 */
export declare const WORKER_THRESHOLD = 10000;
/** Threads that draft `files` files on `cores` cores, the main thread among them (1: it alone). */
export declare function defaultWorkerCount(files: number, cores: number): number;

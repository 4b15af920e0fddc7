/**
 * Below this many files a worker's start-up (its own parser, a cold JIT) costs more than it saves.
 * The main thread drafts too (worker-pool.ts), so n threads are the main one and n - 1 workers.
 * One core is left to V8's compiler and collector threads, which a drafting thread keeps busy:
 * on 2 vCPUs that leaves the main thread alone, which is the fastest there (docs/performance.md,
 * "Throughput, fourth pass": a second drafting thread adds 40 to 60 % to the CPU time of a run of
 * 10,000 files and 15 % to one of 100,000, and two cores cannot take that back).
 */
export declare const WORKER_THRESHOLD = 10000;
/** Threads that draft `files` files on `cores` cores, the main thread among them (1: it alone). */
export declare function defaultWorkerCount(files: number, cores: number): number;

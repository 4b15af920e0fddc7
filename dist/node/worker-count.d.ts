/**
 * Below this many files a worker's start-up (its own parser, a cold JIT) costs more than it saves.
 * The main thread keeps a core for finding files, the directory and the report; workers get the
 * others. On 2 vCPUs that leaves one thread, which is what measured best there: two drafting
 * threads took as long as one (10 000 files: 3.2 s on two workers, 2.7 s on one thread; 100 000:
 * 20 s either way).
 */
export declare const WORKER_THRESHOLD = 10000;
/** Worker threads for `files` files on `cores` cores (1: draft on the main thread). */
export declare function defaultWorkerCount(files: number, cores: number): number;

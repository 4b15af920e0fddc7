/**
 * Below this many files a worker's start-up (its own parser, a cold JIT) costs more than it saves.
 * The main thread keeps a core for finding files, the directory and the report; workers get the
 * others. On 2 vCPUs that leaves one thread, which was the fastest there: a second drafting thread
 * only competed with the main one.
 */
export declare const WORKER_THRESHOLD = 10000;
/** Worker threads for `files` files on `cores` cores (1: draft on the main thread). */
export declare function defaultWorkerCount(files: number, cores: number): number;

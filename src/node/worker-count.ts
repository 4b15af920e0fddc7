// How many threads draft a run's files. Its own module, free of node:worker_threads, so a
// pre-commit run does not load it (worker-pool.ts is imported only when workers start).
/**
 * Below this many files a worker's start-up (its own parser, a cold JIT) costs more than it saves.
 * The main thread keeps a core for finding files, the directory and the report; workers get the
 * others. On 2 vCPUs that leaves one thread, which was the fastest there: a second drafting thread
 * only competed with the main one.
 */
export const WORKER_THRESHOLD = 10_000;

/** Worker threads for `files` files on `cores` cores (1: draft on the main thread). */
export function defaultWorkerCount(files: number, cores: number): number {
  if (files < WORKER_THRESHOLD) return 1;
  return Math.max(1, Math.min(cores - 1, 4));
}

// Drafting files on several threads: the main thread and worker threads take batches of files
// from one queue, so whichever thread is free takes the next. Drafts land by index, so the result
// (and the report order) is identical to a serial run.
import type { ResolvedConfig } from "../lint/resolve-config.js";
import type { FileDraft } from "../lint/draft.js";
import { draftJob, type DraftJob } from "./draft-job.js";
import { InputError } from "./errors.js";

/**
 * A batch as it crosses to a worker: each config once (a run has a few, its files many), each
 * job naming its config by position. Cloning the config with every file cost more than the file.
 */
export interface DraftBatch {
  configs: ResolvedConfig[];
  jobs: { index: number; file: string; config: number }[];
}

/** A draft as it comes back: without its config, which the main thread already holds. */
export type WorkerDraft = Omit<FileDraft, "config">;

export type DraftReply = { index: number; draft: WorkerDraft } | { index: number; error: string };

// The bundles put the worker next to the entry file; unbundled (tests) it is the built one.
declare const __PQL_WORKER_PATH__: string | undefined;
const workerUrl =
  typeof __PQL_WORKER_PATH__ === "string"
    ? new URL(__PQL_WORKER_PATH__, import.meta.url)
    : new URL("../../dist/lint-worker.js", import.meta.url);

const BATCH = 64;
/**
 * Batches a worker holds at once: one it drafts and one waiting, so it does not idle while the
 * main thread, busy drafting a batch of its own, has not yet read its reply.
 */
const IN_FLIGHT = 2;
/**
 * Drafting allocates a lot of short-lived objects; a worker's default young generation is small,
 * so it spent much of its CPU time collecting; 32 MB takes most of that back, and more buys little
 * for the peak memory it adds (npm run bench measures lint runs with workers).
 */
const YOUNG_GENERATION_MB = 32;

/** The batch starting at `from`, each config sent once. */
export function toBatch(jobs: readonly DraftJob[], from: number, to: number): DraftBatch {
  const configs: ResolvedConfig[] = [];
  const batch: DraftBatch = { configs, jobs: [] };
  for (let i = from; i < to; i++) {
    const job = jobs[i]!;
    let config = configs.indexOf(job.config);
    if (config < 0) config = configs.push(job.config) - 1;
    batch.jobs.push({ index: job.index, file: job.file, config });
  }
  return batch;
}

/**
 * Drafts `jobs` on `threads` threads: the main thread and `threads - 1` workers. The main thread
 * has little else to do while files are drafted (its share of a run is finding the files before
 * and the report after), and a worker starts cold (its own module load and JIT), so the main
 * thread's warm drafting is the cheapest a run has.
 */
export async function draftOnThreads(jobs: DraftJob[], threads: number, onProgress?: (done: number) => void): Promise<FileDraft[]> {
  const drafts: FileDraft[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const claim = () => {
    const from = next;
    next = Math.min(jobs.length, next + BATCH);
    return [from, next] as const;
  };
  const finished = (count: number) => {
    done += count;
    onProgress?.(done);
  };
  // Loaded here, not imported: most runs start no worker, and they should not pay to load it.
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const pool = Array.from(
    { length: Math.max(0, Math.min(threads - 1, Math.ceil(jobs.length / BATCH) - 1)) },
    () => new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
  );
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    next = jobs.length; // no thread takes another batch
  };
  const onWorkers = pool.map(
    (worker) =>
      new Promise<void>((resolve) => {
        let pending = 0;
        const send = () => {
          if (next >= jobs.length) return;
          const [from, to] = claim();
          pending++;
          worker.postMessage(toBatch(jobs, from, to));
        };
        worker.on("message", (replies: DraftReply[]) => {
          pending--;
          for (const reply of replies) {
            if ("error" in reply) fail(new InputError(reply.error));
            else drafts[reply.index] = { ...reply.draft, config: jobs[reply.index]!.config };
          }
          finished(replies.length);
          send();
          if (pending === 0) resolve();
        });
        worker.on("error", (error) => (fail(error), resolve()));
        // Only while it has work: terminating it at the end stops it with code 1 too.
        worker.on(
          "exit",
          (code) => (pending > 0 && code !== 0 && fail(new Error(`lint worker stopped with exit code ${code}`)), resolve()),
        );
        for (let i = 0; i < IN_FLIGHT; i++) send();
        if (pending === 0) resolve();
      }),
  );
  try {
    // The main thread's share: a batch at a time, then a turn of the event loop so the workers'
    // replies are read and they are sent more.
    while (next < jobs.length) {
      const [from, to] = claim();
      try {
        for (let i = from; i < to; i++) drafts[i] = draftJob(jobs[i]!);
      } catch (error) {
        fail(error);
        break;
      }
      finished(to - from);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await Promise.all(onWorkers);
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  if (failure !== undefined) throw failure;
  return drafts;
}

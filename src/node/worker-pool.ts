// Drafting files on worker threads. Files go out in batches to whichever worker is free; drafts
// come back by index, so the result (and the report order) is identical to a serial run.
import type { ResolvedConfig } from "../lint/config.js";
import type { FileDraft } from "../lint/draft.js";
import { InputError } from "./errors.js";

export interface DraftJob {
  index: number;
  file: string;
  config: ResolvedConfig;
}

export type DraftReply = { index: number; draft: FileDraft } | { index: number; error: string };

// The bundles put the worker next to the entry file; unbundled (tests) it is the built one.
declare const __PQL_WORKER_PATH__: string | undefined;
const workerUrl =
  typeof __PQL_WORKER_PATH__ === "string"
    ? new URL(__PQL_WORKER_PATH__, import.meta.url)
    : new URL("../../dist/lint-worker.js", import.meta.url);

const BATCH = 64;
/**
 * Drafting allocates a lot of short-lived objects; a worker's default young generation is small,
 * so it spent much of its CPU time collecting; 32 MB takes most of that back, and more buys little
 * for the peak memory it adds (npm run bench measures lint runs with workers).
 */
const YOUNG_GENERATION_MB = 32;

export async function draftOnWorkers(jobs: DraftJob[], workers: number, onProgress?: (done: number) => void): Promise<FileDraft[]> {
  const drafts: FileDraft[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  // Loaded here, not imported: most runs start no worker, and they should not pay to load it.
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const pool = Array.from(
    { length: Math.min(workers, Math.ceil(jobs.length / BATCH)) },
    () => new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
  );
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= jobs.length) return resolve();
              const batch = jobs.slice(next, next + BATCH);
              next += batch.length;
              worker.postMessage(batch);
            };
            worker.on("message", (replies: DraftReply[]) => {
              for (const reply of replies) {
                if ("error" in reply) return reject(new InputError(reply.error));
                // The clone carries its own copy of the settings; share the main thread's object.
                drafts[reply.index] = { ...reply.draft, config: jobs[reply.index]!.config };
              }
              done += replies.length;
              onProgress?.(done);
              send();
            });
            worker.on("error", reject);
            worker.on("exit", (code) => code !== 0 && reject(new Error(`lint worker stopped with exit code ${code}`)));
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return drafts;
}

import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/node/worker-pool.ts
var workerUrl = true ? new URL("../lint-worker.js", import.meta.url) : new URL("../../dist/lint-worker.js", import.meta.url);
var BATCH = 64;
var YOUNG_GENERATION_MB = 32;
async function draftOnWorkers(jobs, workers, onProgress) {
  const drafts = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const pool = Array.from(
    { length: Math.min(workers, Math.ceil(jobs.length / BATCH)) },
    () => new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } })
  );
  try {
    await Promise.all(
      pool.map(
        (worker) => new Promise((resolve, reject) => {
          const send = () => {
            if (next >= jobs.length) return resolve();
            const batch = jobs.slice(next, next + BATCH);
            next += batch.length;
            worker.postMessage(batch);
          };
          worker.on("message", (replies) => {
            for (const reply of replies) {
              if ("error" in reply) return reject(new InputError(reply.error));
              drafts[reply.index] = { ...reply.draft, config: jobs[reply.index].config };
            }
            done += replies.length;
            onProgress?.(done);
            send();
          });
          worker.on("error", reject);
          worker.on("exit", (code) => code !== 0 && reject(new Error(`lint worker stopped with exit code ${code}`)));
          send();
        })
      )
    );
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return drafts;
}
export {
  draftOnWorkers
};

import {
  InputError,
  draftJob
} from "./lib-chunk-RFLOHRWP.js";
import "./lib-chunk-XT6OQGEV.js";
import "./lib-chunk-62S23JTJ.js";

// src/node/worker-pool.ts
var workerUrl = true ? new URL("./lint-worker.js", import.meta.url) : new URL("../../dist/lint-worker.js", import.meta.url);
var BATCH = 64;
var IN_FLIGHT = 2;
var YOUNG_GENERATION_MB = 32;
function toBatch(jobs, from, to) {
  const configs = [];
  const batch = { configs, jobs: [] };
  for (let i = from; i < to; i++) {
    const job = jobs[i];
    let config = configs.indexOf(job.config);
    if (config < 0) config = configs.push(job.config) - 1;
    batch.jobs.push({ index: job.index, file: job.file, config });
  }
  return batch;
}
async function draftOnThreads(jobs, threads, onProgress) {
  const drafts = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const claim = () => {
    const from = next;
    next = Math.min(jobs.length, next + BATCH);
    return [from, next];
  };
  const finished = (count) => {
    done += count;
    onProgress?.(done);
  };
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const pool = Array.from(
    { length: Math.max(0, Math.min(threads - 1, Math.ceil(jobs.length / BATCH) - 1)) },
    () => new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } })
  );
  let failure;
  const fail = (error) => {
    failure ??= error;
    next = jobs.length;
  };
  const onWorkers = pool.map(
    (worker) => new Promise((resolve) => {
      let pending = 0;
      const send = () => {
        if (next >= jobs.length) return;
        const [from, to] = claim();
        pending++;
        worker.postMessage(toBatch(jobs, from, to));
      };
      worker.on("message", (replies) => {
        pending--;
        for (const reply of replies) {
          if ("error" in reply) fail(new InputError(reply.error));
          else drafts[reply.index] = { ...reply.draft, config: jobs[reply.index].config };
        }
        finished(replies.length);
        send();
        if (pending === 0) resolve();
      });
      worker.on("error", (error) => (fail(error), resolve()));
      worker.on(
        "exit",
        (code) => (pending > 0 && code !== 0 && fail(new Error(`lint worker stopped with exit code ${code}`)), resolve())
      );
      for (let i = 0; i < IN_FLIGHT; i++) send();
      if (pending === 0) resolve();
    })
  );
  try {
    while (next < jobs.length) {
      const [from, to] = claim();
      try {
        for (let i = from; i < to; i++) drafts[i] = draftJob(jobs[i]);
      } catch (error) {
        fail(error);
        break;
      }
      finished(to - from);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(onWorkers);
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  if (failure !== void 0) throw failure;
  return drafts;
}
export {
  draftOnThreads,
  toBatch
};

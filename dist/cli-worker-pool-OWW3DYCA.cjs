(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  draftOnThreads: () => draftOnThreads,
  toBatch: () => toBatch
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/node/worker-pool.ts
var workerUrl = true ? new URL("./lint-worker.js", __pqlImportMetaUrl) : new URL("../../dist/lint-worker.js", __pqlImportMetaUrl);
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
          if ("error" in reply) fail(new import_cli_chunk_BPDGXKYC.InputError(reply.error));
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
        for (let i = from; i < to; i++) drafts[i] = (0, import_cli_chunk_F6I4QE4Z.draftJob)(jobs[i]);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  draftOnThreads,
  toBatch
});
})

import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  draftFile,
  lintDrafts,
  packDraft,
  streamDrafts
} from "./chunk-UFPZNWQK.js";
import {
  discoverFiles
} from "./chunk-REN4IEZK.js";
import {
  ConfigResolver,
  loadConfig
} from "./chunk-OR3MQA2L.js";
import {
  readText,
  readTextSync
} from "./chunk-UW5DTYSF.js";

// src/node/lint-files.ts
import { availableParallelism } from "node:os";

// src/node/worker-count.ts
var WORKER_THRESHOLD = 1e4;
function defaultWorkerCount(files, cores) {
  if (files < WORKER_THRESHOLD) return 1;
  return Math.max(1, Math.min(cores - 1, 4));
}

// src/node/lint-files.ts
async function lintFiles(paths, options = {}) {
  const drafts = await draftFiles(paths, options);
  const result = lintDrafts(drafts, () => "", draftOptions(options));
  await Promise.all(result.files.map(async (f) => needsSource(f, options) ? f.source = await readText(f.file) : void 0));
  return result;
}
async function streamLintFiles(paths, options, onFile) {
  const drafts = await draftFiles(paths, options);
  return streamDrafts(drafts, () => "", draftOptions(options), (file) => {
    if (needsSource(file, options)) file.source = readTextSync(file.file);
    onFile(file);
  });
}
function needsSource(file, { readSources = "with-findings" }) {
  return readSources === "all" || readSources === "with-findings" && file.diagnostics.length > 0;
}
function draftOptions(options) {
  return {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  };
}
var PACK_THRESHOLD = 2e4;
async function draftFiles(paths, options) {
  const explicit = options.config ? await loadConfig(options.config) : void 0;
  const resolver = new ConfigResolver(explicit);
  const jobs = [];
  for (const file of await discoverFiles([...paths])) {
    const { resolved } = await resolver.forFile(file);
    if (resolved.ignored) continue;
    const config = options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
    jobs.push({ index: jobs.length, file, config });
  }
  const cores = jobs.length < WORKER_THRESHOLD ? 1 : availableParallelism();
  const workers = options.workers ?? defaultWorkerCount(jobs.length, cores);
  const progress = options.onProgress ? (done) => options.onProgress(done, jobs.length) : void 0;
  if (workers > 1) return (await import("./worker-pool-O2DHVIPI.js")).draftOnWorkers(jobs, workers, progress);
  const drafts = [];
  const pack = jobs.length >= PACK_THRESHOLD;
  for (const job of jobs) {
    const draft = draftFile({ file: job.file, text: readTextSync(job.file), config: job.config });
    drafts.push(pack ? packDraft(draft) : draft);
    if (drafts.length % 256 === 0) progress?.(drafts.length);
  }
  return drafts;
}

export {
  lintFiles,
  streamLintFiles
};

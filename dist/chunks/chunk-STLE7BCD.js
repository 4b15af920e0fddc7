import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  draftFile,
  lintDrafts,
  streamDrafts
} from "./chunk-YKPH4IRT.js";
import {
  draftReferenced,
  indexProjects
} from "./chunk-OYPYL6TB.js";
import {
  discover,
  requireMatches
} from "./chunk-7IJWTORI.js";
import {
  ConfigResolver,
  loadConfig
} from "./chunk-ZIQLOMO3.js";
import {
  readIfReadable,
  readSourceSync,
  readText,
  readTextSync
} from "./chunk-X3CHLUM2.js";

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
  const { drafts, project } = await draftFiles(paths, options);
  const result = lintDrafts(drafts, () => "", { ...draftOptions(options), ...project });
  await Promise.all(result.files.map(async (f) => needsSource(f, options) ? f.source = await readText(f.file) : void 0));
  return result;
}
async function streamLintFiles(paths, options, onFile) {
  const { drafts, project } = await draftFiles(paths, options);
  return streamDrafts(
    drafts,
    () => "",
    { ...draftOptions(options), ...project },
    (file) => {
      if (needsSource(file, options)) file.source = readTextSync(file.file);
      onFile(file);
    }
  );
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
async function draftFiles(paths, options) {
  const explicit = options.config ? await loadConfig(options.config) : void 0;
  const resolver = new ConfigResolver(explicit);
  const configFor = async (file) => {
    const { resolved } = await resolver.forFile(file);
    return options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  };
  const discovery = requireMatches(await discover(paths));
  const jobs = [];
  for (const file of discovery.files) {
    const config = await configFor(file);
    if (config.ignored) continue;
    jobs.push({ index: jobs.length, file, config });
  }
  const drafts = await draftJobs(jobs, options);
  if (options.project === false || drafts.length === 0) return { drafts, project: {} };
  const audiences = await indexProjects(
    jobs.map((j) => j.file),
    { configs: resolver, roots: explicit ? new ConfigResolver() : resolver, walked: discovery.directories }
  );
  const { context, rest } = await draftReferenced(drafts, audiences, async (file) => {
    const text = readIfReadable(file);
    return text === void 0 ? null : draftFile({ file, text, config: await configFor(file) });
  });
  return { drafts, project: { context, project: rest } };
}
async function draftJobs(jobs, options) {
  const cores = jobs.length < WORKER_THRESHOLD ? 1 : availableParallelism();
  const workers = options.workers ?? defaultWorkerCount(jobs.length, cores);
  const progress = options.onProgress ? (done) => options.onProgress(done, jobs.length) : void 0;
  if (workers > 1) return (await import("./worker-pool-OHPCJ4CA.js")).draftOnWorkers(jobs, workers, progress);
  const drafts = [];
  for (const job of jobs) {
    const draft = draftFile({ file: job.file, ...readSourceSync(job.file), config: job.config });
    drafts.push(draft);
    if (drafts.length % 256 === 0) progress?.(drafts.length);
  }
  return drafts;
}

export {
  lintFiles,
  streamLintFiles
};

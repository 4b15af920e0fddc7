import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  draftFile
} from "./chunk-4WYW5U7E.js";
import {
  readSourceSync
} from "./chunk-XT7MT6WA.js";

// src/node/draft-job.ts
function draftJob(job, onStamp) {
  return draftFile({ file: job.file, ...readSourceSync(job.file, onStamp), config: job.config });
}

export {
  draftJob
};

import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  draftFile
} from "./chunk-5HR63RNI.js";
import {
  readSourceSync
} from "./chunk-ZNIHOJPO.js";

// src/node/draft-job.ts
function draftJob(job) {
  return draftFile({ file: job.file, ...readSourceSync(job.file), config: job.config });
}

export {
  draftJob
};

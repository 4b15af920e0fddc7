// A lint worker thread: reads files and drafts them (phase one of the engine), in batches sent
// by src/node/worker-pool.ts. Drafts are plain data, cloned back to the main thread.
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { draftFile } from "../lint/draft.js";
import type { DraftJob, DraftReply } from "./worker-pool.js";
import { describeFsError } from "./errors.js";

parentPort!.on("message", (jobs: DraftJob[]) => {
  const replies: DraftReply[] = jobs.map((job) => {
    let text: string;
    try {
      text = readFileSync(job.file, "utf8");
    } catch (e) {
      return { index: job.index, error: `cannot read ${job.file}: ${describeFsError(e)}` };
    }
    return { index: job.index, draft: draftFile({ file: job.file, text, config: job.config }) };
  });
  parentPort!.postMessage(replies);
});

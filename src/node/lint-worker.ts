// A lint worker thread: reads files and drafts them (phase one of the engine), in batches sent
// by src/node/worker-pool.ts. Drafts are plain data, cloned back to the main thread without their
// config (the main thread has it).
import { parentPort } from "node:worker_threads";
import { draftFile } from "../lint/draft.js";
import type { DraftBatch, DraftReply } from "./worker-pool.js";
import type { DecodedText } from "../audience/encoding.js";
import { InputError, readSourceSync } from "./errors.js";

parentPort!.on("message", ({ configs, jobs }: DraftBatch) => {
  const replies: DraftReply[] = jobs.map((job) => {
    let source: DecodedText;
    try {
      source = readSourceSync(job.file);
    } catch (e) {
      // Errors do not cross threads as classes: send the message, the main thread rethrows it.
      if (e instanceof InputError) return { index: job.index, error: e.message };
      throw e;
    }
    const { config: _, ...draft } = draftFile({ file: job.file, ...source, config: configs[job.config]! });
    return { index: job.index, draft };
  });
  parentPort!.postMessage(replies);
});

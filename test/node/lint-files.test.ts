// lintFiles on disk: drafting on several threads gives exactly the serial result, in the same order.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCorpus } from "../../bench/corpus.mjs";
import { lintFiles, streamLintFiles } from "../../src/node/lint-files.js";
import { defaultWorkerCount, WORKER_THRESHOLD } from "../../src/node/worker-count.js";
import type { DraftJob } from "../../src/node/draft-job.js";
import { toBatch } from "../../src/node/worker-pool.js";
import { defaultResolvedConfig } from "../../src/lint/config.js";
import type { FileResult } from "../../src/lint/lint-result.js";

describe("lintFiles", () => {
  it("with worker threads equals the serial run, diagnostics and order included", async () => {
    const dir = writeCorpus(join(mkdtempSync(join(tmpdir(), "pql-corpus-")), "c"), 300, 11);
    const serial = await lintFiles([dir], { workers: 1 });
    const parallel = await lintFiles([dir], { workers: 2 });
    expect(parallel.files.map((f) => f.file)).toEqual(serial.files.map((f) => f.file));
    expect(parallel).toEqual(serial);
    expect(serial.summary.files).toBe(300);
    expect(serial.summary.errors).toBeGreaterThan(0); // the corpus has broken files
  });

  it("sends a worker each config of a batch once, its jobs naming it by position", () => {
    const other = { ...defaultResolvedConfig, maxFileSize: 1 };
    const configs = [defaultResolvedConfig, other, defaultResolvedConfig, other, other];
    const jobs: DraftJob[] = configs.map((config, index) => ({ index, file: `f${index}.pql`, config }));
    const batch = toBatch(jobs, 1, 5);
    expect(batch.configs).toEqual([other, defaultResolvedConfig]);
    expect(batch.configs[0]).toBe(other);
    expect(batch.jobs).toEqual([
      { index: 1, file: "f1.pql", config: 0 },
      { index: 2, file: "f2.pql", config: 1 },
      { index: 3, file: "f3.pql", config: 0 },
      { index: 4, file: "f4.pql", config: 0 },
    ]);
  });

  it("reports progress", async () => {
    const dir = writeCorpus(join(mkdtempSync(join(tmpdir(), "pql-corpus-")), "c"), 300, 3);
    const seen: number[] = [];
    await lintFiles([dir], { workers: 2, onProgress: (done, total) => (seen.push(done), expect(total).toBe(300)) });
    expect(seen.at(-1)).toBe(300);
  });

  it("streamed, hands over the same results in the same order, with the same totals", async () => {
    const dir = writeCorpus(join(mkdtempSync(join(tmpdir(), "pql-corpus-")), "c"), 300, 5);
    const collected = await lintFiles([dir], { workers: 1 });
    const streamed: FileResult[] = [];
    const run = await streamLintFiles([dir], { workers: 1 }, (f) => streamed.push(f));
    expect(streamed).toEqual(collected.files);
    expect(run.summary).toEqual(collected.summary);
    expect(run.filesWithProblems).toBe(collected.files.filter((f) => f.diagnostics.some((d) => !d.suppressed)).length);
  });

  it("drafts on several threads only for large runs, leaving V8's compiler and collector a core", () => {
    expect(defaultWorkerCount(WORKER_THRESHOLD - 1, 8)).toBe(1);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 2)).toBe(1);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 4)).toBe(3);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 16)).toBe(4);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 1)).toBe(1);
  });
});

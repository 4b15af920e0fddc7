// lintFiles on disk: worker threads give exactly the serial result, in the same order.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCorpus } from "../../bench/corpus.mjs";
import { lintFiles, streamLintFiles } from "../../src/node/lint-files.js";
import { defaultWorkerCount, WORKER_THRESHOLD } from "../../src/node/worker-count.js";
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

  it("uses worker threads only for large runs, leaving the main thread a core", () => {
    expect(defaultWorkerCount(WORKER_THRESHOLD - 1, 8)).toBe(1);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 2)).toBe(1);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 4)).toBe(3);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 16)).toBe(4);
    expect(defaultWorkerCount(WORKER_THRESHOLD, 1)).toBe(1);
  });
});

// lintFiles on disk: worker threads give exactly the serial result, in the same order.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCorpus } from "../../bench/corpus.mjs";
import { lintFiles } from "../../src/node/lint-files.js";

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
});

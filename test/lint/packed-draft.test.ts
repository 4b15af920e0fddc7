// A packed draft finalizes to exactly what the unpacked one does, on the benchmark corpus and on
// every rule's examples (cross-file ones included).
import { describe, expect, it } from "vitest";
import { corpusFile } from "../../bench/corpus.mjs";
import { draftFile, type SourceFile } from "../../src/lint/draft.js";
import { lintDrafts } from "../../src/lint/engine.js";
import { packDraft, unpackDraft } from "../../src/lint/packed-draft.js";
import { allRules } from "../../src/lint/registry.js";

function bothWays(sources: SourceFile[]) {
  const plain = lintDrafts(sources.map(draftFile), (i) => sources[i]!.text);
  const packed = lintDrafts(
    sources.map((s) => packDraft(draftFile(s))),
    (i) => sources[i]!.text,
  );
  expect(packed).toEqual(plain);
  // Same keys in the same order: reports that print objects print the same text.
  expect(JSON.stringify(packed)).toBe(JSON.stringify(plain));
  return plain;
}

describe("packed drafts", () => {
  it("finalize the benchmark corpus exactly as unpacked ones", () => {
    const sources = Array.from({ length: 400 }, (_, i) => corpusFile(7, i)).map((f) => ({ file: `d/${f.file}`, text: f.text }));
    const result = bothWays(sources);
    expect(result.files.some((f) => f.diagnostics.length > 0)).toBe(true);
  });

  it("finalize every rule's examples exactly as unpacked ones", () => {
    for (const rule of allRules) {
      for (const example of [...rule.meta.invalid, ...rule.meta.valid]) {
        const ext = example.file === "json" ? "audience.json" : example.file === "yaml" ? "audience.yaml" : "pql";
        bothWays([{ file: `main.${ext}`, text: example.code }, ...(example.others ?? []).map((o) => ({ file: o.name, text: o.code }))]);
      }
    }
  });

  it("hold the file-local parts in one string until unpacked", () => {
    const { file, text } = corpusFile(7, 1);
    const draft = draftFile({ file, text });
    const before = structuredClone(draft);
    packDraft(draft);
    expect(typeof draft.packed).toBe("string");
    expect(draft.audiences[0]!.ranges).toEqual({});
    expect(unpackDraft(draft)).toEqual(before);
  });
});

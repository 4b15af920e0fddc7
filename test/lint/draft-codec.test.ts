// The draft cache's codec (src/lint/draft-codec.ts): a draft comes back with the same values, the
// same keys in the same order (undefined ones too), its path and config put back; what it cannot
// carry exactly is refused before anything is written; numbers that are not its own are refused
// when read, never turned into a draft.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { exactDump } from "./exact-dump.js";
import { describe, expect, it } from "vitest";
import { corpusFile } from "../../bench/corpus.mjs";
import { CorruptDraft, DraftDecoder, DraftEncoder, UnencodableDraft } from "../../src/lint/draft-codec.js";
import { draftFile, type FileDraft } from "../../src/lint/draft.js";
import { defaultResolvedConfig } from "../../src/lint/resolve-config.js";

/** Encodes the drafts with one encoder, as a cache file holds them, and decodes each with its path and config. */
function roundTrip(drafts: readonly FileDraft[], shownAs = (d: FileDraft) => d.file): FileDraft[] {
  const encoder = new DraftEncoder();
  const starts = drafts.map((d) => encoder.encode(d));
  // Through JSON and a copy of the numbers, as a file would carry them.
  const tables = JSON.parse(JSON.stringify(encoder.tables()));
  const decoder = new DraftDecoder(tables, Float64Array.from(encoder.numbers()));
  return drafts.map((d, i) => decoder.decode<FileDraft>(starts[i]!, shownAs(d), d.config));
}

const examples = join(import.meta.dirname, "../../examples");
const exampleDrafts = readdirSync(examples)
  .filter((f) => /\.(pql|audience\.(json|ya?ml))$/.test(f))
  .map((f) => draftFile({ file: `examples/${f}`, text: readFileSync(join(examples, f), "utf8") }));

describe("the draft codec", () => {
  it("gives back every draft of examples/ and of 600 generated files exactly: values, key order, undefined keys", () => {
    const generated = Array.from({ length: 600 }, (_, i) => {
      const { file, text } = corpusFile(11, i);
      return draftFile({ file: `corpus/${file}`, text });
    });
    // An event with a segment reference: its facts wait, in the draft, for the segment's file.
    const waiting = draftFile({ file: "waits.pql", text: 'inSegment("alias:gold") and xEvent.count() > 0' });
    const broken = draftFile({ file: "broken.audience.json", text: '{"name": "x", "expression": ' });
    const drafts = [...exampleDrafts, ...generated, waiting, broken];
    expect(drafts.some((d) => d.audiences.some((a) => a.facts !== null))).toBe(true); // facts that wait on other files
    expect(drafts.some((d) => d.diagnostics.length > 0)).toBe(true); // broken files
    const back = roundTrip(drafts);
    for (let i = 0; i < drafts.length; i++) expect(exactDump(back[i])).toBe(exactDump(drafts[i]));
    // The config is the run's object, not a copy.
    expect(back[0]!.config).toBe(drafts[0]!.config);
  });

  it("writes the path the run shows wherever the draft held its own path", () => {
    const draft = draftFile({ file: "a/b.audience.json", text: '{"name": 1}' });
    expect(exactDump(draft)).toContain('"a/b.audience.json"');
    const [back] = roundTrip([draft], () => "elsewhere/b.audience.json");
    expect(exactDump(back)).not.toContain('"a/b.audience.json"');
    expect(exactDump(back)).toBe(exactDump(draft).replaceAll('"a/b.audience.json"', '"elsewhere/b.audience.json"'));
  });

  it("gives back any plain data in any key order (property)", () => {
    const plainObjects = { noNullPrototype: true };
    const position = fc.record({ offset: fc.nat(), line: fc.nat(), column: fc.nat() }, plainObjects);
    const plain = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.string(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.array(tie("value")),
        fc.dictionary(
          fc.string().filter((k) => k !== "__proto__"),
          tie("value"),
          plainObjects,
        ),
        // Spans, and near-spans that must stay ordinary objects.
        fc.record({ start: position, end: position }, plainObjects),
        fc.record({ end: position, start: position }, plainObjects),
        fc.record({ start: fc.record({ line: fc.nat(), offset: fc.nat(), column: fc.nat() }, plainObjects), end: position }, plainObjects),
      ),
    })).value;
    fc.assert(
      fc.property(fc.array(plain, { maxLength: 4 }), fc.string(), (values, file) => {
        const drafts = values.map((v) => ({ file, config: defaultResolvedConfig, v }) as unknown as FileDraft);
        const back = roundTrip(drafts);
        for (let i = 0; i < drafts.length; i++) {
          expect(exactDump(back[i])).toBe(exactDump(drafts[i]));
          // -0 stays -0 (JSON would make it 0; a Float64Array does not).
          expect(Object.is((back[i] as unknown as { v: unknown }).v, values[i])).toBe(typeof values[i] !== "object" || values[i] === null);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses what it cannot give back exactly, and leaves the stream as it was", () => {
    const encoder = new DraftEncoder();
    const ok = draftFile({ file: "ok.pql", text: "person.age > 21" });
    const first = encoder.encode(ok);
    const length = encoder.numbers().length;
    const refused = [
      new Map(),
      new Set([1]),
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(0),
      () => 1,
      10n,
      Symbol("s"),
      JSON.parse('{"__proto__": 1}'),
    ];
    for (const bad of refused) {
      expect(() => encoder.encode({ file: "x", config: null, nested: [{ bad }] } as unknown as FileDraft)).toThrow(UnencodableDraft);
      expect(encoder.numbers().length).toBe(length);
    }
    const second = encoder.encode(ok);
    const decoder = new DraftDecoder(encoder.tables(), encoder.numbers());
    expect(exactDump(decoder.decode(first, "ok.pql", ok.config))).toBe(exactDump(ok));
    expect(exactDump(decoder.decode(second, "ok.pql", ok.config))).toBe(exactDump(ok));
  });

  it("refuses numbers that are not a draft it wrote: a cut stream, a wrong start, any number changed (property)", () => {
    const encoder = new DraftEncoder();
    const drafts = exampleDrafts.slice(0, 6);
    const starts = drafts.map((d) => encoder.encode(d));
    const tables = encoder.tables();
    const numbers = Float64Array.from(encoder.numbers());
    expect(() =>
      new DraftDecoder(tables, numbers.subarray(0, numbers.length - 1)).decode(starts.at(-1)!, drafts.at(-1)!.file, drafts.at(-1)!.config),
    ).toThrow(CorruptDraft);
    expect(() => new DraftDecoder(tables, numbers).decode(starts[1]! + 1, drafts[1]!.file, drafts[1]!.config)).toThrow(CorruptDraft);
    fc.assert(
      fc.property(
        fc.nat(numbers.length - 1),
        fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double()),
        fc.nat(drafts.length - 1),
        (at, value, which) => {
          const changed = Float64Array.from(numbers);
          changed[at] = value;
          const d = drafts[which]!;
          let back: FileDraft | undefined;
          try {
            back = new DraftDecoder(tables, changed).decode<FileDraft>(starts[which]!, d.file, d.config);
          } catch (e) {
            // Refused as corrupt, or too deep to walk: never any other failure.
            expect(e instanceof CorruptDraft || e instanceof RangeError).toBe(true);
            return;
          }
          // Read as a draft: then it is one, with the path and config asked for.
          expect(back.file).toBe(d.file);
          expect(back.config).toBe(d.config);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("copies values another stream encoded with the tables it starts from, as they are, in order", () => {
    const generated = Array.from({ length: 40 }, (_, i) => {
      const { file, text } = corpusFile(13, i);
      return draftFile({ file: `corpus/${file}`, text });
    });
    // A first stream, as a stored cache holds it.
    const first = new DraftEncoder();
    const starts = generated.map((d) => first.encode(d));
    const stored = Float64Array.from(first.numbers());
    const tables = JSON.parse(JSON.stringify(first.tables()));
    const ends = [...starts.slice(1), stored.length];
    // A second run: every third draft changed (drafted again, encoded), the others copied as stored.
    const changed = (i: number) => i % 3 === 1;
    const next = new DraftEncoder(tables);
    const nextStarts = generated.map((d, i) => {
      const redrafted: FileDraft = { ...d, diagnostics: [...d.diagnostics] };
      if (changed(i)) return next.encode(redrafted);
      return next.copy(stored.subarray(starts[i]!, ends[i]!));
    });
    // Copies that follow each other in the stored stream are one part: two copied, one encoded, ...
    expect(next.parts().length).toBeLessThanOrEqual(Math.ceil((generated.length * 2) / 3) + 1);
    expect(next.size).toBe(next.numbers().length);
    const decoder = new DraftDecoder(next.tables(), next.numbers());
    generated.forEach((d, i) => {
      expect(exactDump(decoder.decode<FileDraft>(nextStarts[i]!, d.file, d.config)), d.file).toBe(exactDump(d));
    });
    // The parts, one after the other, are the stream.
    const joined = new Float64Array(next.size);
    let at = 0;
    for (const part of next.parts()) {
      joined.set(part, at);
      at += part.length;
    }
    expect(joined).toEqual(next.numbers());
  });

  it("refuses tables no encoder wrote, to start from", () => {
    expect(() => new DraftEncoder({ strings: ["a", "a"], shapes: [] })).toThrow(CorruptDraft);
    expect(() => new DraftEncoder({ strings: [], shapes: [["x"], ["x"]] })).toThrow(CorruptDraft);
    expect(() => new DraftEncoder({ strings: ["a"], shapes: [[], ["x"]] })).not.toThrow();
  });
});

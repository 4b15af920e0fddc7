// The draft cache (src/node/draft-cache.ts): an unchanged file's draft comes back exactly; a file
// whose size, times or config changed, or changed within two seconds of the run that cached it,
// is drafted again; a corrupt, foreign or damaged cache is never trusted and is rebuilt; a
// location it may not write runs without one. Driven directly,
// with a build id of the test's own (run from the sources the CLI's bundle keeps none).
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { corpusFile } from "../../bench/corpus.mjs";
import { draftFile, type FileDraft } from "../../src/lint/draft.js";
import { defaultResolvedConfig, type ResolvedConfig } from "../../src/lint/resolve-config.js";
import { DraftCache, lightOf, worldOf } from "../../src/node/draft-cache.js";
import { lintDrafts } from "../../src/lint/engine.js";
import { exactDump } from "../lint/exact-dump.js";
import { resealDraftCache } from "./draft-cache-seal.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-draft-cache-"));
  made.push(dir);
  return dir;
}

/** Sets a file's times `seconds` ago (the change time moves to now: only a rewrite is newer). */
function backdate(file: string, seconds: number): void {
  const then = new Date(Date.now() - seconds * 1000);
  utimesSync(file, then, then);
}

/** A directory of `count` corpus files, a minute old, and where the cache goes. */
function project(count = 30): { dir: string; files: string[]; location: string } {
  const dir = scratch();
  const files = Array.from({ length: count }, (_, i) => {
    const { file, text } = corpusFile(5, i);
    const path = join(dir, file);
    writeFileSync(path, text);
    backdate(path, 60);
    return path;
  });
  return { dir, files, location: join(dir, "cache") };
}

const draftOf = (file: string, config: ResolvedConfig = defaultResolvedConfig): FileDraft =>
  draftFile({ file, text: readFileSync(file, "utf8"), config });

/**
 * One run as lint-files.ts makes it: take each file from the cache, draft the rest, keep them,
 * save. `startedAt` pretends the run began that long ago (ms), so its entries can be old enough
 * to trust. Returns which files came from the cache, and every draft.
 */
function run(
  location: string,
  files: readonly string[],
  { config = defaultResolvedConfig, build = "test-build", key = "k" }: { config?: ResolvedConfig; build?: string; key?: string } = {},
): { cached: string[]; drafts: FileDraft[] } {
  const cache = DraftCache.open({ location, key, build })!;
  const cached: string[] = [];
  const drafts = files.map((file) => {
    const hit = cache.take(file, file, config);
    if (hit) {
      cached.push(file);
      return hit;
    }
    const draft = draftOf(file, config);
    cache.keep(file, draft);
    return draft;
  });
  cache.save();
  return { cached, drafts };
}

/** The cache file of a location (there is one per key). */
function cacheFile(location: string): string {
  const [name, ...more] = readdirSync(location).filter((f) => f.endsWith(".bin"));
  expect(more).toEqual([]);
  return join(location, name!);
}

/**
 * Runs twice: the second run's entries are trusted only if the first run began more than two
 * seconds after the files' last change, which `project()` arranged (a minute ago).
 */
function cachedTwice(location: string, files: readonly string[]) {
  const first = run(location, files);
  const second = run(location, files);
  return { first, second };
}

describe("the draft cache", () => {
  it("keeps no cache without a build id (run from the sources)", () => {
    const { location } = project(1);
    expect(DraftCache.open({ location, key: "k", build: undefined })).toBeUndefined();
  });

  it("gives back an unchanged file's draft exactly, with the run's config object", () => {
    const { files, location } = project();
    const { first, second } = cachedTwice(location, files);
    expect(first.cached).toEqual([]);
    expect(second.cached).toEqual(files);
    for (let i = 0; i < files.length; i++) {
      expect(exactDump(second.drafts[i])).toBe(exactDump(first.drafts[i]));
      expect(second.drafts[i]!.config).toBe(defaultResolvedConfig);
    }
    const gitignore = readFileSync(join(location, ".gitignore"), "utf8");
    expect(gitignore).toContain("*");
  });

  it("drafts again a file whose content changed, even with the same size and modification time", () => {
    const { files, location } = project();
    run(location, files);
    const file = files[3]!;
    const { mtime, atime } = statSync(file);
    const text = readFileSync(file, "utf8");
    // Same length, other content, the old modification time put back: only the change time tells.
    writeFileSync(file, text.replace("Audience 3", "Audience X"));
    utimesSync(file, atime, mtime);
    expect(statSync(file).size).toBe(text.length);
    const { cached, drafts } = run(location, files);
    expect(cached).not.toContain(file);
    expect(cached).toHaveLength(files.length - 1);
    expect(drafts[3]!.audiences[0]!.name).toBe("Audience X");
  });

  it("drafts again a file changed within two seconds of the run that cached it", () => {
    const { files, location } = project();
    const file = files[0]!;
    writeFileSync(file, readFileSync(file, "utf8")); // changed now: the run below begins within the same two seconds
    run(location, files);
    const { cached } = run(location, files);
    expect(cached).not.toContain(file);
    expect(cached).toHaveLength(files.length - 1);
  });

  it("drafts every file again under another config, and again under the first", () => {
    const { files, location } = project();
    run(location, files);
    const strict: ResolvedConfig = { ...defaultResolvedConfig, severities: { PQL204: "off" } };
    const other = run(location, files, { config: strict });
    expect(other.cached).toEqual([]);
    // An equal config object (another run's) is the same config.
    expect(run(location, files, { config: { ...strict, severities: { PQL204: "off" } } }).cached).toEqual(files);
  });

  it("trusts nothing another build wrote", () => {
    const { files, location } = project();
    run(location, files);
    expect(run(location, files, { build: "other-build" }).cached).toEqual([]);
    expect(run(location, files, { build: "other-build" }).cached).toEqual(files);
  });

  it("rebuilds a cache that is corrupt: cut, one byte changed, garbage, empty", () => {
    const { files, location } = project();
    run(location, files);
    const file = cacheFile(location);
    const good = readFileSync(file);
    const damaged = [
      good.subarray(0, good.length - 8),
      good.subarray(0, 7),
      Buffer.alloc(0),
      Buffer.from("not a cache at all, just text"),
      ...[9, 200, good.length - 3].map((at) => {
        const copy = Buffer.from(good);
        copy[at] = copy[at]! ^ 0x10;
        return copy;
      }),
    ];
    for (const bytes of damaged) {
      writeFileSync(file, bytes);
      expect(run(location, files).cached).toEqual([]);
      // ... and the run wrote a good one back.
      expect(run(location, files).cached).toEqual(files);
    }
  });

  it("uses an entry only as its draft decodes: a damaged draft under a good hash drafts that file again", () => {
    const { files, location } = project(3);
    run(location, files);
    const file = cacheFile(location);
    const bytes = readFileSync(file);
    // Each draft is serialized on its own, led by V8's version tag (0xff, then the version): the
    // last one is the last file's. A version V8 does not know stops its decoding there.
    const at = bytes.lastIndexOf(Buffer.from([0xff, 0x0f]));
    expect(at).toBeGreaterThan(bytes.indexOf(Buffer.from([0xff, 0x0f])));
    bytes[at + 1] = 0x7f;
    writeFileSync(file, resealDraftCache(bytes));
    const { cached } = run(location, files);
    expect(cached).toEqual(files.slice(0, 2));
  });

  it("reads back what it wrote, and a change to it shows: the hash covers the strings too", () => {
    const { files, location } = project(3);
    run(location, files);
    const file = cacheFile(location);
    const bytes = readFileSync(file);
    const text = bytes.toString("latin1");
    const at = text.indexOf("Audience 1");
    expect(at).toBeGreaterThan(0);
    // Rewritten with a fresh hash, the cache is trusted: the run shows what it holds, not the file.
    bytes.write("Audience Q", at, "latin1");
    writeFileSync(file, resealDraftCache(bytes));
    const { cached, drafts } = run(location, files);
    expect(cached).toEqual(files);
    expect(drafts[1]!.audiences[0]!.name).toBe("Audience Q");
    // Without the fresh hash, it is not.
    bytes.write("Audience R", at, "latin1");
    writeFileSync(file, bytes);
    expect(run(location, files).cached).toEqual([]);
  });

  it("drops the entries of files the run no longer has, and writes nothing when nothing changed", () => {
    const { files, location } = project(10);
    run(location, files);
    run(location, files.slice(0, 4));
    const file = cacheFile(location);
    const written = statSync(file).mtimeMs;
    expect(run(location, files).cached).toEqual(files.slice(0, 4));
    backdate(file, 100);
    const before = statSync(file).mtimeMs;
    expect(run(location, files).cached).toEqual(files);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(written).toBeGreaterThan(before);
  });

  it("keeps one file per key, the eight latest", () => {
    const { files, location } = project(2);
    for (let k = 0; k < 11; k++) {
      const before = new Set((existsSync(location) ? readdirSync(location) : []).filter((f) => f.endsWith(".bin")));
      run(location, files, { key: `key ${k}` });
      // Each a second later than the one before, whatever the file system's clock resolution.
      for (const name of readdirSync(location)) if (name.endsWith(".bin") && !before.has(name)) backdate(join(location, name), 100 - k);
    }
    const left = readdirSync(location).filter((f) => f.endsWith(".bin"));
    expect(left).toHaveLength(8);
    // The latest key's cache is among them, and still serves its run.
    expect(run(location, files, { key: "key 10" }).cached).toEqual(files);
  });

  describe("keyed by the blob git vouches a file holds", () => {
    /** One run where every file is given `blobOf(file)` as git's word (undefined: git does not vouch). */
    function runWithBlobs(
      location: string,
      files: readonly string[],
      blobOf: (file: string) => string | undefined,
      startedAt = Date.now(),
    ) {
      const cache = DraftCache.open({ location, key: "k", build: "test-build", startedAt })!;
      const cached: string[] = [];
      const drafts = files.map((file) => {
        const hit = cache.take(file, file, defaultResolvedConfig, blobOf(file));
        if (hit) {
          cached.push(file);
          return hit;
        }
        const stamp = statSync(file);
        const draft = draftOf(file);
        cache.keep(file, draft, stamp, blobOf(file));
        return draft;
      });
      cache.save();
      return { cached, drafts };
    }
    const blobOf = (file: string) => `blob-of-${readFileSync(file, "utf8").length}-${file.slice(-20)}`;

    /** Files whose modification and change times are both old: the change time cannot be set back, so the run is told it began later. */
    const later = () => Date.now() + 10_000;

    it("serves a file of the same blob whatever its times and inode (a fresh checkout)", () => {
      const { files, location } = project(5);
      expect(runWithBlobs(location, files, blobOf, later()).cached).toEqual([]);
      for (const file of files) {
        const text = readFileSync(file, "utf8");
        rmSync(file);
        writeFileSync(file, text); // a new inode, new times: a checkout's file
      }
      expect(runWithBlobs(location, files, blobOf).cached).toEqual(files);
    });

    it("drafts again a file of another blob, and one git no longer vouches for", () => {
      const { files, location } = project(5);
      runWithBlobs(location, files, blobOf, later());
      const { cached } = runWithBlobs(location, files, (f) => (f === files[0] ? "another blob" : f === files[1] ? undefined : blobOf(f)));
      expect(cached).toEqual(files.slice(2));
    });

    it("keys by its stat, not the blob, a file changed within two seconds of the run (git may have seen other content)", () => {
      const { files, location } = project(3);
      // The change time is now: within two seconds of a run that begins now.
      runWithBlobs(location, files, blobOf);
      // Keyed by the stat: a run git vouches nothing for takes them (their modification time is old) ...
      expect(runWithBlobs(location, files, () => undefined).cached).toEqual(files);
      // ... and one that knows the files by their blobs does not.
      expect(runWithBlobs(location, files, blobOf, later()).cached).toEqual([]);
    });
  });

  it("runs without a cache where it may not write one", () => {
    if (process.getuid?.() === 0) {
      // root writes through permissions: a file where the directory should be stops it instead.
      const { files, dir } = project(2);
      const location = join(dir, "not-a-directory");
      writeFileSync(location, "");
      expect(run(location, files).cached).toEqual([]);
      expect(run(location, files).cached).toEqual([]);
      return;
    }
    const { files, dir } = project(2);
    const location = join(dir, "locked");
    mkdirSync(location);
    chmodSync(location, 0o500);
    expect(run(location, files).cached).toEqual([]);
    expect(run(location, files).cached).toEqual([]);
    expect(readdirSync(location)).toEqual([]);
  });
});

describe("the results kept with the drafts", () => {
  /**
   * One run as lint-files.ts makes it, results included: fresh files' drafts from the cache, the
   * rest drafted, the world of the run, phase two over every draft (results handed to the cache
   * when it asks for them), save. Returns what the cache said before phase two.
   */
  function runWithResults(location: string, files: readonly string[], { verdictReasons = true } = {}) {
    const cache = DraftCache.open({ location, key: "k", build: "test-build" })!;
    const fresh = files.map((file) => cache.fresh(file, defaultResolvedConfig));
    const stored = { unchanged: cache.unchanged(), world: cache.storedWorld, results: files.map((file) => cache.result(file, file)) };
    const drafts = files.map((file, i) => {
      const hit = fresh[i] ? cache.draft(file, file, defaultResolvedConfig) : undefined;
      if (hit) return hit;
      const draft = draftOf(file);
      cache.keep(file, draft);
      return draft;
    });
    const world = worldOf(
      { verdictReasons },
      files.map((file) => cache.lightOf(file)!),
    );
    const writes = cache.beginResults(world);
    const results = lintDrafts(drafts, () => "", { verdictReasons }).files;
    results.forEach((result, i) => cache.keepResult(files[i]!, result));
    cache.save();
    return { fresh, stored, world, writes, results };
  }

  it("gives back each file's result exactly, with the world it was made in", () => {
    const { files, location } = project();
    const first = runWithResults(location, files);
    expect(first.writes).toBe(true);
    const second = runWithResults(location, files);
    expect(second.fresh.every(Boolean)).toBe(true);
    expect(second.stored.unchanged).toBe(true);
    expect(second.stored.world).toBe(first.world);
    expect(second.world).toBe(first.world);
    for (let i = 0; i < files.length; i++) expect(exactDump(second.stored.results[i])).toBe(exactDump(first.results[i]));
    // Nothing changed, the same world: nothing to write.
    expect(second.writes).toBe(false);
  });

  it("reads the drafts only when one is asked for: with them damaged, every result still reads back, and no draft is used", () => {
    const { files, location } = project(5);
    const first = runWithResults(location, files);
    // The drafts are the file's last part: a byte of the last file's draft, the head left as it was.
    const file = cacheFile(location);
    const bytes = readFileSync(file);
    bytes[bytes.length - 2] = bytes[bytes.length - 2]! ^ 0x10;
    writeFileSync(file, bytes);
    const cache = DraftCache.open({ location, key: "k", build: "test-build" })!;
    for (const f of files) expect(cache.fresh(f, defaultResolvedConfig)).toBe(true);
    files.forEach((f, i) => expect(exactDump(cache.result(f, f))).toBe(exactDump(first.results[i])));
    // Asked for, the drafts are read, and their hash does not match: every file is drafted again.
    expect(cache.draft(files[0]!, files[0]!, defaultResolvedConfig)).toBeUndefined();
    expect(cache.unchanged()).toBe(false);
  });

  it("names the run's file as the run shows it", () => {
    const { files, location } = project(3);
    runWithResults(location, files);
    const cache = DraftCache.open({ location, key: "k", build: "test-build" })!;
    for (const file of files) expect(cache.fresh(file, defaultResolvedConfig)).toBe(true);
    const result = cache.result(files[0]!, "shown/elsewhere.json")!;
    expect(result.file).toBe("shown/elsewhere.json");
    for (const d of result.diagnostics) expect(d.file).toBe("shown/elsewhere.json");
  });

  it("gives no result for a changed file, and writes the cache again", () => {
    const { files, location } = project();
    runWithResults(location, files);
    writeFileSync(files[2]!, readFileSync(files[2]!, "utf8").replace("Audience 2", "Audience Two"));
    backdate(files[2]!, 60);
    const second = runWithResults(location, files);
    expect(second.fresh[2]).toBe(false);
    expect(second.stored.unchanged).toBe(false);
    expect(second.stored.results[2]).toBeUndefined();
    expect(second.stored.results[3]).toBeDefined();
    expect(second.writes).toBe(true);
    // The new name is another cross-file fact: another world.
    expect(second.world).not.toBe(second.stored.world);
    expect(runWithResults(location, files).stored.results[2]!.audiences[0]!.name).toBe("Audience Two");
  });

  it("writes results again for the same files in another world", () => {
    const { files, location } = project();
    const first = runWithResults(location, files);
    const second = runWithResults(location, files, { verdictReasons: false });
    expect(second.world).not.toBe(first.world);
    expect(second.writes).toBe(true);
    expect(runWithResults(location, files, { verdictReasons: false }).stored.world).toBe(second.world);
  });

  it("copies the drafts and results of unchanged files as stored, exact after many runs", () => {
    const { files, location } = project();
    const texts = files.map((file) => readFileSync(file, "utf8"));
    runWithResults(location, files);
    for (let round = 0; round < 60; round++) {
      // A third of the files get a new name and a new expression, out of canonical form (new strings: the name, the fix).
      files.forEach((file, i) => {
        if ((i + round) % 3 !== 0) return;
        writeFileSync(
          file,
          texts[i]!.replace(`Audience ${i}`, `Audience ${i} round ${round}`).replace(
            /"person\.age > \d+"|person\.age > \d+/,
            `person.age  >  ${round}`,
          ),
        );
        backdate(file, 60);
      });
      const run = runWithResults(location, files);
      expect(run.fresh.filter(Boolean)).toHaveLength(files.length - files.filter((_, i) => (i + round) % 3 === 0).length);
      files.forEach((file, i) => {
        if (!run.fresh[i]) return;
        expect(exactDump(run.stored.results[i]), `${file} in round ${round}`).toBe(
          exactDump(lintDrafts([draftOf(file)], () => "", {}).files[0]),
        );
      });
    }
    const last = runWithResults(location, files);
    expect(last.fresh.every(Boolean)).toBe(true);
    files.forEach((file, i) =>
      expect(exactDump(last.stored.results[i])).toBe(exactDump(lintDrafts([draftOf(file)], () => "", {}).files[0])),
    );
  });

  it("keeps no world and no results when a run saves drafts only", () => {
    const { files, location } = project(5);
    run(location, files);
    const cache = DraftCache.open({ location, key: "k", build: "test-build" })!;
    for (const file of files) expect(cache.fresh(file, defaultResolvedConfig)).toBe(true);
    expect(cache.storedWorld).toBeNull();
    expect(cache.result(files[0]!, files[0]!)).toBeUndefined();
  });

  it("tells worlds apart by every part: the files' lights and their order, what the run knows beyond them, verdict reasons", () => {
    const base = worldOf({}, ["a", "b"]);
    const worlds = [
      base,
      worldOf({}, ["b", "a"]),
      worldOf({}, ["a", "c"]),
      worldOf({}, ["a"]),
      worldOf({ verdictReasons: false }, ["a", "b"]),
      worldOf({ project: [{ file: "x.yaml", kind: "yaml", name: "X", id: undefined, alias: undefined }] }, ["a", "b"]),
      worldOf({ context: [draftFile({ file: "c.pql", text: "person.age > 1" })] }, ["a", "b"]),
      worldOf({ remote: { label: "prod", segments: [], edgeMergePolicies: [] } }, ["a", "b"]),
    ];
    expect(new Set(worlds).size).toBe(worlds.length);
    expect(worldOf({ verdictReasons: true, context: [], project: [] }, ["a", "b"])).toBe(base);
  });

  it("gives the same light to a draft whose audiences' cross-file parts are the same, whatever else changed", () => {
    const a = draftFile({ file: "a.pql", text: "person.age > 21" });
    const b = draftFile({ file: "a.pql", text: "person.age  > 21" }); // not canonical: another diagnostic, same facts
    expect(b.audiences[0]!.diagnostics).not.toEqual(a.audiences[0]!.diagnostics);
    expect(lightOf(b)).toBe(lightOf(a));
    expect(lightOf(draftFile({ file: "b.pql", text: "person.age > 21" }))).not.toBe(lightOf(a));
    expect(lightOf(draftFile({ file: "a.pql", text: 'inSegment("x")' }))).not.toBe(lightOf(a));
  });
});

// The draft cache: each file's draft (phase one of linting, src/lint/draft.ts: everything that
// does not depend on other files) and its result kept between runs of a large lint, so the next
// run drafts only the files that changed, and finalizes (phase two: references, names and ids
// across files, the verdicts that wait on other files) only the files whose results may have
// changed: all of them when what other files read of an audience changed, so what other files
// say is never stale. ESLint's `--cache` and Ruff's cache keep results the same way, by file.
//
// One cache file per lint command line (the root it runs from and the paths it is given), beside
// the project index's cache (project-index-cache.ts; `--cache-location DIR` moves both), so `lint .`
// and `lint audiences/` each keep their own files' drafts and a run reads no entry it cannot use;
// the eight most recently written are kept. A run of fewer than DRAFT_CACHE_MIN_FILES files neither
// reads nor writes one: drafting them costs less than reading a cache (a pre-commit batch); nor
// does one of more than DRAFT_CACHE_MAX_FILES (memory).
//
// An entry is the config a file was drafted under, the draft (draft-codec.ts), what says the
// file is unchanged, and the file's lint result with a hash of its audiences' cross-file parts
// (crossFileParts in src/lint/draft.ts: what other files read of them). A file's result depends on
// its own draft and, through the directory, on those parts of every audience and on what the run
// was given beyond its files (the project's other audiences, a live org, whether verdict reasons
// are kept): the cache names all of that with one hash, the world (worldOf), and a result is used
// only by a run of the same world for a file taken from the cache. A run in which nothing changed
// then decodes results only: no drafts, no phase two (ESLint's `--cache` keeps results by file;
// Ruff's cache too, with no cross-file rules to watch).
//
// In a git work tree, for a tracked file that git vouches holds exactly its staged blob (`git
// ls-files -s --modified`, work-tree.ts), what says it is unchanged is the blob's id: the entry
// serves any file of that content, whatever its times (a CI job's fresh checkout, with the cache
// restored, finds it). Any other file is known by its size, modification and change times and
// inode, used only when all are the same and the modification time is at least two seconds older
// than the run that wrote the entry (git's "racily clean" rule: a file changed again within the
// same clock tick is drafted again); the change time catches a tool that writes a file and puts
// its old modification time back. The cache also names the build that wrote it (a hash of the
// sources, written into the bundle): any other build, a corrupt file, or an entry that does not
// decode is ignored, and the file drafted. It is written whole to a temporary file and renamed,
// so two runs that race both finish and the last one wins.
import { closeSync, openSync, readdirSync, readFileSync, rmSync, type Stats, statSync, writevSync } from "node:fs";
import { join } from "node:path";
import { DraftDecoder, DraftEncoder, type DraftTables, UnencodableDraft } from "../lint/draft-codec.js";
import { crossFileParts, type FileDraft } from "../lint/draft.js";
import type { FileResult } from "../lint/lint-result.js";
import type { ProjectContext } from "../lint/directory.js";
import type { RemoteOrg } from "../lint/remote.js";
import type { ResolvedConfig } from "../lint/resolve-config.js";
import { BUILD_ID } from "./build-id.js";
import { shortName, writeCache } from "./cache-write.js";
import type { FileStamp } from "./errors.js";

// The numbers are stored as this machine's doubles: a cache carried to a machine of the other
// byte order is another format, and rebuilt.
const FORMAT = `pql-audience drafts+results/${new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f ? "le" : "be"}`;
/** How much older than the run that wrote it a file must be for its entry to be trusted. */
const RACY_MS = 2000;
/** Below this many files a run drafts them all: reading a cache would cost more than it saves. */
export const DRAFT_CACHE_MIN_FILES = 200;
/**
 * Above this many, a run keeps no cache either: its drafts and their encoding held together took
 * 600 MB at 100,000 files (335 MB without), and the lint's memory is meant to stay flat at any size.
 */
export const DRAFT_CACHE_MAX_FILES = 25_000;
/** Cache files kept per location (one per lint command line); older ones are removed. */
const KEPT_FILES = 8;
/**
 * Numbers per file before the drafts: size, mtimeMs, ctimeMs, ino, config index, where its draft
 * starts and its length, where its result starts (NO_RESULT: none kept) and its length.
 */
const ENTRY = 9;
const NO_RESULT = -1;

/**
 * The file: the header's length in bytes and a checksum of everything after them (4 bytes each),
 * the header (JSON), zeros up to a multiple of 8, then the numbers: ENTRY per file (in `files`
 * order), then the drafts' stream. The checksum is what turns a flipped bit into a rebuilt cache
 * rather than a wrong line number: a stream that merely decodes could still hold the wrong one.
 */
interface Header {
  format: string;
  build: string;
  startedAt: number;
  configs: string[];
  files: string[];
  /** Per file: the id of the blob git vouched it held, or null for a file keyed by its stat (then its numbers hold the stat). */
  blobs: (string | null)[];
  /** Per file: the hash of its audiences' cross-file parts (lightOf). */
  lights: string[];
  /** The world the kept results were made in (worldOf), or null when none are kept. */
  world: string | null;
  tables: DraftTables;
  /**
   * How many strings the tables held when last built afresh. A run that changed a few files
   * writes the others' drafts and results as they were stored, with the stored tables and its
   * new strings after them; strings no file uses any more stay, until the tables have grown by
   * half and the next run builds them afresh.
   */
  compactedStrings: number;
}

interface Stored {
  header: Header;
  numbers: Float64Array;
  /** Each file's entry: where its ENTRY numbers start. */
  entries: Map<string, number>;
}

export interface DraftCacheOptions {
  /** The directory the cache files go in. */
  location: string;
  /** What names this run's cache file: the working root and the paths given, say. */
  key: string;
  /** The build whose drafts these are (default: this bundle's; none: no cache). */
  build?: string | undefined;
  /** When the run began, before git listed its files (default: now). */
  startedAt?: number;
}

/** A file of this run, as the cache knows it. */
interface RunEntry {
  /** What keys it: a blob git vouched for, else its file's stamp. */
  key: FileStamp | string;
  /** Its draft, once taken or made (a replayed run decodes none). */
  draft: FileDraft | undefined;
  /** The hash of its audiences' cross-file parts. */
  light: string;
  /** Its stored entry, when it came from the cache. */
  at: number | undefined;
  /** Where its result starts in the stream being written, and its length. */
  result: number;
  resultLength: number;
  /** Its stored result, as result() gave it while the cache is being written: kept as stored, not encoded again. */
  storedResult?: FileResult | undefined;
}

/** What a run writes: the drafts encoded before phase two releases their local parts, then the results. */
interface Writing {
  encoder: DraftEncoder;
  /** Whether the encoder's tables start as the stored ones (then stored drafts and results are copied as they are). */
  seeded: boolean;
  world: string | null;
  /** The entries written, in order: its path, config index, where its draft starts and its length. */
  entries: { absolute: string; config: number; draft: number; length: number }[];
  configs: Map<string, number>;
}

export class DraftCache {
  private readonly decoder: DraftDecoder | undefined;
  private readonly configKeys = new Map<ResolvedConfig, string>();
  /** This run's files by absolute path: what save() writes. */
  private readonly next = new Map<string, RunEntry>();
  /** Lights of files this run drafted but cannot key (gone before their stat): they count for the world all the same. */
  private readonly unkeyed = new Map<string, string>();
  private changed = false;
  private writing: Writing | undefined;

  private constructor(
    private readonly file: string,
    private readonly location: string,
    private readonly build: string,
    private readonly stored: Stored | undefined,
    /** When this run began: entries it writes are trusted only for files older than this. */
    private readonly startedAt: number,
  ) {
    this.decoder = stored ? decoderOf(stored) : undefined;
  }

  /** The cache of this command line, or undefined when this build keeps none. */
  static open({ location, key, build = BUILD_ID, startedAt = Date.now() }: DraftCacheOptions): DraftCache | undefined {
    if (build === undefined) return undefined;
    const file = join(location, `drafts-${shortName(key)}.bin`);
    return new DraftCache(file, location, build, readStored(file, build), startedAt);
  }

  /**
   * The draft of `absolute` (shown as `file`) under `config`, from the cache when the file and
   * its config are unchanged; else undefined, and the caller drafts it and hands it to keep().
   * `blob`: the blob git vouches the file holds, if it does; the file is then known by it, with no
   * stat and no clock (a fresh checkout of the same content, in CI, finds its drafts).
   */
  take(absolute: string, file: string, config: ResolvedConfig, blob?: string): FileDraft | undefined {
    return this.fresh(absolute, config, blob) ? this.draft(absolute, file, config) : undefined;
  }

  /**
   * Whether the cache holds the file as it is now under `config` (as take() says, without
   * decoding its draft). A file it holds is part of this run's cache from here on: draft() gives
   * its draft, result() its result.
   */
  fresh(absolute: string, config: ResolvedConfig, blob?: string): boolean {
    const at = this.stored?.entries.get(absolute);
    // No entry, no stat: a run without a cache pays nothing here.
    if (at !== undefined && this.configOf(at) === this.configKey(config)) {
      const storedBlob = this.stored!.header.blobs[at / ENTRY];
      let key: FileStamp | string | undefined;
      if (blob !== undefined) {
        if (storedBlob === blob) key = blob;
      } else if (storedBlob === null) {
        const stats = statSync(absolute, { throwIfNoEntry: false });
        if (stats?.isFile() && this.freshStamp(at, stats)) key = stampOf(stats);
      }
      if (key !== undefined) {
        const light = this.stored!.header.lights[at / ENTRY]!;
        this.next.set(absolute, { key, draft: undefined, light, at, result: NO_RESULT, resultLength: 0 });
        return true;
      }
    }
    this.changed = true;
    return false;
  }

  /** The draft of a file fresh() found; undefined for any other, or one that does not decode (then the caller drafts it and hands it to keep()). */
  draft(absolute: string, file: string, config: ResolvedConfig): FileDraft | undefined {
    const entry = this.next.get(absolute);
    if (entry?.at === undefined) return undefined;
    entry.draft ??= this.decodeStored<FileDraft>(entry.at + 5, file, config);
    if (!entry.draft) {
      this.next.delete(absolute);
      this.changed = true;
    }
    return entry.draft;
  }

  /**
   * A draft this run made, to be cached under `blob` when git vouches the file holds it, else
   * under `stamp`, the stat its file was read under (or, when not given, its stat now: a file
   * changed meanwhile has a time within RACY_MS of this run).
   */
  keep(absolute: string, draft: FileDraft, stamp?: FileStamp, blob?: string): void {
    this.changed = true;
    let key: FileStamp | string | undefined;
    if (blob !== undefined && stamp && this.heldBlob(absolute, stamp)) key = blob;
    else if (stamp) key = stampOf(stamp);
    else {
      const stats = statSync(absolute, { throwIfNoEntry: false });
      if (stats?.isFile()) key = stampOf(stats);
    }
    // A file the cache cannot key still counts for the world: it gets its light, not an entry.
    const light = lightOf(draft);
    if (key === undefined) this.unkeyed.set(absolute, light);
    else this.next.set(absolute, { key, draft, light, at: undefined, result: NO_RESULT, resultLength: 0 });
  }

  /** The hash of the cross-file parts of a file of this run (taken, fresh or kept), in the run's world. */
  lightOf(absolute: string): string | undefined {
    return this.next.get(absolute)?.light ?? this.unkeyed.get(absolute);
  }

  /** The world the stored results were made in, or null when none are stored. */
  get storedWorld(): string | null {
    return this.stored?.header.world ?? null;
  }

  /** Whether this run's files are exactly the stored ones, each fresh: nothing to write unless the world changed. */
  unchanged(): boolean {
    return !this.changed && this.next.size === (this.stored?.entries.size ?? 0);
  }

  /**
   * The stored result of a file this run found fresh, shown as `file`, when the cache keeps one:
   * valid only in the world the cache names (storedWorld). Undefined when it keeps none or it does
   * not decode.
   */
  result(absolute: string, file: string): FileResult | undefined {
    const entry = this.next.get(absolute);
    if (entry?.at === undefined || this.stored!.numbers[entry.at + 7] === NO_RESULT) return undefined;
    const result = this.decodeStored<FileResult>(entry.at + 7, file, undefined);
    if (!result || !Array.isArray(result.diagnostics) || !Array.isArray(result.audiences)) return undefined;
    if (this.writing?.seeded) entry.storedResult = result;
    return result;
  }

  /**
   * Starts writing the cache of a run whose world is `world`, when it must be written (a file
   * changed, came or went, or the world changed), before phase two lets go of the drafts' local
   * parts: the drafts are encoded now, and keepResult() adds each result. False when nothing is
   * to be written (every stored result stands).
   */
  beginResults(world: string): boolean {
    if (this.unchanged() && world === this.storedWorld) return false;
    this.writing = this.encodeDrafts(world);
    return true;
  }

  /** A file's result, once finalized (after beginResults). A result the stream cannot carry is not kept. */
  keepResult(absolute: string, result: FileResult): void {
    const entry = this.next.get(absolute);
    if (!this.writing || !entry) return;
    const { encoder } = this.writing;
    try {
      // Decoded from exactly its stored numbers (decodeStored checks their length), so those are the result.
      entry.result = entry.storedResult === result ? encoder.copy(this.segment(entry.at! + 7)) : encoder.encode(result);
      entry.resultLength = encoder.size - entry.result;
    } catch (e) {
      if (!(e instanceof UnencodableDraft)) throw e;
    }
    entry.storedResult = undefined;
  }

  /** Writes the cache when this run drafted anything, a file left it, or its results are new; quietly not where it may not. */
  save(): void {
    if (!this.writing) {
      if (this.unchanged()) return;
      this.writing = this.encodeDrafts(null);
    }
    const { encoder, seeded, world, entries, configs } = this.writing;
    const files: string[] = [];
    const blobs: (string | null)[] = [];
    const lights: string[] = [];
    const numbers: number[] = [];
    for (const { absolute, config, draft, length } of entries) {
      const { key, light, result, resultLength } = this.next.get(absolute)!;
      files.push(absolute);
      lights.push(light);
      if (typeof key === "string") {
        blobs.push(key);
        numbers.push(0, 0, 0, 0, config, draft, length, result, resultLength);
      } else {
        blobs.push(null);
        numbers.push(key.size, key.mtimeMs, key.ctimeMs, key.ino, config, draft, length, result, resultLength);
      }
    }
    const header: Header = {
      format: FORMAT,
      build: this.build,
      startedAt: this.startedAt,
      configs: [...configs.keys()],
      files,
      blobs,
      lights,
      world,
      tables: encoder.tables(),
      compactedStrings: seeded ? this.stored!.header.compactedStrings : encoder.stringCount,
    };
    if (writeCache(this.file, (temporary) => writeParts(temporary, serialize(header, numbers, encoder.parts()))))
      removeOldest(this.location);
  }

  /**
   * Encodes every draft of this run: with the stored tables (while they have not grown by half),
   * a draft the cache holds is copied as stored; else every draft is encoded afresh.
   */
  private encodeDrafts(world: string | null): Writing {
    const { encoder, seeded } = this.encoder();
    const configs = new Map<string, number>();
    const entries: Writing["entries"] = [];
    for (const [absolute, { draft, at }] of this.next) {
      if (!draft) continue;
      // Decoded from exactly its stored numbers (decodeStored checks their length), so those are the draft.
      const copied = seeded && at !== undefined;
      const config = this.configKey(draft.config);
      let configIndex = configs.get(config);
      if (configIndex === undefined) configs.set(config, (configIndex = configs.size));
      try {
        const start = copied ? encoder.copy(this.segment(at + 5)) : encoder.encode(draft);
        entries.push({ absolute, config: configIndex, draft: start, length: encoder.size - start });
      } catch (e) {
        if (!(e instanceof UnencodableDraft)) throw e;
      }
    }
    return { encoder, seeded, world, entries, configs };
  }

  /** The encoder this run writes with: seeded with the stored tables while they have not grown by half since built afresh. */
  private encoder(): { encoder: DraftEncoder; seeded: boolean } {
    const header = this.stored?.header;
    if (header && this.decoder && header.tables.strings.length <= header.compactedStrings * 1.5 + 256) {
      try {
        return { encoder: new DraftEncoder(header.tables), seeded: true };
      } catch {
        // Tables no encoder wrote: start afresh.
      }
    }
    return { encoder: new DraftEncoder(), seeded: false };
  }

  /** A stored draft's or result's numbers, from the entry's start and length at `field`. */
  private segment(field: number): Float64Array {
    const n = this.stored!.numbers;
    return n.subarray(n[field]!, n[field]! + n[field + 1]!);
  }

  /**
   * Whether the file read under `stamp` still held the blob git vouched for when it listed the
   * files (before this run began): unchanged from two seconds before then until after it was
   * read. Else a file written between git's look and this run's read would cache its new draft
   * under its old blob; it is keyed by its stat instead.
   */
  private heldBlob(absolute: string, stamp: FileStamp): boolean {
    const now = statSync(absolute, { throwIfNoEntry: false });
    const settled = this.startedAt - RACY_MS;
    return now !== undefined && sameStamp(now, stamp) && stamp.mtimeMs < settled && stamp.ctimeMs < settled;
  }

  /** Whether a file keyed by its stat is unchanged, and old enough for its stat to say so. */
  private freshStamp(at: number, stats: Stats): boolean {
    const n = this.stored!.numbers;
    const stored: FileStamp = { size: n[at]!, mtimeMs: n[at + 1]!, ctimeMs: n[at + 2]!, ino: n[at + 3]! };
    return sameStamp(stats, stored) && stored.mtimeMs < this.stored!.header.startedAt - RACY_MS;
  }

  /** The config an entry was drafted under, as text. */
  private configOf(at: number): string | undefined {
    return this.stored!.header.configs[this.stored!.numbers[at + 4]!];
  }

  /**
   * A stored draft or result, from the entry's start and length at `field` (as segment()), or
   * undefined when its numbers are not exactly one value.
   */
  private decodeStored<T extends { file: string; config?: unknown }>(field: number, file: string, config: T["config"]): T | undefined {
    try {
      const n = this.stored!.numbers;
      const value = this.decoder!.decode<T>(n[field]!, file, config);
      return this.decoder!.end === n[field]! + n[field + 1]! ? value : undefined;
    } catch {
      // CorruptDraft, or a stream nested too deep to walk (RangeError): drafted again either way.
      return undefined;
    }
  }

  /** A config as text, to compare with the one an entry was drafted under (once per config object). */
  private configKey(config: ResolvedConfig): string {
    let key = this.configKeys.get(config);
    if (key === undefined) this.configKeys.set(config, (key = JSON.stringify(config)));
    return key;
  }
}

/** The hash of a draft's cross-file parts (its path among them: other files' findings name it). */
export function lightOf(draft: FileDraft): string {
  return hash(JSON.stringify([draft.file, draft.audiences.map(crossFileParts)]));
}

/** What a run's results depend on beyond each file's own draft, apart from the files' lights. */
export interface RunWorld extends ProjectContext {
  remote?: RemoteOrg | undefined;
  verdictReasons?: boolean | undefined;
}

/**
 * The world of a run: the lights of its files in its order (the directory's order decides which
 * of two duplicates is named), the drafts and identities it knows beyond them, the live org,
 * and whether verdict reasons are kept. Two runs of the same world give the same result for the
 * same draft.
 */
export function worldOf({ context = [], project = [], remote, verdictReasons = true }: RunWorld, lights: readonly string[]): string {
  const digest = createHash("sha256");
  digest.update(JSON.stringify([verdictReasons, remote ?? null, context, project]));
  for (const light of lights) digest.update(`\0${light}`);
  return digest.digest("base64url");
}

/**
 * node:crypto's createHash, loaded when first asked: node:crypto loads Node's stream module,
 * which a one-file lint (no draft cache) never needs. process.getBuiltinModule, not import(): the
 * pre-commit bundle runs from a code cache in a vm.Script, where import() has no loader to go to.
 */
function createHash(algorithm: string) {
  return process.getBuiltinModule("node:crypto").createHash(algorithm);
}

/** 96 bits of SHA-256, as text: enough to tell one file's versions apart. */
function hash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}

/** The decoder of a stored cache, or none when its tables are not the encoder's (then every file is drafted). */
function decoderOf(stored: Stored): DraftDecoder | undefined {
  try {
    return new DraftDecoder(stored.header.tables, stored.numbers);
  } catch {
    return undefined;
  }
}

/** Whether two stats say the same of a file: its size, both times and its inode. */
function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/** The four numbers of a stat an entry keeps (not the Stats object, with its four Dates). */
function stampOf({ size, mtimeMs, ctimeMs, ino }: FileStamp): FileStamp {
  return { size, mtimeMs, ctimeMs, ino };
}

/** The file's parts, in order (written with one writev, not copied into one buffer first). */
function serialize(header: Header, entries: number[], stream: readonly Float64Array[]): Uint8Array[] {
  const json = Buffer.from(JSON.stringify(header));
  const numbersAt = align8(8 + json.length);
  const head = new Uint8Array(numbersAt);
  head.set(json, 8);
  const numbers = Float64Array.from(entries);
  // Each draft's and result's start, counted from the first number, not from the first draft.
  for (let i = 0; i < numbers.length; i += ENTRY) {
    numbers[i + 5] = entries[i + 5]! + entries.length;
    if (entries[i + 7] !== NO_RESULT) numbers[i + 7] = entries[i + 7]! + entries.length;
  }
  const parts = [
    head,
    new Uint8Array(numbers.buffer),
    ...stream.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength)),
  ];
  const view = new DataView(head.buffer);
  view.setUint32(0, json.length, true);
  view.setUint32(4, checksum([head.subarray(8), ...parts.slice(1)]), true);
  return parts;
}

/**
 * FNV-1a over 32-bit words: a few milliseconds for a cache of 10,000 drafts. It finds damage, not
 * forgery: whoever can write the cache can write the audience files beside it.
 */
export function checksum(parts: readonly Uint8Array[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    // An Int32Array must start at a multiple of 4 of its buffer: copy a part that does not.
    const bytes = part.byteOffset % 4 === 0 ? part : part.slice();
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
    for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i]!, 0x01000193);
  }
  return hash >>> 0;
}

/** Writes the parts to a new file at `path`. */
function writeParts(path: string, parts: Uint8Array[]): void {
  const fd = openSync(path, "w");
  try {
    let left = parts.reduce((n, p) => n + p.byteLength, 0);
    while (left > 0) {
      const written = writevSync(fd, parts);
      left -= written;
      parts = unwritten(parts, written);
    }
  } finally {
    closeSync(fd);
  }
}

/** What is left of the parts after the first `written` bytes. */
function unwritten(parts: Uint8Array[], written: number): Uint8Array[] {
  const rest: Uint8Array[] = [];
  for (const part of parts) {
    if (written >= part.byteLength) written -= part.byteLength;
    else {
      rest.push(part.subarray(written));
      written = 0;
    }
  }
  return rest;
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

/** The stored cache, or undefined for a missing, corrupt or foreign file (then it is rebuilt). */
function readStored(file: string, build: string): Stored | undefined {
  let bytes: Buffer;
  let header: unknown;
  try {
    bytes = readFileSync(file);
    const length = bytes.readUInt32LE(0);
    if (bytes.length % 8 !== 0 || checksum([bytes.subarray(8)]) !== bytes.readUInt32LE(4)) return undefined;
    header = JSON.parse(bytes.toString("utf8", 8, 8 + length));
    const numbersAt = align8(8 + length);
    const count = (bytes.length - numbersAt) / 8;
    if (!isHeader(header, build) || !Number.isInteger(count) || count < header.files.length * ENTRY) return undefined;
    // A Float64Array must start at a multiple of 8 of its buffer: a file read into Node's shared pool may not.
    const aligned = (bytes.byteOffset + numbersAt) % 8 === 0;
    const numbers = aligned
      ? new Float64Array(bytes.buffer, bytes.byteOffset + numbersAt, count)
      : new Float64Array(bytes.buffer.slice(bytes.byteOffset + numbersAt, bytes.byteOffset + bytes.length));
    const entries = new Map<string, number>();
    header.files.forEach((path, i) => entries.set(path, i * ENTRY));
    return { header, numbers, entries };
  } catch {
    return undefined;
  }
}

function isHeader(x: unknown, build: string): x is Header {
  if (typeof x !== "object" || x === null) return false;
  const { format, build: storedBuild, startedAt, configs, files, tables } = x as Record<string, unknown>;
  if (format !== FORMAT || storedBuild !== build || typeof startedAt !== "number") return false;
  if (!isStrings(configs) || !isStrings(files) || typeof tables !== "object" || tables === null) return false;
  const { blobs, lights, world, compactedStrings } = x as Record<string, unknown>;
  if (typeof compactedStrings !== "number") return false;
  if (!Array.isArray(blobs) || blobs.length !== files.length || !blobs.every((b) => b === null || typeof b === "string")) return false;
  if (!isStrings(lights) || lights.length !== files.length || (world !== null && typeof world !== "string")) return false;
  const { strings, shapes } = tables as Record<string, unknown>;
  return isStrings(strings) && Array.isArray(shapes) && shapes.every(isStrings);
}

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === "string");

/** Keeps the KEPT_FILES most recently written draft caches of a location (as far as it can: another run may be at it too). */
function removeOldest(location: string): void {
  try {
    removeAllBut(location, KEPT_FILES);
  } catch {
    // The next run that writes a cache here tries again.
  }
}

function removeAllBut(location: string, kept: number): void {
  const caches = readdirSync(location)
    .filter((name) => name.startsWith("drafts-") && name.endsWith(".bin"))
    .map((name) => ({ path: join(location, name), mtimeMs: statSync(join(location, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of caches.slice(kept)) rmSync(path, { force: true });
}

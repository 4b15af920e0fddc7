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
// An entry is the config a file was drafted under, the draft, what says the
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
//
// The file is plain data in V8's serialization format (node:v8 `serialize`, which keeps key order,
// `undefined` values and numbers exactly, as reports built from a draft need), in three parts
// after a line that names the format, their sizes and SHA-256s: the index (the entries, each
// naming where its result and its draft lie), the results, and the drafts, each serialized on its
// own, so a run decodes only the entries it uses and copies the others' bytes as they are. A run in
// which nothing changed reads the index and the results only; the drafts, most of the file, are
// read (and their hash checked) when a draft is first asked for. A flipped bit rebuilds the cache
// rather than showing a wrong line number.
import { closeSync, fstatSync, openSync, readdirSync, readSync, rmSync, type Stats, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crossFileParts, type FileDraft } from "../lint/draft.js";
import type { FileResult } from "../lint/lint-result.js";
import type { ProjectContext } from "../lint/directory.js";
import type { RemoteOrg } from "../lint/remote.js";
import type { ResolvedConfig } from "../lint/resolve-config.js";
import { BUILD_ID } from "./build-id.js";
import { shortName, writeCache } from "./cache-write.js";
import type { FileStamp } from "./errors.js";

const FORMAT = "pql-audience drafts+results/v8 sections";
/** How much older than the run that wrote it a file must be for its entry to be trusted. */
const RACY_MS = 2000;
/** Below this many files a run drafts them all: reading a cache would cost more than it saves. */
export const DRAFT_CACHE_MIN_FILES = 200;
/** Above this many, a run keeps no cache either: the lint's memory is meant to stay flat at any size. */
export const DRAFT_CACHE_MAX_FILES = 25_000;
/** Cache files kept per location (one per lint command line); older ones are removed. */
const KEPT_FILES = 8;

/** One file's entry, as stored. */
interface StoredEntry {
  /** The file's absolute path. */
  path: string;
  /** The blob git vouched it held, or null for a file keyed by its stat. */
  blob: string | null;
  /** size, mtimeMs, ctimeMs, ino, for a file keyed by its stat. */
  stamp: [number, number, number, number] | null;
  /** Its config, an index into `configs`. */
  config: number;
  /** The hash of its audiences' cross-file parts (lightOf). */
  light: string;
  /** The file as the run that wrote the entry showed it (its draft and result name it). */
  shown: string;
  /** Where its draft, serialized without its config, lies in the drafts part. */
  draft: Span;
  /** Where its result, serialized, lies in the results part, or null when none is kept. */
  result: Span | null;
}

/** Offset and length of an entry's bytes in its part of the file. */
type Span = [number, number];

/** A cache file as read: its index, its results, and its drafts, read when first asked for (undefined when they do not read back whole). */
interface StoredFile {
  stored: Stored;
  results: Uint8Array;
  drafts: () => Uint8Array | undefined;
}

interface Stored {
  build: string;
  startedAt: number;
  configs: string[];
  /** The world the kept results were made in (worldOf), or null when none are kept. */
  world: string | null;
  entries: StoredEntry[];
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
  stored: StoredEntry | undefined;
  /** Its draft serialized for writing (beginResults), and its result. */
  draftBytes?: Uint8Array | undefined;
  resultBytes?: Uint8Array | null | undefined;
  /** Its stored result, as result() gave it: written back as stored, not serialized again. */
  storedResult?: FileResult | undefined;
}

export class DraftCache {
  private readonly configKeys = new Map<ResolvedConfig, string>();
  /** This run's files by absolute path: what save() writes. */
  private readonly next = new Map<string, RunEntry>();
  /** Lights of files this run drafted but cannot key (gone before their stat): they count for the world all the same. */
  private readonly unkeyed = new Map<string, string>();
  /** The stored entries by path. */
  private readonly entries = new Map<string, StoredEntry>();
  private changed = false;
  /** The world of the results being written, once beginResults() started writing. */
  private writing: { world: string | null } | undefined;
  private readonly stored: Stored | undefined;
  /** The stored drafts' part, once read (null: it did not read back whole, and no stored draft is used). */
  private storedDrafts: Uint8Array | null | undefined;

  private constructor(
    private readonly file: string,
    private readonly location: string,
    private readonly build: string,
    private readonly storedFile: StoredFile | undefined,
    /** When this run began: entries it writes are trusted only for files older than this. */
    private readonly startedAt: number,
  ) {
    this.stored = storedFile?.stored;
    for (const entry of this.stored?.entries ?? []) this.entries.set(entry.path, entry);
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
    const stored = this.entries.get(absolute);
    // No entry, no stat: a run without a cache pays nothing here.
    if (stored !== undefined && this.stored!.configs[stored.config] === this.configKey(config)) {
      let key: FileStamp | string | undefined;
      if (blob !== undefined) {
        if (stored.blob === blob) key = blob;
      } else if (stored.blob === null && stored.stamp) {
        const stats = statSync(absolute, { throwIfNoEntry: false });
        if (stats?.isFile() && this.freshStamp(stored.stamp, stats)) key = stampOf(stats);
      }
      if (key !== undefined) {
        this.next.set(absolute, { key, draft: undefined, light: stored.light, stored });
        return true;
      }
    }
    this.changed = true;
    return false;
  }

  /** The draft of a file fresh() found; undefined for any other, or one that does not decode (then the caller drafts it and hands it to keep()). */
  draft(absolute: string, file: string, config: ResolvedConfig): FileDraft | undefined {
    const entry = this.next.get(absolute);
    if (entry?.stored === undefined) return undefined;
    if (!entry.draft) {
      const bytes = this.storedDraft(entry.stored);
      const draft = bytes && decode<FileDraft>(bytes, entry.stored.shown, file);
      if (draft && typeof draft === "object" && Array.isArray(draft.audiences) && Array.isArray(draft.diagnostics)) {
        draft.config = config;
        entry.draft = draft;
      }
    }
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
    else this.next.set(absolute, { key, draft, light, stored: undefined });
  }

  /** The hash of the cross-file parts of a file of this run (taken, fresh or kept), in the run's world. */
  lightOf(absolute: string): string | undefined {
    return this.next.get(absolute)?.light ?? this.unkeyed.get(absolute);
  }

  /** The world the stored results were made in, or null when none are stored. */
  get storedWorld(): string | null {
    return this.stored?.world ?? null;
  }

  /** Whether this run's files are exactly the stored ones, each fresh: nothing to write unless the world changed. */
  unchanged(): boolean {
    return !this.changed && this.next.size === this.entries.size;
  }

  /**
   * The stored result of a file this run found fresh, shown as `file`, when the cache keeps one:
   * valid only in the world the cache names (storedWorld). Undefined when it keeps none or it does
   * not decode.
   */
  result(absolute: string, file: string): FileResult | undefined {
    const entry = this.next.get(absolute);
    const bytes = entry?.stored && this.storedResult(entry.stored);
    if (!entry?.stored || !bytes) return undefined;
    const result = decode<FileResult>(bytes, entry.stored.shown, file);
    if (!result || typeof result !== "object" || !Array.isArray(result.diagnostics) || !Array.isArray(result.audiences)) return undefined;
    if (this.writing && entry.stored.shown === file) entry.storedResult = result;
    return result;
  }

  /**
   * Starts writing the cache of a run whose world is `world`, when it must be written (a file
   * changed, came or went, or the world changed), before phase two lets go of the drafts' local
   * parts: the drafts are serialized now, and keepResult() adds each result. False when nothing is
   * to be written (every stored result stands).
   */
  beginResults(world: string): boolean {
    if (this.unchanged() && world === this.storedWorld) return false;
    this.serializeDrafts();
    this.writing = { world };
    return true;
  }

  /** A file's result, once finalized (after beginResults). */
  keepResult(absolute: string, result: FileResult): void {
    const entry = this.next.get(absolute);
    if (!this.writing || !entry) return;
    const stored = entry.storedResult === result && entry.stored ? this.storedResult(entry.stored) : undefined;
    entry.resultBytes = stored ?? encode(result) ?? null;
    entry.storedResult = undefined;
  }

  /** Writes the cache when this run drafted anything, a file left it, or its results are new; quietly not where it may not. */
  save(): void {
    if (!this.writing) {
      if (this.unchanged()) return;
      this.serializeDrafts();
      this.writing = { world: null };
    }
    const { world } = this.writing;
    const configs = new Map<string, number>();
    const entries: StoredEntry[] = [];
    const results = new Section();
    const drafts = new Section();
    for (const [path, entry] of this.next) {
      if (!entry.draftBytes || !entry.draft) continue;
      const config = this.configKey(entry.draft.config);
      let index = configs.get(config);
      if (index === undefined) configs.set(config, (index = configs.size));
      const { key } = entry;
      entries.push({
        path,
        blob: typeof key === "string" ? key : null,
        stamp: typeof key === "string" ? null : [key.size, key.mtimeMs, key.ctimeMs, key.ino],
        config: index,
        light: entry.light,
        shown: entry.draft.file,
        draft: drafts.add(entry.draftBytes),
        result: world === null || !entry.resultBytes ? null : results.add(entry.resultBytes),
      });
    }
    const stored: Stored = { build: this.build, startedAt: this.startedAt, configs: [...configs.keys()], world, entries };
    const index = serialize(stored);
    const resultBytes = results.bytes();
    const draftBytes = drafts.bytes();
    const head = Buffer.from(
      `${FORMAT} ${sha256([index, resultBytes])} ${index.length} ${resultBytes.length} ${sha256([draftBytes])}\n`,
      "latin1",
    );
    if (writeCache(this.file, (temporary) => writeFileSync(temporary, Buffer.concat([head, index, resultBytes, draftBytes]))))
      removeOldest(this.location);
  }

  /** Serializes every draft of this run: a draft the cache holds, as stored; the others afresh. */
  private serializeDrafts(): void {
    for (const entry of this.next.values()) {
      if (!entry.draft || entry.draftBytes) continue;
      const stored = entry.stored && entry.stored.shown === entry.draft.file ? this.storedDraft(entry.stored) : undefined;
      entry.draftBytes = stored ?? encodeDraft(entry.draft);
    }
  }

  /** A stored entry's draft bytes; undefined when the drafts' part did not read back whole. */
  private storedDraft(entry: StoredEntry): Uint8Array | undefined {
    if (this.storedDrafts === undefined) this.storedDrafts = this.storedFile?.drafts() ?? null;
    return this.storedDrafts === null ? undefined : slice(this.storedDrafts, entry.draft);
  }

  /** A stored entry's result bytes, when it keeps one. */
  private storedResult(entry: StoredEntry): Uint8Array | undefined {
    return entry.result && this.storedFile ? slice(this.storedFile.results, entry.result) : undefined;
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
  private freshStamp([size, mtimeMs, ctimeMs, ino]: readonly number[], stats: Stats): boolean {
    const stored: FileStamp = { size: size!, mtimeMs: mtimeMs!, ctimeMs: ctimeMs!, ino: ino! };
    return sameStamp(stats, stored) && stored.mtimeMs < this.stored!.startedAt - RACY_MS;
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
export function worldOf(
  { context = [], project = [], untracked = [], unloaded = [], remote, verdictReasons = true }: RunWorld,
  lights: readonly string[],
): string {
  const digest = createHash("sha256");
  digest.update(JSON.stringify([verdictReasons, remote ?? null, context, project, untracked, unloaded]));
  for (const light of lights) digest.update(`\0${light}`);
  return digest.digest("base64url");
}

/**
 * node:crypto's createHash and node:v8, loaded when first asked: both load Node's stream module,
 * which a one-file lint (no draft cache) never needs. process.getBuiltinModule, not import(): the
 * CLI's bundle runs from a code cache in a vm.Script, where import() has no loader to go to.
 */
function createHash(algorithm: string) {
  return process.getBuiltinModule("node:crypto").createHash(algorithm);
}

function serialize(value: unknown): Uint8Array {
  return process.getBuiltinModule("node:v8").serialize(value);
}

/** 96 bits of SHA-256, as text: enough to tell one file's versions apart. */
function hash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}

function sha256(parts: readonly Uint8Array[]): string {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("hex");
}

/** One part of the file as it is written: byte arrays one after another, each added where it begins. */
class Section {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  add(bytes: Uint8Array): Span {
    this.parts.push(bytes);
    this.length += bytes.length;
    return [this.length - bytes.length, bytes.length];
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.parts, this.length);
  }
}

function slice(part: Uint8Array, [offset, length]: Span): Uint8Array {
  return part.subarray(offset, offset + length);
}

/** A draft serialized without its config (the cache keys the entry by it; the run's object is put back). */
function encodeDraft(draft: FileDraft): Uint8Array | undefined {
  return encode({ ...draft, config: null });
}

/** Plain data serialized; undefined for a value V8 cannot serialize (that file is not cached). */
function encode(value: unknown): Uint8Array | undefined {
  try {
    return serialize(value);
  } catch {
    return undefined;
  }
}

/**
 * A stored draft or result, with `shown` (the file as the run that wrote it showed it) written as
 * `file` wherever it stood; undefined when the bytes do not decode.
 */
function decode<T>(bytes: Uint8Array, shown: string, file: string): T | undefined {
  try {
    const value = process.getBuiltinModule("node:v8").deserialize(bytes) as T;
    return shown === file ? value : (renamed(value, shown, file) as T);
  } catch {
    return undefined;
  }
}

/** Plain data with every string `from` replaced by `to`. */
function renamed(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = renamed(value[i], from, to);
    return value;
  }
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = renamed(record[key], from, to);
  }
  return value;
}

/** Whether two stats say the same of a file: its size, both times and its inode. */
function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/** The four numbers of a stat an entry keeps (not the Stats object, with its four Dates). */
function stampOf({ size, mtimeMs, ctimeMs, ino }: FileStamp): FileStamp {
  return { size, mtimeMs, ctimeMs, ino };
}

/** The longest head line a cache file has (the format, two hashes, two sizes). */
const HEAD_BYTES = 512;

/**
 * The stored cache, or undefined for a missing, corrupt or foreign file (then it is rebuilt): its
 * head, index and results read now, its drafts when first asked for, from the same file (another
 * run may have written a new one meanwhile: the drafts' hash says so, and none is used).
 */
function readStored(file: string, build: string): StoredFile | undefined {
  return readOpen(file, (fd) => {
    const size = fstatSync(fd).size;
    const start = readAt(fd, 0, Math.min(size, HEAD_BYTES));
    const end = start.indexOf(10);
    const head = start.toString("latin1", 0, Math.max(end, 0)).split(" ");
    const [hash, indexText, resultsText, draftsHash] = head.slice(-4);
    if (end < 0 || head.slice(0, -4).join(" ") !== FORMAT) return undefined;
    const indexBytes = Number(indexText);
    const resultsBytes = Number(resultsText);
    const draftsAt = end + 1 + indexBytes + resultsBytes;
    if (!Number.isSafeInteger(indexBytes) || !Number.isSafeInteger(resultsBytes) || indexBytes < 0 || resultsBytes < 0 || draftsAt > size)
      return undefined;
    const body = readAt(fd, end + 1, indexBytes + resultsBytes);
    if (sha256([body]) !== hash) return undefined;
    const stored = process.getBuiltinModule("node:v8").deserialize(body.subarray(0, indexBytes)) as unknown;
    if (!isStored(stored, build, resultsBytes, size - draftsAt)) return undefined;
    const drafts = () => readDrafts(file, draftsAt, size - draftsAt, draftsHash!);
    return { stored, results: body.subarray(indexBytes), drafts };
  });
}

/** The drafts' part of a cache file, when the file still holds the one its head named. */
function readDrafts(file: string, at: number, length: number, hash: string): Uint8Array | undefined {
  return readOpen(file, (fd) => {
    const bytes = readAt(fd, at, length);
    return sha256([bytes]) === hash ? bytes : undefined;
  });
}

/** What `read` makes of the file opened for reading, closed after; undefined when it cannot be opened or read. */
function readOpen<T>(file: string, read: (fd: number) => T | undefined): T | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    return read(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** `length` bytes of the file from `position`; throws when it holds fewer. */
function readAt(fd: number, position: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, bytes, read, length - read, position + read);
    if (n === 0) throw new Error("the cache file is shorter than its head says");
    read += n;
  }
  return bytes;
}

function isStored(x: unknown, build: string, resultsBytes: number, draftsBytes: number): x is Stored {
  if (typeof x !== "object" || x === null) return false;
  const { build: storedBuild, startedAt, configs, world, entries } = x as Record<string, unknown>;
  if (storedBuild !== build || typeof startedAt !== "number" || !isStrings(configs)) return false;
  if (world !== null && typeof world !== "string") return false;
  return Array.isArray(entries) && entries.every((e) => isEntry(e, configs.length, resultsBytes, draftsBytes));
}

function isEntry(x: unknown, configs: number, resultsBytes: number, draftsBytes: number): x is StoredEntry {
  if (typeof x !== "object" || x === null) return false;
  const { path, blob, stamp, config, light, shown, draft, result } = x as Record<string, unknown>;
  const stamped = Array.isArray(stamp) && stamp.length === 4 && stamp.every((n) => typeof n === "number");
  return (
    typeof path === "string" &&
    (typeof blob === "string" ? stamp === null : blob === null && stamped) &&
    Number.isInteger(config) &&
    (config as number) >= 0 &&
    (config as number) < configs &&
    typeof light === "string" &&
    typeof shown === "string" &&
    isSpan(draft, draftsBytes) &&
    (result === null || isSpan(result, resultsBytes))
  );
}

/** Offset and length of bytes within a part of `length` bytes. */
function isSpan(x: unknown, length: number): x is Span {
  if (!Array.isArray(x) || x.length !== 2) return false;
  const [offset, size] = x as unknown[];
  return (
    Number.isSafeInteger(offset) &&
    Number.isSafeInteger(size) &&
    (offset as number) >= 0 &&
    (size as number) >= 0 &&
    (offset as number) + (size as number) <= length
  );
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

import { type FileDraft } from "../lint/draft.js";
import type { FileResult } from "../lint/lint-result.js";
import type { ProjectContext } from "../lint/directory.js";
import type { RemoteOrg } from "../lint/remote.js";
import type { ResolvedConfig } from "../lint/resolve-config.js";
import type { FileStamp } from "./errors.js";
/** Below this many files a run drafts them all: reading a cache would cost more than it saves. */
export declare const DRAFT_CACHE_MIN_FILES = 200;
/** Above this many, a run keeps no cache either: the lint's memory is meant to stay flat at any size. */
export declare const DRAFT_CACHE_MAX_FILES = 25000;
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
export declare class DraftCache {
    private readonly file;
    private readonly location;
    private readonly build;
    private readonly storedFile;
    /** When this run began: entries it writes are trusted only for files older than this. */
    private readonly startedAt;
    private readonly configKeys;
    /** This run's files by absolute path: what save() writes. */
    private readonly next;
    /** Lights of files this run drafted but cannot key (gone before their stat): they count for the world all the same. */
    private readonly unkeyed;
    /** The stored entries by path. */
    private readonly entries;
    private changed;
    /** The world of the results being written, once beginResults() started writing. */
    private writing;
    private readonly stored;
    /** The stored drafts' part, once read (null: it did not read back whole, and no stored draft is used). */
    private storedDrafts;
    private constructor();
    /** The cache of this command line, or undefined when this build keeps none. */
    static open({ location, key, build, startedAt }: DraftCacheOptions): DraftCache | undefined;
    /**
     * The draft of `absolute` (shown as `file`) under `config`, from the cache when the file and
     * its config are unchanged; else undefined, and the caller drafts it and hands it to keep().
     * `blob`: the blob git vouches the file holds, if it does; the file is then known by it, with no
     * stat and no clock (a fresh checkout of the same content, in CI, finds its drafts).
     */
    take(absolute: string, file: string, config: ResolvedConfig, blob?: string): FileDraft | undefined;
    /**
     * Whether the cache holds the file as it is now under `config` (as take() says, without
     * decoding its draft). A file it holds is part of this run's cache from here on: draft() gives
     * its draft, result() its result.
     */
    fresh(absolute: string, config: ResolvedConfig, blob?: string): boolean;
    /** The draft of a file fresh() found; undefined for any other, or one that does not decode (then the caller drafts it and hands it to keep()). */
    draft(absolute: string, file: string, config: ResolvedConfig): FileDraft | undefined;
    /**
     * A draft this run made, to be cached under `blob` when git vouches the file holds it, else
     * under `stamp`, the stat its file was read under (or, when not given, its stat now: a file
     * changed meanwhile has a time within RACY_MS of this run).
     */
    keep(absolute: string, draft: FileDraft, stamp?: FileStamp, blob?: string): void;
    /** The hash of the cross-file parts of a file of this run (taken, fresh or kept), in the run's world. */
    lightOf(absolute: string): string | undefined;
    /** The world the stored results were made in, or null when none are stored. */
    get storedWorld(): string | null;
    /** Whether this run's files are exactly the stored ones, each fresh: nothing to write unless the world changed. */
    unchanged(): boolean;
    /**
     * The stored result of a file this run found fresh, shown as `file`, when the cache keeps one:
     * valid only in the world the cache names (storedWorld). Undefined when it keeps none or it does
     * not decode.
     */
    result(absolute: string, file: string): FileResult | undefined;
    /**
     * Starts writing the cache of a run whose world is `world`, when it must be written (a file
     * changed, came or went, or the world changed), before phase two lets go of the drafts' local
     * parts: the drafts are serialized now, and keepResult() adds each result. False when nothing is
     * to be written (every stored result stands).
     */
    beginResults(world: string): boolean;
    /** A file's result, once finalized (after beginResults). */
    keepResult(absolute: string, result: FileResult): void;
    /** Writes the cache when this run drafted anything, a file left it, or its results are new; quietly not where it may not. */
    save(): void;
    /** Serializes every draft of this run: a draft the cache holds, as stored; the others afresh. */
    private serializeDrafts;
    /** A stored entry's draft bytes; undefined when the drafts' part did not read back whole. */
    private storedDraft;
    /** A stored entry's result bytes, when it keeps one. */
    private storedResult;
    /**
     * Whether the file read under `stamp` still held the blob git vouched for when it listed the
     * files (before this run began): unchanged from two seconds before then until after it was
     * read. Else a file written between git's look and this run's read would cache its new draft
     * under its old blob; it is keyed by its stat instead.
     */
    private heldBlob;
    /** Whether a file keyed by its stat is unchanged, and old enough for its stat to say so. */
    private freshStamp;
    /** A config as text, to compare with the one an entry was drafted under (once per config object). */
    private configKey;
}
/** The hash of a draft's cross-file parts (its path among them: other files' findings name it). */
export declare function lightOf(draft: FileDraft): string;
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
export declare function worldOf({ context, project, untracked, unloaded, remote, verdictReasons }: RunWorld, lights: readonly string[]): string;

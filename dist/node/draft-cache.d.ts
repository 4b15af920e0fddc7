import type { FileDraft } from "../lint/draft.js";
import type { ResolvedConfig } from "../lint/resolve-config.js";
import type { FileStamp } from "./errors.js";
/** Below this many files a run drafts them all: reading a cache would cost more than it saves. */
export declare const DRAFT_CACHE_MIN_FILES = 200;
/**
 * Above this many, a run keeps no cache either: its drafts and their encoding held together took
 * 600 MB at 100,000 files (335 MB without), and the lint's memory is meant to stay flat at any size.
 */
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
    private readonly stored;
    /** When this run began: entries it writes are trusted only for files older than this. */
    private readonly startedAt;
    private readonly decoder;
    private readonly configKeys;
    /** This run's drafts by absolute path, each with what keys it (a blob git vouched for, else its file's stamp): what save() writes. */
    private readonly next;
    private changed;
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
     * A draft this run made, to be cached under `blob` when git vouches the file holds it, else
     * under `stamp`, the stat its file was read under (or, when not given, its stat now: a file
     * changed meanwhile has a time within RACY_MS of this run).
     */
    keep(absolute: string, draft: FileDraft, stamp?: FileStamp, blob?: string): void;
    /** Writes the cache when this run drafted anything or a file left it; quietly not where it may not. */
    save(): void;
    /**
     * Whether the file read under `stamp` still held the blob git vouched for when it listed the
     * files (before this run began): unchanged from two seconds before then until after it was
     * read. Else a file written between git's look and this run's read would cache its new draft
     * under its old blob; it is keyed by its stat instead.
     */
    private heldBlob;
    /** Whether a file keyed by its stat is unchanged, and old enough for its stat to say so. */
    private fresh;
    /** The config an entry was drafted under, as text. */
    private configOf;
    private decode;
    /** A config as text, to compare with the one an entry was drafted under (once per config object). */
    private configKey;
}
/**
 * FNV-1a over 32-bit words: a few milliseconds for a cache of 10,000 drafts. It finds damage, not
 * forgery: whoever can write the cache can write the audience files beside it.
 */
export declare function checksum(parts: readonly Uint8Array[]): number;

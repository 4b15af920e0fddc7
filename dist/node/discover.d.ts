import { InputError } from "./errors.js";
import { type WorkTreeListing } from "./work-tree.js";
/** Audience files and bare PQL: `*.pql`, `*.audience.json`, `*.audience.yaml`, `*.audience.yml`. */
export declare const audienceFilePattern: RegExp;
export interface DiscoverOptions {
    /** Which files a directory or glob contributes (explicit files are always taken). */
    accept?: (path: string) => boolean;
    /** Leave out of directories and globs what git ignores, in a git work tree (default true). */
    gitignore?: boolean;
    /**
     * In a git work tree, take from directories and globs only the files git tracks (default
     * false: untracked files that git does not ignore are taken too). The project index asks
     * this: see project-index.ts.
     */
    trackedOnly?: boolean;
    /**
     * Learn from git which of the files it lists hold exactly their staged blob (`Discovery.blobs`):
     * the project index's cache trusts those without a `stat` each (project-index-cache.ts).
     */
    blobs?: boolean;
    /**
     * git's answers kept from an earlier run: a listing `recall` gives
     * is taken instead of asking git, and what git answers goes to `learn` (the project index's
     * cache: project-index-listing.ts).
     * Used only with `trackedOnly`, `blobs` and the default `accept`, the question they answer.
     */
    listings?: KnownListings;
}
/** git's listings of directories of work trees, kept between runs (see DiscoverOptions.listings). */
export interface KnownListings {
    /**
     * git's answer for `directory` (absolute) of the work tree at `root` as it would be now, or
     * undefined: ask git. `endings`: the endings of the files asked for, when the question names them.
     */
    recall(root: string, directory: string, endings?: readonly string[]): WorkTreeListing | undefined;
    /** What git answered. */
    learn(root: string, directory: string, listing: WorkTreeListing): void;
}
/** What path arguments come to. */
export interface Discovery {
    /** The files, sorted and de-duplicated, as the arguments spell them (relative or absolute). */
    files: string[];
    /** Directories and globs that contributed no file. */
    unmatched: string[];
    /** Named files that are not audience files, left out. */
    skipped: string[];
    /** The directory arguments, each walked whole. */
    directories: string[];
    /** Of `unmatched`, those that do hold audience files, all of which git ignores. */
    ignored: string[];
    /** With the `blobs` option: the files (absolute) git vouches hold their staged blob, and its id. */
    blobs: Map<string, string>;
}
/** Path arguments that matched no audience file: `no audience files matched docs, x/*.yaml`. */
export declare class NoAudienceFilesError extends InputError {
    readonly paths: string[];
    readonly ignored: string[];
    name: string;
    /** `ignored`: those of `paths` whose audience files git ignores, every one. */
    constructor(paths: string[], ignored?: string[]);
}
/** Expands path arguments into files; see `Discovery` for what matched nothing. */
export declare function discover(paths: readonly string[], options?: DiscoverOptions): Promise<Discovery>;
/**
 * The files the arguments name, or NoAudienceFilesError for a directory or glob that matches none
 * (or when nothing is left but named files that are not audience files).
 */
export declare function discoverAudienceFiles(paths: readonly string[], options?: DiscoverOptions): Promise<string[]>;
/** The discovery, or NoAudienceFilesError when an argument matched nothing (see discoverAudienceFiles). */
export declare function requireMatches(discovery: Discovery): Discovery;
/** Expands path arguments into a sorted, de-duplicated list of files (none is not an error here). */
export declare function discoverFiles(paths: string[], options?: DiscoverOptions): Promise<string[]>;

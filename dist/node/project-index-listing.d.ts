import { type WorkTreeListing } from "./work-tree.js";
/** The variables of git's environment that say which repository and index git reads. */
export interface GitVariables {
    GIT_DIR?: string | undefined;
    GIT_INDEX_FILE?: string | undefined;
    GIT_WORK_TREE?: string | undefined;
    GIT_COMMON_DIR?: string | undefined;
}
/**
 * What a kept listing says of one file: the blob git vouched the file holds, null for a file on
 * the disk that nobody vouched for, false for one git tracks that was not on the disk.
 */
export type Listed = string | null | false;
/**
 * A listing as stored: `key` names the index and the question, `startedAt` is when the run that
 * learned the listing began, `files` what it said of each file, by its path under the work tree's root
 * (`/`-separated). The project index's cache keeps `files` in its records of the files
 * (project-index-cache.ts), the rest in its header.
 */
export interface StoredListing {
    key: string;
    startedAt: number;
    files: Map<string, Listed>;
}
/**
 * What names git's answer for `directory` (absolute) of the work tree at `root`: the stat of the
 * index git reads and the question. Undefined when nothing may be replayed (see the head of this file).
 */
export declare function listingKey(root: string, directory: string, variables: GitVariables): string | undefined;
/** The index git would read at `root` (git runs there, so relative variables are read from it). */
export declare function indexFile(root: string, variables: GitVariables): string | undefined;
/** git's answer as the run after it keeps it, or undefined when it cannot be kept (a sparse checkout). */
export declare function storeListing(root: string, listing: WorkTreeListing, key: string, startedAt: number): StoredListing | undefined;
/**
 * What a record of the project index's cache (unchecked JSON: an array of the file's path and
 * what the listing says of it) says of its file: 0 when the listing does not hold it, undefined
 * when the record is not in its shape.
 */
export declare function listedOf(record: unknown): Listed | 0 | undefined;
/**
 * The listing git would give now, or undefined when it must be learned again: from the stored listing's
 * `header` (its key, its start and how many files it holds) and the cache's `records` of its
 * files (unchecked JSON: see listedOf).
 */
export declare function replayListing(root: string, header: unknown, records: readonly unknown[], key: string): WorkTreeListing | undefined;

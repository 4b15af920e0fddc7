import { type WorkTreeListing } from "./work-tree.js";
/** The variables of git's environment that say which repository and index git reads. */
export interface GitVariables {
    GIT_DIR?: string | undefined;
    GIT_INDEX_FILE?: string | undefined;
    GIT_WORK_TREE?: string | undefined;
    GIT_COMMON_DIR?: string | undefined;
}
/**
 * A listing as stored: `key` names the index and the question, `startedAt` is when the run that
 * asked git began, `files` are paths under the work tree's root (`/`-separated) with the blob git
 * vouched the file holds (null: none) for a file that was on the disk, and nothing more for one
 * git tracks that was not.
 */
export interface StoredListing {
    key: string;
    startedAt: number;
    files: ([string, string | null] | [string])[];
}
/**
 * What names git's answer for `directory` (absolute) of the work tree at `root`: the index's
 * checksum and the question. Undefined when git must be asked (see the head of this file).
 */
export declare function listingKey(root: string, directory: string, variables: GitVariables): string | undefined;
/** git's answer as the run after it keeps it, or undefined when it cannot be kept (a sparse checkout). */
export declare function storeListing(root: string, listing: WorkTreeListing, key: string, startedAt: number): StoredListing | undefined;
/** The listing git would give now, from `stored` (unchecked JSON), or undefined when git must be asked. */
export declare function replayListing(root: string, stored: unknown, key: string): WorkTreeListing | undefined;

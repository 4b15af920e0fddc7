import { type Stats } from "node:fs";
import { type WorkTreeListing } from "./work-tree.js";
/** The variables of git's environment that say which repository and index git reads. */
export interface GitVariables {
    GIT_DIR?: string | undefined;
    GIT_INDEX_FILE?: string | undefined;
    GIT_WORK_TREE?: string | undefined;
    GIT_COMMON_DIR?: string | undefined;
}
/**
 * The files under `directory` (absolute) of the work tree at `root` that git tracks, whose names
 * end in one of `endings`, and the blob each holds when git's record vouches for it: what
 * `git ls-files --cached --deleted -s --modified` answers (work-tree.ts), with the checksum of the
 * index it was read from; undefined when git must be asked (see the head of this file).
 */
export declare function indexListing(root: string, directory: string, endings: readonly string[], variables: GitVariables): {
    listing: WorkTreeListing;
    checksum: string;
} | undefined;
/**
 * A tracked file's `lstat`, as git looks at it: null when it is not on the disk (a directory on the
 * way that became a file counts as deleted too, as git counts it), undefined when the look fails
 * otherwise (then git should be asked).
 */
export declare function lookAt(file: string): Stats | null | undefined;
/** The index git would read at `root` (git runs there, so relative variables are read from it). */
export declare function indexFile(root: string, variables: GitVariables): string | undefined;
/** The index's trailing checksum (hex), or undefined when it cannot be read or has none (all zeros). */
export declare function indexChecksum(file: string): string | undefined;

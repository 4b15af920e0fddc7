/** The root of the git work tree holding `directory` (absolute), or null outside one. */
export declare function gitRoot(directory: string): string | null;
/** What git says of the files it lists. */
export interface WorkTreeListing {
    /** The files, as absolute paths. */
    files: string[];
    /**
     * With `blobs: true`, each tracked file whose content git vouches is the blob of its index entry
     * (the file is not modified since it was staged; git checks racily clean entries by content):
     * absolute path -> blob id. A file left out may differ from its blob; read it.
     */
    blobs: Map<string, string>;
    /** Tracked files (absolute) missing from the disk, left out of `files` (project-index-listing.ts keeps them). */
    deleted: string[];
    /** Whether any tracked file is outside a sparse checkout (skip-worktree): left out, whatever the disk holds. */
    sparse: boolean;
}
/**
 * The files under `directory` (absolute, inside the work tree at `root`) that git does not
 * ignore, those whose names end in one of `endings` when given, as absolute paths; files deleted from the disk or outside a sparse checkout are left
 * out. `untracked: false`: only the files git tracks (its index), what a clean checkout of the
 * commit being made holds. `blobs: true`: also which files hold exactly their index entry's blob.
 * Undefined when git cannot answer (not installed, a broken repository): the caller then walks
 * the directory itself. git starts when this is called; the promise settles when it is done.
 */
export declare function workTreeFiles(root: string, directory: string, endings?: readonly string[], { untracked, blobs }?: {
    untracked?: boolean;
    blobs?: boolean;
}): Promise<WorkTreeListing | undefined>;
/**
 * Of `files` (absolute, inside the work tree at `root`), those git neither tracks nor ignores
 * (`git ls-files --others --exclude-standard`, each file a literal pathspec), or undefined when
 * git cannot answer.
 */
export declare function untrackedAmong(root: string, files: readonly string[]): Promise<Set<string> | undefined>;
/**
 * git's `/`-separated paths under the work tree's `root` and the absolute paths they name, each
 * way. git writes them already normal, so they are joined as text: no path.join per file.
 */
export declare function gitPaths(root: string): {
    absolute(path: string): string;
    relative(file: string): string;
};

/** The root of the git work tree holding `directory` (absolute), or null outside one. */
export declare function gitRoot(directory: string): string | null;
/**
 * The files under `directory` (absolute, inside the work tree at `root`) that git does not
 * ignore, those whose names end in one of `endings` when given, as absolute paths; files deleted from the disk or outside a sparse checkout are left
 * out. `untracked: false`: only the files git tracks (its index), what a clean checkout of the
 * commit being made holds. Undefined when git cannot answer (not installed, a broken
 * repository): the caller then walks the directory itself.
 */
export declare function workTreeFiles(root: string, directory: string, endings?: readonly string[], { untracked }?: {
    untracked?: boolean;
}): string[] | undefined;

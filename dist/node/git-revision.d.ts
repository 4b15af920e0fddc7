/** A revision git does not know, or a directory that is not in a git repository: said as git says it. */
export declare class RevisionError extends Error {
    name: string;
}
/** The root of the work tree holding `cwd` (git's own answer), or a RevisionError. */
export declare function workTreeRoot(cwd: string): Promise<string>;
/** The commit a revision names (`HEAD`, a branch, a tag, a sha, `main~2`), or a RevisionError saying why not. */
export declare function resolveRevision(root: string, revision: string): Promise<string>;
/**
 * Writes the audience and config files `commit` tracks under `into` (at their paths in the
 * repository) and makes `into` a repository whose index lists them. Returns their paths.
 */
export declare function writeRevision(root: string, commit: string, into: string): Promise<string[]>;
/**
 * The files git finds renamed (or moved) from `base` to `head` (a commit, or the working tree when
 * null), by its rename detection: old path -> new path, both relative to the repository's root.
 */
export declare function renamedFiles(root: string, base: string, head: string | null): Promise<Map<string, string>>;

/**
 * The entries of an index file, in git's order (by path, then stage). Each entry's fields are read
 * from the file's bytes when asked: a project's index holds thousands, and a lint asks for the
 * paths of all of them but for the rest only of the few under the project that end as audience
 * files do (an object of twelve fields each made the run collect garbage once more).
 */
export declare class GitIndex {
    /** Each entry's path under the work tree's root, `/`-separated. */
    readonly paths: readonly string[];
    private readonly starts;
    private readonly extendedFlags;
    private readonly bytes;
    private readonly view;
    private readonly hashLength;
    private constructor();
    /** The entries of an index file's `bytes`, or undefined when this reader cannot answer for them (see the head of this file). */
    static read(bytes: Buffer): GitIndex | undefined;
    /** The blob id (hex) of entry `i`. */
    blob(i: number): string;
    /** git's mode: 0o100644, 0o100755, 0o120000 (a symbolic link) or 0o160000 (a submodule). */
    mode(i: number): number;
    /** 0 for a merged entry; 1 to 3 for the sides of a conflict. */
    stage(i: number): number;
    /** Outside a sparse checkout: git leaves the file alone, whatever the disk holds. */
    skipWorktree(i: number): boolean;
    /** `git add -N`: tracked, with no content staged yet. */
    intentToAdd(i: number): boolean;
    /**
     * The stat data git recorded when it last saw entry `i`'s file hold its blob: the times in
     * milliseconds as Node computes them from seconds and nanoseconds (so equal times compare
     * equal), the rest truncated to 32 bits as git keeps them.
     */
    recorded(i: number): {
        ctimeMs: number;
        mtimeMs: number;
        ino: number;
        uid: number;
        gid: number;
        size: number;
    };
}

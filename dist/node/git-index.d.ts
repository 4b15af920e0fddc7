/**
 * The entries of an index file, in git's order (by path, then stage), or those of them whose paths
 * end in one of the endings asked for. Only their paths are made strings as the file is read
 * (a monorepo's index holds hundreds of thousands, a few of them audience files); each entry's
 * other fields are read from the file's bytes when asked (an object of twelve fields each made
 * a lint collect garbage once more).
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
    /**
     * The entries of an index file's `bytes` (with `endings`, those whose paths end in one of them),
     * or undefined when this reader cannot answer for them (see the head of this file).
     */
    static read(bytes: Buffer, endings?: readonly string[]): GitIndex | undefined;
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

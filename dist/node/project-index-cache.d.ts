import type { AudienceIdentity } from "../audience/identity.js";
/** Where the cache of a project goes unless a location is given. */
export declare function defaultCacheLocation(root: string): string;
/** The cache file of one project root in a cache directory (several projects may share one). */
export declare function cacheFileOf(root: string, location: string): string;
export declare class ProjectIndexCache {
    private readonly file;
    private readonly root;
    /** The stored entries by path, each checked only when its file asks for it (see readStored). */
    private readonly previous;
    private readonly previousStartedAt;
    private readonly next;
    private changed;
    /** When this run began reading: entries it writes are trusted only for files older than this. */
    private readonly startedAt;
    private constructor();
    /** The cache of `root` (absolute) in `location` (default: under the root's node_modules), or an empty one. */
    static open(root: string, location?: string): ProjectIndexCache;
    /**
     * The identities of `file` (absolute): from the cache when the file is unchanged, else from
     * `read` (undefined: the file cannot be read, and nothing is kept). `blob`: the id of the blob
     * git vouches the file holds, if it does; then the entry is keyed by it and no `stat` is made.
     */
    identities(file: string, read: () => AudienceIdentity[] | undefined, blob?: string): AudienceIdentity[] | undefined;
    private reuse;
    private keep;
    /** Writes the cache when this run learned something new or a file left the project; quietly not where it may not. */
    save(): void;
}

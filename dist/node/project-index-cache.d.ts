import type { AudienceIdentity } from "../audience/identity.js";
import type { KnownListings } from "./discover.js";
import { type GitVariables } from "./project-index-listing.js";
/** Where the cache of a project goes unless a location is given. */
export declare function defaultCacheLocation(root: string): string;
/** The cache file of one project root in a cache directory (several projects may share one). */
export declare function cacheFileOf(root: string, location: string): string;
export declare class ProjectIndexCache {
    private readonly file;
    private readonly root;
    /** The stored records, each checked only when its file asks for it (see StoredRecords). */
    private readonly previous;
    private readonly previousStartedAt;
    /** The header of the listing the last run kept (unchecked: replayListing checks it with the records). */
    private readonly storedListing;
    /** The entries this run made, by the file's absolute path. */
    private readonly next;
    /** The stored records this run trusted, kept as they are, by the file's absolute path. */
    private readonly reused;
    private changed;
    /** git's listing as this run learned it, to be written; undefined: keep the stored one. */
    private learnedListing;
    /** When this run began reading: entries it writes are trusted only for files older than this. */
    private readonly startedAt;
    private constructor();
    /** The cache of `root` (absolute) in `location` (default: under the root's node_modules), or an empty one. */
    static open(root: string, location?: string): ProjectIndexCache;
    /**
     * git's listings of this project, kept between runs while git's index is unchanged
     * (project-index-listing.ts): `variables` are git's environment variables, as the CLI hands them down.
     */
    listings(variables: GitVariables): KnownListings;
    private learn;
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

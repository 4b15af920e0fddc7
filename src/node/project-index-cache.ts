// The project index's cache: who each audience file of a project says it is (name, id, alias),
// kept between runs so a pre-commit hook reads and parses only the files that changed since the
// last run, not the whole project every time (ESLint's `--cache` and Ruff's cache do the same).
//
// One JSON file per project root, by default in `<root>/node_modules/.cache/pql-audience/`
// (`--cache-location DIR` puts it in DIR), with a `.gitignore` of `*` beside it so the cache never
// shows in `git status`. An entry is keyed by the file's content when git vouches for it: a
// tracked file that git says holds exactly its staged blob (work-tree.ts) is known by the blob's
// id, and needs no `stat` (a thousand of them were a fifth of a one-file lint in a 1,000-file
// project). Any other file is keyed by its size and modification time, and trusted only when that
// time is at least two seconds older than the run that wrote the entry: a file changed again
// within the same clock tick (coarse file-system timestamps) with the same size is read again
// rather than trusted (git's "racily clean" rule). The file is written whole
// to a temporary file and renamed (cache-write.ts), so two runs that race both finish and the last one wins; a
// file that is not valid JSON, not in this shape, or from another version is ignored and rebuilt,
// and an entry not in its shape counts as none (its file is read, and the entry rewritten).
// The same file keeps git's listing of the project (`listing`), so that a run while git's index
// is unchanged asks no git at all: project-index-listing.ts says when it is trusted.
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AudienceIdentity } from "../audience/identity.js";
import { readJsonCache, shortName, writeCache } from "./cache-write.js";
import type { KnownListings } from "./discover.js";
import { type GitVariables, listingKey, replayListing, type StoredListing, storeListing } from "./project-index-listing.js";

// The tool's version, written into the bundle at build time (as src/cli/version.ts reads it): a
// cache written by another version is rebuilt, since what an identity holds may have changed.
declare const __PQL_AUDIENCE_VERSION__: string | undefined;
const CACHE_VERSION = `${typeof __PQL_AUDIENCE_VERSION__ === "string" ? __PQL_AUDIENCE_VERSION__ : "0.0.0-dev"}/2`;
const FORMAT = "pql-audience project index";
/** How much older than the run that read it a file must be for its entry to be trusted. */
const RACY_MS = 2000;

/** Where the cache of a project goes unless a location is given. */
export function defaultCacheLocation(root: string): string {
  return join(root, "node_modules", ".cache", "pql-audience");
}

/** The cache file of one project root in a cache directory (several projects may share one). */
export function cacheFileOf(root: string, location: string): string {
  return join(location, `project-index-${shortName(root)}.json`);
}

type StoredIdentity = [AudienceIdentity["kind"], string, string | null, string | null];
/** [size, mtimeMs, identities] for a file keyed by its stat, [blob id, identities] for one git vouched for; identities as [kind, name, id, alias] (null for none). */
type Entry = [number, number, StoredIdentity[]] | [string, StoredIdentity[]];

export class ProjectIndexCache {
  private readonly next = new Map<string, Entry>();
  private changed = false;
  /** git's listing as this run learned it, to be written; undefined: keep the stored one. */
  private learnedListing: StoredListing | undefined;
  /** When this run began reading: entries it writes are trusted only for files older than this. */
  private readonly startedAt = Date.now();

  private constructor(
    private readonly file: string,
    private readonly root: string,
    /** The stored entries by path, each checked only when its file asks for it (see readStored). */
    private readonly previous: StoredEntries,
    private readonly previousStartedAt: number,
    /** The listing the last run kept (unchecked: replayListing checks it as it reads it). */
    private readonly storedListing: unknown,
  ) {}

  /** The cache of `root` (absolute) in `location` (default: under the root's node_modules), or an empty one. */
  static open(root: string, location?: string): ProjectIndexCache {
    const file = cacheFileOf(root, location ?? defaultCacheLocation(root));
    const stored = readStored(file, root);
    return new ProjectIndexCache(file, root, stored?.entries ?? new StoredEntries({}), stored?.startedAt ?? 0, stored?.listing);
  }

  /**
   * git's listings of this project, kept between runs (project-index-listing.ts): `variables`
   * are git's environment variables, as the CLI hands them down.
   */
  listings(variables: GitVariables): KnownListings {
    const keys = new Map<string, string | undefined>();
    const keyOf = (root: string, directory: string) => {
      const at = `${root}\0${directory}`;
      if (!keys.has(at)) keys.set(at, listingKey(root, directory, variables));
      return keys.get(at);
    };
    return {
      recall: (root, directory) => {
        const key = keyOf(root, directory);
        return key === undefined ? undefined : replayListing(root, this.storedListing, key);
      },
      learn: (root, directory, listing) => {
        const key = keyOf(root, directory);
        // The index asked again: one that changed while git read it names another answer.
        if (key === undefined || listingKey(root, directory, variables) !== key) return;
        this.learnedListing = storeListing(root, listing, key, this.startedAt);
        if (this.learnedListing) this.changed = true;
      },
    };
  }

  /**
   * The identities of `file` (absolute): from the cache when the file is unchanged, else from
   * `read` (undefined: the file cannot be read, and nothing is kept). `blob`: the id of the blob
   * git vouches the file holds, if it does; then the entry is keyed by it and no `stat` is made.
   */
  identities(file: string, read: () => AudienceIdentity[] | undefined, blob?: string): AudienceIdentity[] | undefined {
    const old = this.previous.get(file);
    if (blob !== undefined) {
      if (old?.length === 2 && old[0] === blob) return this.reuse(file, old, old[1]);
      const identities = read();
      if (identities !== undefined) this.keep(file, [blob, stored(identities)]);
      return identities;
    }
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats && old?.length === 3 && old[0] === stats.size && old[1] === stats.mtimeMs && stats.mtimeMs < this.previousStartedAt - RACY_MS)
      return this.reuse(file, old, old[2]);
    const identities = read();
    if (identities === undefined || !stats) return identities;
    this.keep(file, [stats.size, stats.mtimeMs, stored(identities)]);
    return identities;
  }

  private reuse(file: string, entry: Entry, identities: StoredIdentity[]): AudienceIdentity[] {
    this.next.set(file, entry);
    return identities.map(([kind, name, id, alias]) => ({ kind, name, id: id ?? undefined, alias: alias ?? undefined }));
  }

  private keep(file: string, entry: Entry): void {
    this.changed = true;
    this.next.set(file, entry);
  }

  /** Writes the cache when this run learned something new or a file left the project; quietly not where it may not. */
  save(): void {
    if (!this.changed && this.next.size === this.previous.size()) return;
    const files: Record<string, Entry> = {};
    for (const [file, entry] of this.next) files[file] = entry;
    const listing = this.learnedListing ?? this.storedListing;
    const text = JSON.stringify({ format: FORMAT, version: CACHE_VERSION, root: this.root, startedAt: this.startedAt, files, listing });
    writeCache(this.file, (temporary) => writeFileSync(temporary, text));
  }
}

/**
 * The entries of a cache file, as JSON.parse made them: a run looks up the few hundred or thousand
 * it needs by path, and checks each as it takes it (a malformed one counts as no entry, and is
 * replaced), rather than copying and checking them all first (1.5 ms of a 1,000-file project).
 */
class StoredEntries {
  constructor(private readonly files: Record<string, unknown>) {}

  get(file: string): Entry | undefined {
    const entry = Object.hasOwn(this.files, file) ? this.files[file] : undefined;
    return isEntry(entry) ? entry : undefined;
  }

  size(): number {
    return Object.keys(this.files).length;
  }
}

/** The stored entries, or undefined for a missing, corrupt or foreign file (then it is rebuilt). */
function readStored(file: string, root: string): { entries: StoredEntries; startedAt: number; listing: unknown } | undefined {
  const data = readJsonCache(file);
  if (data === undefined) return undefined;
  const { format, version, root: storedRoot, startedAt, files, listing } = data;
  if (format !== FORMAT || version !== CACHE_VERSION || storedRoot !== root || typeof startedAt !== "number") return undefined;
  if (typeof files !== "object" || files === null || Array.isArray(files)) return undefined;
  return { entries: new StoredEntries(files as Record<string, unknown>), startedAt, listing };
}

const KINDS = new Set(["json", "yaml", "pql"]);
const optionalString = (x: unknown) => x === null || typeof x === "string";

function isEntry(x: unknown): x is Entry {
  if (!Array.isArray(x)) return false;
  const byStat = x.length === 3 && typeof x[0] === "number" && typeof x[1] === "number";
  const byBlob = x.length === 2 && typeof x[0] === "string";
  const identities: unknown = x[x.length - 1];
  if (!(byStat || byBlob) || !Array.isArray(identities)) return false;
  return identities.every(
    (i: unknown) =>
      Array.isArray(i) && i.length === 4 && KINDS.has(i[0]) && typeof i[1] === "string" && optionalString(i[2]) && optionalString(i[3]),
  );
}

function stored(identities: AudienceIdentity[]): StoredIdentity[] {
  return identities.map((i) => [i.kind, i.name, i.id ?? null, i.alias ?? null]);
}

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
// The same file keeps git's listing of the project (`git ls-files`' answer), so that a run while
// git's index is unchanged runs no git: project-index-listing.ts says when it is trusted.
//
// The file holds one record per file, an array: its path under the root (`/`-separated), what
// the kept listing says of it (a blob id, null or false: project-index-listing.ts; 0 when the
// listing does not hold it), the key of its identities (true: the listed blob; another blob id;
// its size then its modification time; null: none kept), then its identities, four values each
// (kind, name, id, alias; null for none). Records, not an object keyed by path with the listing
// beside it: a hook's run reads the whole file, and an array per record is what JSON.parse makes
// fastest (no key strings per file, one map built only for the records a run looks up).
import { statSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import type { AudienceIdentity } from "../audience/identity.js";
import { readJsonCache, shortName, writeCache } from "./cache-write.js";
import type { KnownListings } from "./discover.js";
import {
  type GitVariables,
  type Listed,
  listedOf,
  listingKey,
  replayListing,
  type StoredListing,
  storeListing,
} from "./project-index-listing.js";
import { gitPaths } from "./work-tree.js";

// The tool's version, written into the bundle at build time (as src/cli/version.ts reads it): a
// cache written by another version is rebuilt, since what an identity holds may have changed.
declare const __PQL_AUDIENCE_VERSION__: string | undefined;
const CACHE_VERSION = `${typeof __PQL_AUDIENCE_VERSION__ === "string" ? __PQL_AUDIENCE_VERSION__ : "0.0.0-dev"}/3`;
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

/** A file's identities as kept: [kind, name, id, alias] each, null for none. */
type StoredIdentity = [AudienceIdentity["kind"], string, string | null, string | null];
/** [size, mtimeMs, identities] for a file keyed by its stat, [blob id, identities] for one git vouched for. */
type Entry = [number, number, StoredIdentity[]] | [string, StoredIdentity[]];

export class ProjectIndexCache {
  /** The entries this run made, by the file's absolute path. */
  private readonly next = new Map<string, Entry>();
  /** The stored records this run trusted, kept as they are, by the file's absolute path. */
  private readonly reused = new Map<string, unknown[]>();
  private changed = false;
  /** git's listing as this run learned it, to be written; undefined: keep the stored one. */
  private learnedListing: StoredListing | undefined;
  /** When this run began reading: entries it writes are trusted only for files older than this. */
  private readonly startedAt = Date.now();

  private constructor(
    private readonly file: string,
    private readonly root: string,
    /** The stored records, each checked only when its file asks for it (see StoredRecords). */
    private readonly previous: StoredRecords,
    private readonly previousStartedAt: number,
    /** The header of the listing the last run kept (unchecked: replayListing checks it with the records). */
    private readonly storedListing: unknown,
  ) {}

  /** The cache of `root` (absolute) in `location` (default: under the root's node_modules), or an empty one. */
  static open(root: string, location?: string): ProjectIndexCache {
    const file = cacheFileOf(root, location ?? defaultCacheLocation(root));
    const stored = readStored(file, root);
    return new ProjectIndexCache(file, root, stored?.records ?? new StoredRecords(root, []), stored?.startedAt ?? 0, stored?.listing);
  }

  /**
   * git's listings of this project, kept between runs while git's index is unchanged
   * (project-index-listing.ts): `variables` are git's environment variables, as the CLI hands them down.
   */
  listings(variables: GitVariables): KnownListings {
    const keys = new Map<string, string | undefined>();
    const keyAt = (root: string, directory: string) => {
      const at = `${root}\0${directory}`;
      if (!keys.has(at)) keys.set(at, listingKey(root, directory, variables));
      return keys.get(at);
    };
    return {
      recall: (root, directory) => {
        const key = keyAt(root, directory);
        return key === undefined ? undefined : replayListing(root, this.storedListing, this.previous.records, key);
      },
      learn: (root, directory, listing) => {
        const key = keyAt(root, directory);
        // The index asked again: one that changed while git read it names another answer.
        if (key === undefined || listingKey(root, directory, variables) !== key) return;
        this.learn(storeListing(root, listing, key, this.startedAt));
      },
    };
  }

  private learn(listing: StoredListing | undefined): void {
    this.learnedListing = listing;
    if (listing) this.changed = true;
  }

  /**
   * The identities of `file` (absolute): from the cache when the file is unchanged, else from
   * `read` (undefined: the file cannot be read, and nothing is kept). `blob`: the id of the blob
   * git vouches the file holds, if it does; then the entry is keyed by it and no `stat` is made.
   */
  identities(file: string, read: () => AudienceIdentity[] | undefined, blob?: string): AudienceIdentity[] | undefined {
    const old = this.previous.get(file);
    if (blob !== undefined) {
      const kept = old && blobOf(old) === blob ? identitiesOf(old, 3) : undefined;
      if (kept) return this.reuse(file, old!, kept);
      const identities = read();
      if (identities !== undefined) this.keep(file, [blob, stored(identities)]);
      return identities;
    }
    const stats = statSync(file, { throwIfNoEntry: false });
    const trusted = stats && old?.[2] === stats.size && old[3] === stats.mtimeMs && stats.mtimeMs < this.previousStartedAt - RACY_MS;
    const kept = trusted ? identitiesOf(old!, 4) : undefined;
    if (kept) return this.reuse(file, old!, kept);
    const identities = read();
    if (identities === undefined || !stats) return identities;
    this.keep(file, [stats.size, stats.mtimeMs, stored(identities)]);
    return identities;
  }

  private reuse(file: string, record: unknown[], identities: AudienceIdentity[]): AudienceIdentity[] {
    this.reused.set(file, record);
    return identities;
  }

  private keep(file: string, entry: Entry): void {
    this.changed = true;
    this.next.set(file, entry);
  }

  /** Writes the cache when this run learned something new or a file left the project; quietly not where it may not. */
  save(): void {
    if (!this.changed && this.reused.size === this.previous.entries()) return;
    const { relative } = gitPaths(this.root);
    const listing = this.learnedListing ?? this.previous.listing(this.storedListing);
    // Every file the listing holds, then every file with an entry, each once, in path order.
    const records = new Map<string, { listed: Listed | 0; entry?: Entry }>();
    for (const [rel, listed] of listing?.files ?? []) records.set(rel, { listed });
    const entries = [...this.next];
    for (const [file, record] of this.reused) entries.push([file, entryOf(record)]);
    for (const [file, entry] of entries) {
      const rel = relative(file);
      const record = records.get(rel);
      if (record) record.entry = entry;
      else records.set(rel, { listed: 0, entry });
    }
    const files = [...records.keys()].sort().map((rel) => {
      const { listed, entry } = records.get(rel)!;
      return [rel, listed, ...storedKey(entry, listed), ...((entry?.at(-1) as StoredIdentity[] | undefined)?.flat() ?? [])];
    });
    const header = listing ? { key: listing.key, startedAt: listing.startedAt, files: listing.files.size } : null;
    const text = JSON.stringify({
      format: FORMAT,
      version: CACHE_VERSION,
      root: this.root,
      startedAt: this.startedAt,
      listing: header,
      files,
    });
    writeCache(this.file, (temporary) => writeFileSync(temporary, text));
  }
}

/** How a record names the key of its entry (see the head of this file). */
function storedKey(entry: Entry | undefined, listed: Listed | 0): (string | number | boolean | null)[] {
  if (!entry) return [null];
  if (entry.length === 3) return [entry[0], entry[1]];
  return [entry[0] === listed ? true : entry[0]];
}

/**
 * The records of a cache file, as JSON.parse made them: a run looks up the few hundred or thousand
 * it needs by path, and checks each as it takes it (a malformed one counts as no entry, and is
 * replaced), rather than copying and checking them all first.
 */
class StoredRecords {
  private byPath: Map<string, unknown[]> | undefined;
  private readonly root: string;
  private readonly relative: (file: string) => string;

  constructor(
    root: string,
    readonly records: readonly unknown[],
  ) {
    this.root = root.endsWith(sep) ? root : root + sep;
    this.relative = gitPaths(root).relative;
  }

  /** The record of `file` (absolute), unchecked. */
  get(file: string): unknown[] | undefined {
    return file.startsWith(this.root) ? this.index().get(this.relative(file)) : undefined;
  }

  /** How many records hold an entry (a file that leaves the project is then seen by save()). */
  entries(): number {
    let count = 0;
    for (const record of this.records) if (Array.isArray(record) && record.length >= 3 && record[2] !== null) count++;
    return count;
  }

  /** The kept listing, whole, for a run that writes the cache without asking git; undefined when it is not in its shape. */
  listing(header: unknown): StoredListing | undefined {
    if (typeof header !== "object" || header === null) return undefined;
    const { key, startedAt } = header as Record<string, unknown>;
    if (typeof key !== "string" || typeof startedAt !== "number") return undefined;
    const files = new Map<string, Listed>();
    for (const record of this.records) {
      const listed = listedOf(record);
      if (listed === undefined) return undefined;
      if (listed !== 0) files.set((record as unknown[])[0] as string, listed);
    }
    return { key, startedAt, files };
  }

  private index(): Map<string, unknown[]> {
    if (!this.byPath) {
      this.byPath = new Map();
      for (const record of this.records) if (Array.isArray(record) && typeof record[0] === "string") this.byPath.set(record[0], record);
    }
    return this.byPath;
  }
}

/** The stored records, or undefined for a missing, corrupt or foreign file (then it is rebuilt). */
function readStored(file: string, root: string): { records: StoredRecords; startedAt: number; listing: unknown } | undefined {
  const data = readJsonCache(file);
  if (data === undefined) return undefined;
  const { format, version, root: storedRoot, startedAt, files, listing } = data;
  if (format !== FORMAT || version !== CACHE_VERSION || storedRoot !== root || typeof startedAt !== "number") return undefined;
  if (!Array.isArray(files)) return undefined;
  return { records: new StoredRecords(root, files), startedAt, listing };
}

const KINDS = new Set(["json", "yaml", "pql"]);
const optionalString = (x: unknown) => x === null || typeof x === "string";

/** The blob a record's identities are keyed by, if they are. */
function blobOf(record: readonly unknown[]): string | undefined {
  const key = record[2];
  if (key === true) return typeof record[1] === "string" ? record[1] : undefined;
  return typeof key === "string" ? key : undefined;
}

/** A record's identities, from its value at `from` on (3 after a blob, 4 after a size and a time), or undefined when they are not in their shape. */
function identitiesOf(record: readonly unknown[], from: number): AudienceIdentity[] | undefined {
  if ((record.length - from) % 4 !== 0) return undefined;
  const identities: AudienceIdentity[] = [];
  for (let i = from; i < record.length; i += 4) {
    const kind = record[i];
    const name = record[i + 1];
    const id = record[i + 2];
    const alias = record[i + 3];
    if (!KINDS.has(kind as string) || typeof name !== "string" || !optionalString(id) || !optionalString(alias)) return undefined;
    identities.push({
      kind: kind as AudienceIdentity["kind"],
      name,
      id: (id as string | null) ?? undefined,
      alias: (alias as string | null) ?? undefined,
    });
  }
  return identities;
}

/** A record identities() trusted, as the entry save() writes again. */
function entryOf(record: readonly unknown[]): Entry {
  const blob = blobOf(record);
  if (blob !== undefined) return [blob, stored(identitiesOf(record, 3)!)];
  return [record[2] as number, record[3] as number, stored(identitiesOf(record, 4)!)];
}

function stored(identities: AudienceIdentity[]): StoredIdentity[] {
  return identities.map((i) => [i.kind, i.name, i.id ?? null, i.alias ?? null]);
}

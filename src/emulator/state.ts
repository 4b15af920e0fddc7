// Everything the emulator remembers, as one JSON-serialisable record, so `--data DIR` can keep it
// across restarts (journal.ts: a snapshot and a journal of each request's changes). Other route
// modules keep their own data in a named bucket: `state.bucket("quota", () => initialQuota)`
// returns a live object that is saved with the rest; call `state.changed(["buckets", "quota"])`
// (the path that changed) after mutating it, or `state.append(path, items)` to add to a list.
import { createHash, randomUUID } from "node:crypto";
import { DataFiles, EmulatorStateError } from "./journal.js";
import { prototypeKeyMessage, prototypeKeyPath, setOwn } from "./prototype-keys.js";
import { StateBytes } from "./state-bytes.js";
import { type AppendOptions, appendBounded, applyOp, isWithin, type JournalOp, type StatePath, valueAt } from "./state-ops.js";

export type Json = Record<string, unknown>;

/** A stored segment definition: exactly what GET returns. Always has `id`, `name`, `imsOrgId`, `sandbox`. */
export type StoredSegment = Json & { id: string; name: string; imsOrgId: string; sandbox: SandboxInfo; creationTime: number };

export interface SandboxInfo {
  sandboxId: string;
  sandboxName: string;
  type: "production" | "development";
  default: boolean;
}

export interface MergePolicy extends Json {
  id: string;
  name: string;
  isActiveOnEdge: boolean;
  default: boolean;
}

export interface IssuedToken {
  /** sha256 of the token: the file never holds a usable token. */
  hash: string;
  clientId: string;
  expiresAt: number;
  revoked?: boolean;
}

export interface EmulatorData {
  version: 1;
  segments: StoredSegment[];
  mergePolicies: MergePolicy[];
  tokens: IssuedToken[];
  /** Buckets owned by other route modules (quota, flows, ...). */
  buckets: Record<string, unknown>;
}

/** What a seed file may hold: merge policies and ready definitions. */
export interface EmulatorSeed {
  mergePolicies?: MergePolicy[];
  /** Definitions as GET returns them; id, org, sandbox and timestamps may be left out. */
  segments?: Json[];
}

export const DEFAULT_MERGE_POLICIES: MergePolicy[] = [
  {
    id: "a1b2c3d4-0000-4000-8000-00000000ed9e",
    name: "Default timebased (edge)",
    imsOrgId: "",
    schema: { name: "_xdm.context.profile" },
    version: 1,
    identityGraph: { type: "pdg" },
    attributeMerge: { type: "timestampOrdered" },
    isActiveOnEdge: true,
    default: true,
    updateEpoch: 1_700_000_000,
  },
  {
    id: "a1b2c3d4-0000-4000-8000-0000000ba7c4",
    name: "Dataset precedence (batch)",
    imsOrgId: "",
    schema: { name: "_xdm.context.profile" },
    version: 1,
    identityGraph: { type: "none" },
    attributeMerge: { type: "dataSetPrecedence", order: [] },
    isActiveOnEdge: false,
    default: false,
    updateEpoch: 1_700_000_000,
  },
];

export { EmulatorStateError, JOURNAL_FILE, STATE_FILE } from "./journal.js";

/** Tokens kept: the newest, so a flood of token requests cannot grow the state without end. */
export const MAX_TOKENS = 10_000;

export class EmulatorState {
  data: EmulatorData;
  /** What loading the state found worth saying (a torn last journal line that was ignored). */
  readonly notices: string[] = [];
  readonly #files: DataFiles | undefined;
  /** Paths changed by the request being handled; their values are journaled when it is saved. */
  #changed: StatePath[] = [];
  #appends: JournalOp[] = [];
  /** Something changed that has no path (a route of another module): write a snapshot. */
  #whole = false;
  #seq = 0;
  readonly #bytes = new StateBytes();

  constructor(options: { dataDir?: string; seed?: EmulatorSeed } = {}) {
    const seedKey = prototypeKeyPath(options.seed);
    if (seedKey !== undefined) throw new EmulatorStateError(prototypeKeyMessage("the seed", seedKey));
    this.#files = options.dataDir ? new DataFiles(options.dataDir) : undefined;
    const stored = this.#files?.read();
    this.data = stored?.snapshot ? completeData(stored.snapshot) : this.#initial(options.seed);
    if (stored) {
      this.#seq = typeof stored.snapshot?.journalSeq === "number" ? stored.snapshot.journalSeq : 0;
      for (const entry of stored.entries) {
        for (const op of entry.ops) applyOp(this.data as unknown as Record<string, unknown>, op);
        this.#seq = entry.seq;
      }
      this.notices.push(...stored.notices);
      // Compacted at start-up: the journal starts empty, and a torn last line is gone for good.
      this.#whole = true;
    }
    this.#bytes.measureAll(this.data as unknown as Record<string, unknown>);
  }

  #initial(seed: EmulatorSeed | undefined): EmulatorData {
    return {
      version: 1,
      segments: (seed?.segments ?? []).map((s) => this.#fromSeed(s)),
      mergePolicies: structuredClone(seed?.mergePolicies ?? DEFAULT_MERGE_POLICIES),
      tokens: [],
      buckets: {},
    };
  }

  /**
   * Fills what a hand-written seed may leave out: id, timestamps, sandbox (a name, default
   * `prod`), org ("" = every org), profileInstanceId and dataGovernancePolicy.
   */
  #fromSeed(seed: Json): StoredSegment {
    const s = structuredClone(seed);
    const now = Date.now();
    const sandbox = s.sandbox;
    const creationTime = typeof s.creationTime === "number" ? s.creationTime : now;
    return {
      ...s,
      id: typeof s.id === "string" ? s.id : randomUUID(),
      name: String(s.name ?? ""),
      imsOrgId: typeof s.imsOrgId === "string" ? s.imsOrgId : "",
      sandbox:
        typeof sandbox === "object" && sandbox !== null
          ? (sandbox as SandboxInfo)
          : this.sandbox(typeof sandbox === "string" ? sandbox : "prod"),
      profileInstanceId: s.profileInstanceId ?? "ups",
      dataGovernancePolicy: s.dataGovernancePolicy ?? { excludeOptOut: true },
      creationTime,
      updateTime: typeof s.updateTime === "number" ? s.updateTime : creationTime,
      updateEpoch: typeof s.updateEpoch === "number" ? s.updateEpoch : Math.floor(creationTime / 1000),
    };
  }

  /** Where state is saved (the snapshot), or undefined when it lives in memory only. */
  get file(): string | undefined {
    return this.#files?.snapshotFile;
  }

  /**
   * Marks what changed; the server saves it once the request is handled. Give the paths that
   * changed (`["segments"]`, `["buckets", "profiles", "profiles", key]`): each is journaled with
   * its value at the end of the request, or deleted when it is gone. Without a path the whole
   * state is written (a snapshot): right for a rare change, slow for one on every request.
   */
  changed(...paths: StatePath[]): void {
    if (paths.length === 0) this.#whole = true;
    else this.#changed.push(...paths);
  }

  /** Appends to the list at `path` (ordered and trimmed as asked) and journals just the new items. */
  append(path: StatePath, values: unknown[], options: AppendOptions = {}): void {
    let list = valueAt(this.data, path);
    if (!Array.isArray(list)) {
      applyOp(this.data as unknown as Record<string, unknown>, { set: path, value: [] });
      list = valueAt(this.data, path);
    }
    appendBounded(list as unknown[], values, options);
    this.#appends.push({ append: path, values, ...options });
  }

  /**
   * A named, persisted bucket for a route module's own data. `bytes`, for a bucket of many
   * entries, counts its size incrementally (state-bytes.ts); otherwise a change re-measures it.
   */
  bucket<T>(name: string, init: () => T, bytes?: (bucket: T) => number): T {
    if (!Object.hasOwn(this.data.buckets, name)) {
      setOwn(this.data.buckets, name, init());
      this.changed(["buckets", name]);
    }
    const bucket = this.data.buckets[name] as T;
    if (bytes && !this.#bytes.hasMeter(name)) this.#bytes.meter(name, () => bytes(bucket));
    return bucket;
  }

  /** Bytes of everything kept, as UTF-8 JSON, as of the last saved request (--max-store-bytes bounds it). */
  get bytes(): number {
    return this.#bytes.total;
  }

  /**
   * Persists what the request changed: one journal line (a single write, before the answer is
   * sent), or a snapshot when the whole state changed or the journal has grown past its ratio.
   */
  save(): void {
    const changed = this.#changed;
    const appends = this.#appends;
    const whole = this.#whole;
    this.#changed = [];
    this.#appends = [];
    this.#whole = false;
    const data = this.data as unknown as Record<string, unknown>;
    if (whole) this.#bytes.measureAll(data);
    else this.#bytes.measure(data, [...changed, ...appends.flatMap((op) => ("append" in op ? [op.append] : []))]);
    if (!this.#files) return;
    if (whole) return this.compact();
    const ops = journalOps(this.data, changed, appends);
    if (ops.length === 0) return;
    if (this.#files.append({ seq: ++this.#seq, ops })) this.compact();
  }

  /** Folds everything into the snapshot and empties the journal. */
  compact(): void {
    this.#files?.compact({ ...this.data, journalSeq: this.#seq });
  }

  /** Releases the journal file (after a last save). */
  close(): void {
    this.save();
    this.#files?.close();
  }

  newId(): string {
    return randomUUID();
  }

  /** Sandboxes exist on first use; `prod` is the default production sandbox. */
  sandbox(name: string): SandboxInfo {
    const production = name === "prod";
    const hex = createHash("sha256").update(`sandbox:${name}`).digest("hex");
    const sandboxId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    return { sandboxId, sandboxName: name, type: production ? "production" : "development", default: production };
  }

  // Tokens -------------------------------------------------------------------------------------

  issueToken(token: string, clientId: string, expiresAt: number): void {
    const now = Date.now();
    // Keep the file small: forget tokens that expired more than a day ago.
    this.data.tokens = this.data.tokens.filter((t) => t.expiresAt > Math.min(now, expiresAt) - 86_400_000);
    this.data.tokens.push({ hash: hashToken(token), clientId, expiresAt });
    if (this.data.tokens.length > MAX_TOKENS) this.data.tokens.splice(0, this.data.tokens.length - MAX_TOKENS);
    this.changed(["tokens"]);
  }

  findToken(token: string): IssuedToken | undefined {
    const hash = hashToken(token);
    return this.data.tokens.find((t) => t.hash === hash);
  }

  /** Makes every issued token invalid (tests use it to force a 401 and a renewal). */
  revokeTokens(): void {
    for (const t of this.data.tokens) t.revoked = true;
    this.changed(["tokens"]);
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A state read back from disk, with what older files may lack. */
function completeData(snapshot: Record<string, unknown>): EmulatorData {
  const { journalSeq: _seq, ...rest } = snapshot;
  const data = rest as unknown as EmulatorData;
  data.mergePolicies ??= structuredClone(DEFAULT_MERGE_POLICIES);
  data.tokens ??= [];
  data.buckets ??= {};
  return data;
}

/**
 * One request's changes as journal operations: each changed path once with its value now (or a
 * delete when it is gone), a path under another changed path left out (the outer value holds
 * it), and appends to lists that are not inside a changed path (otherwise it already holds them).
 */
function journalOps(data: EmulatorData, changed: StatePath[], appends: JournalOp[]): JournalOp[] {
  const distinct = changed.filter((p, i) => changed.findIndex((q) => isWithin(p, q) && isWithin(q, p)) === i);
  const unique = distinct.filter((p) => !distinct.some((q) => q !== p && isWithin(p, q)));
  const ops: JournalOp[] = unique.map((path) => {
    const value = valueAt(data, path);
    return value === undefined ? { delete: path } : { set: path, value };
  });
  for (const op of appends) if ("append" in op && !unique.some((p) => isWithin(op.append, p))) ops.push(op);
  return ops;
}

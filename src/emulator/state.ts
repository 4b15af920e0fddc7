// Everything the emulator remembers, as one JSON-serialisable record, so `--data DIR` can save
// it after every change and load it at the next start. Other route modules keep their own data
// in a named bucket: `state.bucket("quota", () => initialQuota)` returns a live object that is
// saved with the rest; call `state.changed()` after mutating it.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prototypeKeyMessage, prototypeKeyPath } from "./prototype-keys.js";

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

export const STATE_FILE = "emulator-state.json";

export class EmulatorState {
  data: EmulatorData;
  #dirty = false;
  readonly #file: string | undefined;

  constructor(options: { dataDir?: string; seed?: EmulatorSeed } = {}) {
    const seedKey = prototypeKeyPath(options.seed);
    if (seedKey !== undefined) throw new EmulatorStateError(prototypeKeyMessage("the seed", seedKey));
    this.#file = options.dataDir ? join(options.dataDir, STATE_FILE) : undefined;
    const loaded = this.#file ? readState(this.#file) : undefined;
    this.data = loaded ?? {
      version: 1,
      segments: (options.seed?.segments ?? []).map((s) => this.#fromSeed(s)),
      mergePolicies: structuredClone(options.seed?.mergePolicies ?? DEFAULT_MERGE_POLICIES),
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

  /** Where state is saved, or undefined when it lives in memory only. */
  get file(): string | undefined {
    return this.#file;
  }

  /** Marks the state as changed; the server saves it once the request is handled. */
  changed(): void {
    this.#dirty = true;
  }

  /** A named, persisted bucket for a route module's own data. */
  bucket<T>(name: string, init: () => T): T {
    if (!(name in this.data.buckets)) {
      this.data.buckets[name] = init();
      this.changed();
    }
    return this.data.buckets[name] as T;
  }

  /** Writes the state file if anything changed (atomically: temp file then rename). */
  save(): void {
    if (!this.#dirty || !this.#file) {
      this.#dirty = false;
      return;
    }
    mkdirSync(join(this.#file, ".."), { recursive: true });
    const tmp = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(this.data, null, 2)}\n`);
    renameSync(tmp, this.#file);
    this.#dirty = false;
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
    this.changed();
  }

  findToken(token: string): IssuedToken | undefined {
    const hash = hashToken(token);
    return this.data.tokens.find((t) => t.hash === hash);
  }

  /** Makes every issued token invalid (tests use it to force a 401 and a renewal). */
  revokeTokens(): void {
    for (const t of this.data.tokens) t.revoked = true;
    this.changed();
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The state file cannot be used; the message says which file and why. */
export class EmulatorStateError extends Error {
  override name = "EmulatorStateError";
}

function readState(file: string): EmulatorData | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
  let data: EmulatorData;
  try {
    data = JSON.parse(text) as EmulatorData;
  } catch {
    throw new EmulatorStateError(`${file} is not valid JSON; move it away to start afresh`);
  }
  const protoKey = prototypeKeyPath(data);
  if (protoKey !== undefined) throw new EmulatorStateError(prototypeKeyMessage(file, protoKey));
  if (data?.version !== 1 || !Array.isArray(data.segments))
    throw new EmulatorStateError(`${file} is not an emulator state file (version 1)`);
  data.mergePolicies ??= structuredClone(DEFAULT_MERGE_POLICIES);
  data.tokens ??= [];
  data.buckets ??= {};
  return data;
}

// Fault injection, for the client's tests and for users' CI: random 503s and 429s, latency,
// dropped connections, and a script of faults to apply to the next matching requests.
// Scripted faults are used first, in order; random ones only when no scripted fault matched.

export type Fault =
  /** Answer with this status (429 and 503 get a gateway-style body and Retry-After if given). */
  | { kind: "status"; status: number; retryAfter?: string; body?: unknown; headers?: Record<string, string> }
  /**
   * Destroy the socket without answering: after the request was received ("receive", nothing
   * applied) or after the handler ran and the change was saved ("apply").
   */
  | { kind: "drop"; after?: "receive" | "apply" }
  /** Wait before handling (longer than the client's timeout makes a timeout). */
  | { kind: "delay"; ms: number };

export interface ScriptedFault {
  fault: Fault;
  /** Only requests with this method. */
  method?: string;
  /** Only this path; a trailing `*` matches a prefix. */
  path?: string;
  /** How many matching requests get it, default 1. */
  times?: number;
}

export interface FaultOptions {
  /** Share of requests answered 503, 0..1. */
  failRate?: number;
  /** Share of requests answered 429 with Retry-After, 0..1. */
  throttleRate?: number;
  /** Retry-After on random 429s, in seconds (default 1). */
  retryAfterSeconds?: number;
  /** Share of requests whose connection is dropped, 0..1. */
  dropRate?: number;
  /** When random drops happen: before ("receive", default) or after ("apply") the change. */
  dropAfter?: "receive" | "apply";
  /** Added to every request, in ms. */
  latencyMs?: number;
  script?: ScriptedFault[];
  /** Random source in [0, 1); pass a seeded one for reproducible runs. */
  random?: () => number;
  /** Paths that never get random faults (e.g. the IMS token endpoint); prefix match. */
  spare?: string[];
}

export interface FaultStats {
  injected: number;
  byKind: Record<string, number>;
}

export class FaultInjector {
  readonly stats: FaultStats = { injected: 0, byKind: {} };
  readonly #options: FaultOptions;
  readonly #script: (ScriptedFault & { times: number })[];
  readonly #random: () => number;

  constructor(options: FaultOptions = {}) {
    for (const key of ["failRate", "throttleRate", "dropRate"] as const) {
      const v = options[key];
      if (v !== undefined && !(v >= 0 && v <= 1)) throw new RangeError(`${key} must be between 0 and 1`);
    }
    this.#options = options;
    this.#script = [];
    this.#random = options.random ?? Math.random;
    this.add(...(options.script ?? []));
  }

  get latencyMs(): number {
    return this.#options.latencyMs ?? 0;
  }

  /** Queues scripted faults for the next matching requests. */
  add(...faults: ScriptedFault[]): void {
    for (const f of faults) this.#script.push({ ...f, times: f.times ?? 1 });
  }

  /** Drops every queued scripted fault. */
  clear(): void {
    this.#script.length = 0;
  }

  /** Scripted faults not used yet. */
  get pending(): number {
    return this.#script.reduce((n, f) => n + f.times, 0);
  }

  /** The fault for this request, if any; consumes a scripted fault. */
  next(method: string, path: string): Fault | undefined {
    const i = this.#script.findIndex((f) => (!f.method || f.method === method) && (!f.path || pathMatches(f.path, path)));
    const entry = i >= 0 ? this.#script[i] : undefined;
    if (entry) {
      if (--entry.times <= 0) this.#script.splice(i, 1);
      return this.#count(entry.fault);
    }
    if (this.#options.spare?.some((p) => path.startsWith(p))) return undefined;
    const o = this.#options;
    if (o.dropRate && this.#random() < o.dropRate) return this.#count({ kind: "drop", after: o.dropAfter ?? "receive" });
    if (o.throttleRate && this.#random() < o.throttleRate)
      return this.#count({ kind: "status", status: 429, retryAfter: String(o.retryAfterSeconds ?? 1) });
    if (o.failRate && this.#random() < o.failRate) return this.#count({ kind: "status", status: 503 });
    return undefined;
  }

  #count(fault: Fault): Fault {
    const key = fault.kind === "status" ? String(fault.status) : fault.kind === "drop" ? `drop-${fault.after ?? "receive"}` : "delay";
    this.stats.injected++;
    this.stats.byKind[key] = (this.stats.byKind[key] ?? 0) + 1;
    return fault;
  }
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** A small seeded PRNG (mulberry32) so a fault run can be replayed with `--fault-seed`. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// How many bytes the emulator's state holds, as UTF-8 JSON, so one bound (--max-store-bytes)
// covers everything it keeps: the gateway accepts any org, so per-org counts alone would let
// definitions, work orders or flows from ever new orgs grow without end.
//
// The state is measured by region: each top-level list (segments, merge policies, tokens) and
// each bucket. A request's changes re-measure only the regions they touched, once, when it is
// saved. A bucket that holds many independent entries (the profile store) measures itself
// instead, incrementally, so an event does not re-measure every profile.
import { type StatePath, valueAt } from "./state-ops.js";

/**
 * Bytes of state kept unless `--max-store-bytes` says otherwise (256 MiB of JSON): profiles and
 * events, and everything else. The counts alone allow 1,000 events of up to 1 MiB for each of
 * 100,000 profiles. Past it a change is refused, never old data evicted, as past --max-profiles.
 */
export const DEFAULT_MAX_STORE_BYTES = 256 * 1024 * 1024;

/** UTF-8 bytes of a value written as JSON. */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
}

/** The region a changed path lies in: `["segments"]`, `["buckets", "quota"]`. */
function regionOf(path: StatePath): StatePath {
  return path[0] === "buckets" && path.length >= 2 ? path.slice(0, 2) : path.slice(0, 1);
}

const bucketRegion = (name: string): StatePath => ["buckets", name];
const keyOf = (region: StatePath) => region.join("/");

export class StateBytes {
  readonly #measured = new Map<string, number>();
  readonly #meters = new Map<string, () => number>();

  /** Measures every region of `data` afresh (at start, or after a change with no path). */
  measureAll(data: Record<string, unknown>): void {
    this.#measured.clear();
    const { buckets, ...lists } = data;
    this.measure(data, [...Object.keys(lists).map((key) => [key]), ...Object.keys(buckets ?? {}).map(bucketRegion)]);
  }

  /** Measures the regions the given paths lie in, each once; a region with a meter counts itself. */
  measure(data: Record<string, unknown>, paths: readonly StatePath[]): void {
    const regions = new Map(paths.filter((p) => p.length > 0).map((p) => [keyOf(regionOf(p)), regionOf(p)] as const));
    for (const [key, region] of regions) {
      if (this.#meters.has(key)) continue;
      const value = valueAt(data, region);
      this.#measured.set(key, value === undefined ? 0 : jsonBytes(value));
    }
  }

  /** Whether the bucket counts its own bytes. */
  hasMeter(bucket: string): boolean {
    return this.#meters.has(keyOf(bucketRegion(bucket)));
  }

  /** A bucket that counts its own bytes from now on. */
  meter(bucket: string, bytes: () => number): void {
    const key = keyOf(bucketRegion(bucket));
    this.#meters.set(key, bytes);
    this.#measured.delete(key);
  }

  /** Everything held, in bytes. */
  get total(): number {
    let n = 0;
    for (const size of this.#measured.values()) n += size;
    for (const bytes of this.#meters.values()) n += bytes();
    return n;
  }
}

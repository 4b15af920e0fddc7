// How many bytes the emulator's state holds, as UTF-8 JSON, so one bound (--max-store-bytes)
// covers everything it keeps: the gateway accepts any org, so per-org counts alone would let
// definitions, work orders or flows from ever new orgs grow without end.
//
// The state is measured by region: each top-level list (segments, merge policies, tokens) and
// each bucket. A request's changes re-measure only the regions they touched, once, when it is
// saved. A bucket that holds many independent entries (the profile store) measures itself
// instead, incrementally, so an event does not re-measure every profile.
import { type StatePath, valueAt } from "./state-ops.js";

/** UTF-8 bytes of a value written as JSON. */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
}

/** The region a changed path lies in: `["segments"]`, `["buckets", "quota"]`. */
export function regionOf(path: StatePath): StatePath {
  return path[0] === "buckets" && path.length >= 2 ? path.slice(0, 2) : path.slice(0, 1);
}

export class StateBytes {
  readonly #measured = new Map<string, number>();
  readonly #meters = new Map<string, () => number>();

  /** Measures every region of `data` afresh (at start, or after a change with no path). */
  measureAll(data: Record<string, unknown>): void {
    this.#measured.clear();
    for (const [key, value] of Object.entries(data)) {
      if (key !== "buckets") this.#measured.set(key, jsonBytes(value));
      else
        for (const [name, bucket] of Object.entries(value as Record<string, unknown>))
          if (!this.#meters.has(`buckets/${name}`)) this.#measured.set(`buckets/${name}`, jsonBytes(bucket));
    }
  }

  /** Measures the regions the given paths lie in, each once. */
  measure(data: Record<string, unknown>, paths: readonly StatePath[]): void {
    const regions = new Map(paths.filter((p) => p.length > 0).map((p) => [regionOf(p).join("/"), regionOf(p)]));
    for (const [key, region] of regions) {
      if (this.#meters.has(key)) continue;
      const value = valueAt(data, region);
      this.#measured.set(key, value === undefined ? 0 : jsonBytes(value));
    }
  }

  /** A bucket that counts its own bytes from now on. */
  meter(bucket: string, bytes: () => number): void {
    this.#meters.set(`buckets/${bucket}`, bytes);
    this.#measured.delete(`buckets/${bucket}`);
  }

  /** Everything held, in bytes. */
  get total(): number {
    let n = 0;
    for (const size of this.#measured.values()) n += size;
    for (const bytes of this.#meters.values()) n += bytes();
    return n;
  }
}

import { type StatePath } from "./state-ops.js";
/**
 * Bytes of state kept unless `--max-store-bytes` says otherwise (256 MiB of JSON): profiles and
 * events, and everything else. The counts alone allow 1,000 events of up to 1 MiB for each of
 * 100,000 profiles. Past it a change is refused, never old data evicted, as past --max-profiles.
 */
export declare const DEFAULT_MAX_STORE_BYTES: number;
/** UTF-8 bytes of a value written as JSON. */
export declare function jsonBytes(value: unknown): number;
export declare class StateBytes {
    #private;
    /** Measures every region of `data` afresh (at start, or after a change with no path). */
    measureAll(data: Record<string, unknown>): void;
    /** Measures the regions the given paths lie in, each once; a region with a meter counts itself. */
    measure(data: Record<string, unknown>, paths: readonly StatePath[]): void;
    /** Whether the bucket counts its own bytes. */
    hasMeter(bucket: string): boolean;
    /** A bucket that counts its own bytes from now on. */
    meter(bucket: string, bytes: () => number): void;
    /** Everything held, in bytes. */
    get total(): number;
}

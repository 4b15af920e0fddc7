import { type StatePath } from "./state-ops.js";
/** UTF-8 bytes of a value written as JSON. */
export declare function jsonBytes(value: unknown): number;
/** The region a changed path lies in: `["segments"]`, `["buckets", "quota"]`. */
export declare function regionOf(path: StatePath): StatePath;
export declare class StateBytes {
    #private;
    /** Measures every region of `data` afresh (at start, or after a change with no path). */
    measureAll(data: Record<string, unknown>): void;
    /** Measures the regions the given paths lie in, each once. */
    measure(data: Record<string, unknown>, paths: readonly StatePath[]): void;
    /** A bucket that counts its own bytes from now on. */
    meter(bucket: string, bytes: () => number): void;
    /** Everything held, in bytes. */
    get total(): number;
}

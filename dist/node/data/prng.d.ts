/** A stream of pseudo-random numbers. */
export interface Random {
    /** A 32-bit unsigned integer. */
    next(): number;
    /** A number in [0, 1). */
    fraction(): number;
    /** An integer in [min, max], both included. */
    int(min: number, max: number): number;
    /** True with probability p. */
    chance(p: number): boolean;
    /** One element of a non-empty list. */
    pick<T>(list: readonly T[]): T;
    /** One element, each with its weight. */
    weighted<T>(choices: readonly (readonly [T, number])[]): T;
}
/** A bijection of 32-bit integers (MurmurHash3's finalizer): distinct inputs give distinct outputs. */
export declare function mix32(x: number): number;
/** The generator for one stream (e.g. one profile) of one seed: streams are independent of each other. */
export declare function randomFor(seed: number, stream: number): Random;

// A seeded pseudo-random generator of our own (mulberry32), so that a seed gives the same data set
// on every Node version and machine: only 32-bit integer arithmetic (Math.imul, shifts), never
// Math.random, and no transcendental function (Math.log, Math.exp), whose last bit V8 does not promise.

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
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The generator for one stream (e.g. one profile) of one seed: streams are independent of each other. */
export function randomFor(seed: number, stream: number): Random {
  let state = mix32(mix32(seed ^ 0x9e3779b9) ^ Math.imul(stream + 1, 0x27d4eb2f));
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const fraction = (): number => next() / 4294967296;
  return {
    next,
    fraction,
    int: (min, max) => min + Math.floor(fraction() * (max - min + 1)),
    chance: (p) => fraction() < p,
    pick: (list) => list[Math.floor(fraction() * list.length)]!,
    weighted: (choices) => {
      let total = 0;
      for (const [, w] of choices) total += w;
      let x = fraction() * total;
      for (const [value, w] of choices) {
        x -= w;
        if (x < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
  };
}

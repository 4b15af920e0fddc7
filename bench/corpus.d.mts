// Types for the benchmark corpus generator (plain JavaScript, also used by tests).
export function prng(seed: number): () => number;
export function corpusFile(seed: number, i: number): { file: string; text: string; value: string };
export function writeCorpus(dir: string, count: number, seed?: number): string;

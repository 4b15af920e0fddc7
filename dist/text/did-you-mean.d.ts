/** Levenshtein distance (insertions, deletions and substitutions each cost one). */
export declare function editDistance(a: string, b: string): number;
/** How many edits still read as a typo of a word this long: two, or a third of a long word. */
export declare function typoBudget(word: string): number;
/**
 * The candidate closest to `word` (case-insensitive), when it is within `budget` edits; the first
 * of equally close candidates wins, so callers list their candidates in the order they prefer.
 */
export declare function closest(word: string, candidates: Iterable<string>, budget?: number): string | undefined;

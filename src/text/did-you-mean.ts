// "Did you mean ...?" for every mistyped name the tool meets: rule codes and names, report formats,
// audience fields, suppression directives, functions, aliases. One edit distance and one notion of
// "close enough", so a typo gets the same help wherever it is made.

/** Levenshtein distance (insertions, deletions and substitutions each cost one). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits still read as a typo of a word this long: two, or a third of a long word. */
export function typoBudget(word: string): number {
  return Math.max(2, Math.floor(word.length / 3));
}

/**
 * The candidate closest to `word` (case-insensitive), when it is within `budget` edits; the first
 * of equally close candidates wins, so callers list their candidates in the order they prefer.
 */
export function closest(word: string, candidates: Iterable<string>, budget = typoBudget(word)): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    // Words whose lengths differ by more than the budget cannot be within it.
    if (Math.abs(candidate.length - lower.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// Counts in words for every summary line ("1 warning", "2 warnings", "1 info", "0 files"): one
// helper, so no command says "1 warnings" or spells a plural its own way.

/** `n` and the noun that agrees with it: `plural(1, "warning")` is "1 warning". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}

/** The noun alone, for sentences that place the number elsewhere. */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

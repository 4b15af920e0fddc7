/** `n` and the noun that agrees with it: `plural(1, "warning")` is "1 warning". */
export declare function plural(n: number, one: string, many?: string): string;
/** The noun alone, for sentences that place the number elsewhere. */
export declare function noun(n: number, one: string, many?: string): string;

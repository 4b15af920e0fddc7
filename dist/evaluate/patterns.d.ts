/** `s like p`: `%` is any run of characters, `_` exactly one; everything else literal; the whole string must match. */
export declare function like(s: string, pattern: string): boolean;
/**
 * A Java regex as a JavaScript RegExp, or the reason it cannot be one. Leading inline flags
 * (`(?i)`, `(?s)`, `(?m)`, `(?u)`, `(?x)` without spaces to ignore) become RegExp flags; `\A`, `\z`, `\Z` become `^` and `$`;
 * possessive quantifiers, atomic groups and inline flags in the middle are refused.
 */
export declare function javaRegex(pattern: string): RegExp | string;

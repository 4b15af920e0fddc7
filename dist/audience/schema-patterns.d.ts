/** `alias:NAME` in `inSegment("alias:NAME")` refers to the audience file whose alias is NAME. */
export declare const ALIAS_PREFIX = "alias:";
/** What an alias may look like: a slug, so it reads well inside `inSegment("alias:...")`. */
export declare const aliasPattern: RegExp;
/** A rule a suppression names: a code (`PQL204`), a code group (`PQL2xx`), a name or a name group (`edge/*`). */
export declare const suppressionRulePattern: RegExp;
/** A test case's `now`: ISO-8601 with a time zone (2024-05-15T12:00:00Z). */
export declare const testInstantPattern: RegExp;

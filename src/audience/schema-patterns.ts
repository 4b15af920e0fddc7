// The patterns the audience schema (audience-schema.ts) checks, which the loader also uses on
// its own (a bare .pql file's alias): importing them builds no schema.

/** `alias:NAME` in `inSegment("alias:NAME")` refers to the audience file whose alias is NAME. */
export const ALIAS_PREFIX = "alias:";
/** What an alias may look like: a slug, so it reads well inside `inSegment("alias:...")`. */
export const aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A rule a suppression names: a code (`PQL204`), a code group (`PQL2xx`), a name or a name group (`edge/*`). */
export const suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
/** A test case's `now`: ISO-8601 with a time zone (2024-05-15T12:00:00Z). */
export const testInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

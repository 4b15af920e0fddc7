// What the audience schema (schema.ts) and the checks that stand in for it on the common file
// (accept-audience.ts, identity.ts) share, without zod: importing this builds no schema, so a
// one-file lint of a common file never builds one (docs/performance.md, "sixth pass").

/** `alias:NAME` in `inSegment("alias:NAME")` refers to the audience file whose alias is NAME. */
export const ALIAS_PREFIX = "alias:";
/** What an alias may look like: a slug, so it reads well inside `inSegment("alias:...")`. */
export const aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A rule a suppression names: a code (`PQL204`), a code group (`PQL2xx`), a name or a name group (`edge/*`). */
export const suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
/** A test case's `now`: ISO-8601 with a time zone (2024-05-15T12:00:00Z). */
export const testInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The audience file's top-level keys, in the schema's order (test/audience/schema-lazy.test.ts holds them to it). */
export const AUDIENCE_KEYS = [
  "$schema",
  "name",
  "description",
  "expression",
  "evaluationInfo",
  "schema",
  "mergePolicyId",
  "ttlInDays",
  "profileInstanceId",
  "payloadSchema",
  "dataGovernancePolicy",
  "x-pql-audience",
] as const;
/** The keys of `x-pql-audience`, in the schema's order. */
export const EXTRAS_KEYS = ["id", "alias", "suppress", "tests"] as const;

// The build this code is (scripts/build.mjs writes a hash of src/ and the lock file into the
// bundles): caches of what one build of the rules and the config reader made are not another's.
// Run from the sources (tests, a development checkout) there is none, and those caches are not kept.
declare const __PQL_AUDIENCE_BUILD__: string | undefined;

export const BUILD_ID: string | undefined = typeof __PQL_AUDIENCE_BUILD__ === "string" ? __PQL_AUDIENCE_BUILD__ : undefined;

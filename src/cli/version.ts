// The version is written into the bundle at build time (scripts/build.mjs), so `--version`
// reads no file.
declare const __PQL_AUDIENCE_VERSION__: string | undefined;

export const VERSION: string = typeof __PQL_AUDIENCE_VERSION__ === "string" ? __PQL_AUDIENCE_VERSION__ : "0.0.0-dev";

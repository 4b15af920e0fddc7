// `pql-audience/node`: audience files on disk. Finding them (directories, globs, .gitignore),
// the nearest config, the project index, and linting with worker threads.
export { lintFiles, streamLintFiles, type LintFilesOptions } from "./lint-files.js";
export type { StreamedRun } from "../lint/engine.js";
export { loadConfig, ConfigResolver, ConfigError, type LoadedConfig } from "./config-loader.js";
export { discover, discoverAudienceFiles, discoverFiles, NoAudienceFilesError, type Discovery, type DiscoverOptions } from "./discover.js";

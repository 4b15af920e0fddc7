export { lintFiles, streamLintFiles, type LintFilesOptions } from "./lint-files.js";
export type { StreamedRun } from "../lint/engine.js";
export { loadConfig, ConfigResolver, ConfigError, type LoadedConfig } from "./config-loader.js";
export { discover, discoverAudienceFiles, discoverFiles, NoAudienceFilesError, type Discovery, type DiscoverOptions } from "./discover.js";

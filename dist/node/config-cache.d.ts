import type { Config } from "../lint/config-types.js";
/** What a ConfigResolver asks of a cache of configs (config-loader.ts). */
export interface ConfigCache {
    /** The config `path` (absolute) holding `text` was read as (null: a package.json holding none), when a run kept it. */
    get(path: string, text: string): Config | null | undefined;
    /** Keeps what `path` holding `text` was read as (null: a package.json holding none). */
    set(path: string, text: string, config: Config | null): void;
}
/**
 * The cache of configs in `location`, or beside each config's project's other caches (its
 * directory's node_modules/.cache/pql-audience/, as the project index keeps them) when none is
 * given; a config outside any git work tree is not kept there (a home directory is nobody's
 * project). Undefined where this build keeps none (run from the sources).
 */
export declare function configCache(location?: string, build?: string | undefined): ConfigCache | undefined;

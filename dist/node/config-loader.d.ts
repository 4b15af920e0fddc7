import type { Config } from "../lint/config-types.js";
import { type ResolvedConfig } from "../lint/resolve-config.js";
import type { ConfigCache } from "./config-cache.js";
import { InputError } from "./errors.js";
export declare const configFileNames: string[];
/** A config file that cannot be used: the message names the file, line and column. */
export declare class ConfigError extends InputError {
    name: string;
}
export interface LoadedConfig {
    /** The file the config came from (a package.json for the "pql-audience" key). */
    file: string;
    config: Config;
}
/** Reads and validates one config file (YAML or JSON; package.json's "pql-audience" key). */
export declare function loadConfig(path: string): Promise<LoadedConfig>;
/** Validates config text; returns undefined for a package.json without our key. */
export declare function parseConfig(path: string, text: string): Config | undefined;
/** Finds, loads and caches the config that applies to each file. */
export declare class ConfigResolver {
    private readonly explicit?;
    private readonly kept?;
    private readonly byDirectory;
    /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
    private readonly shared;
    /** The settings of configs whose settings do not depend on the file (and of no config). */
    private readonly pathFree;
    private share;
    /**
     * `explicit`: a config named with --config, used for every file instead of the lookup.
     * `kept`: configs as earlier runs read them (config-cache.ts), for the lint's cache.
     */
    constructor(explicit?: LoadedConfig | undefined, kept?: ConfigCache | undefined);
    nearest(directory: string): Promise<LoadedConfig | null>;
    /**
     * `nearest`, answered at once (the lookup reads a few small files synchronously anyway): the
     * project index finds its roots with it, to start git before the run drafts its files.
     * Throws ConfigError for a config that cannot be used.
     */
    nearestNow(directory: string): LoadedConfig | null;
    private find;
    /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
    private parse;
    /** The settings for one file, or the defaults when no config applies. */
    forFile(file: string): Promise<{
        source: LoadedConfig | null;
        resolved: ResolvedConfig;
    }>;
}

import type { ConfiguredSeverity } from "./rule-meta.js";
import { type AudienceBudgets } from "./budgets.js";
import type { Config } from "./config-types.js";
/** The settings that apply to one file, after overrides. */
export interface ResolvedConfig {
    /** Severity by rule code, for every rule whose severity the config changes. */
    severities: Record<string, ConfiguredSeverity>;
    windowBoundary: "exclusive" | "inclusive";
    /** Merge policy ids active on edge, or null when the config does not say. */
    mergePolicies: string[] | null;
    ignored: boolean;
    /** The largest file checked, in characters (UTF-16 code units); larger ones get PQL109 (rules/audience-too-large.ts). */
    maxFileSize: number;
    /** The sandbox's audience budgets: AEP's, or the config's (not per override: a budget is the project's). */
    budgets: AudienceBudgets;
}
/** Which rules a config key names: a code, a name, or a category (`edge/*`, `PQL2xx`). */
export type RuleKeyResolver = (key: string) => string[] | undefined;
export declare function resolveConfig(config: Config, relativePath: string, ruleCodes: RuleKeyResolver): ResolvedConfig;
/** Like .gitignore: a glob without `/` matches a file or directory name anywhere; with `/`, the path from the config's directory. */
export declare function matchesGlob(glob: string, relativePath: string): boolean;
/** matchesGlob for one glob, compiled once (for checking many files against it). */
export declare function globMatcher(glob: string): (relativePath: string) => boolean;
export declare const defaultResolvedConfig: ResolvedConfig;

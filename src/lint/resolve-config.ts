// The settings that apply to one file: a config (as its schema reads it) resolved for a path,
// with its overrides, and the globs it matches files with. Pure. Apart from config.ts, which
// builds the schemas, so a lint that needs no schema builds none (config-schema.ts).
import { globToRegExp } from "./glob.js";
import type { ConfiguredSeverity } from "./rule-meta.js";
import { DEFAULT_MAX_FILE_SIZE } from "../audience/rules/audience-too-large.js";
import { AEP_AUDIENCE_BUDGETS, type AudienceBudgets } from "./budgets.js";
import type { Config, ConfigSeverity } from "./config-types.js";

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

const severityWord: Record<ConfigSeverity, ConfiguredSeverity> = {
  off: "off",
  info: "info",
  warn: "warning",
  error: "error",
};

/** Which rules a config key names: a code, a name, or a category (`edge/*`, `PQL2xx`). */
export type RuleKeyResolver = (key: string) => string[] | undefined;

export function resolveConfig(config: Config, relativePath: string, ruleCodes: RuleKeyResolver): ResolvedConfig {
  const resolved: ResolvedConfig = {
    severities: {},
    windowBoundary: config.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config.edge?.mergePolicies ?? null,
    ignored: (config.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    budgets: { ...AEP_AUDIENCE_BUDGETS, ...config.budgets },
  };
  const apply = (rules: Record<string, ConfigSeverity> | undefined) => {
    for (const [key, severity] of Object.entries(rules ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord[severity];
  };
  apply(config.rules);
  for (const override of config.overrides ?? []) {
    if (!override.files.some((g) => matchesGlob(g, relativePath))) continue;
    apply(override.rules);
    if (override.edge?.windowBoundary) resolved.windowBoundary = override.edge.windowBoundary;
    if (override.edge?.mergePolicies) resolved.mergePolicies = override.edge.mergePolicies;
  }
  return resolved;
}

/** Like .gitignore: a glob without `/` matches a file or directory name anywhere; with `/`, the path from the config's directory. */
export function matchesGlob(glob: string, relativePath: string): boolean {
  return globMatcher(glob)(relativePath);
}

/** matchesGlob for one glob, compiled once (for checking many files against it). */
export function globMatcher(glob: string): (relativePath: string) => boolean {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside] = pattern.includes("/")
    ? [globToRegExp(pattern), globToRegExp(`${pattern}/**`)]
    : [globToRegExp(`**/${pattern}`), globToRegExp(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside.test(relativePath);
}

export const defaultResolvedConfig: ResolvedConfig = {
  severities: {},
  windowBoundary: "exclusive",
  mergePolicies: null,
  ignored: false,
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  budgets: AEP_AUDIENCE_BUDGETS,
};

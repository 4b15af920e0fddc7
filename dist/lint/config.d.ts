import * as z from "zod/mini";
import type { ConfiguredSeverity } from "./rule-meta.js";
import { type AudienceBudgets } from "./budgets.js";
export declare const severitySchema: z.ZodMiniEnum<{
    error: "error";
    info: "info";
    off: "off";
    warn: "warn";
}>;
export declare const rulesSchema: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniEnum<{
    error: "error";
    info: "info";
    off: "off";
    warn: "warn";
}>>;
export declare const edgeSchema: z.ZodMiniObject<{
    windowBoundary: z.ZodMiniOptional<z.ZodMiniEnum<{
        inclusive: "inclusive";
        exclusive: "exclusive";
    }>>;
    mergePolicies: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export declare const budgetsSchema: z.ZodMiniObject<{
    audiences: z.ZodMiniOptional<z.ZodMiniInt>;
    streaming: z.ZodMiniOptional<z.ZodMiniInt>;
    edge: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strict>;
export declare const overrideSchema: z.ZodMiniObject<{
    files: z.ZodMiniArray<z.ZodMiniString<string>>;
    rules: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>>>;
    edge: z.ZodMiniOptional<z.ZodMiniObject<{
        windowBoundary: z.ZodMiniOptional<z.ZodMiniEnum<{
            inclusive: "inclusive";
            exclusive: "exclusive";
        }>>;
        mergePolicies: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export declare const configSchema: z.ZodMiniObject<{
    $schema: z.ZodMiniOptional<z.ZodMiniString<string>>;
    rules: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>>>;
    overrides: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        files: z.ZodMiniArray<z.ZodMiniString<string>>;
        rules: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniEnum<{
            error: "error";
            info: "info";
            off: "off";
            warn: "warn";
        }>>>;
        edge: z.ZodMiniOptional<z.ZodMiniObject<{
            windowBoundary: z.ZodMiniOptional<z.ZodMiniEnum<{
                inclusive: "inclusive";
                exclusive: "exclusive";
            }>>;
            mergePolicies: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
    }, z.core.$strict>>>;
    ignores: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    maxFileSize: z.ZodMiniOptional<z.ZodMiniInt>;
    edge: z.ZodMiniOptional<z.ZodMiniObject<{
        windowBoundary: z.ZodMiniOptional<z.ZodMiniEnum<{
            inclusive: "inclusive";
            exclusive: "exclusive";
        }>>;
        mergePolicies: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    budgets: z.ZodMiniOptional<z.ZodMiniObject<{
        audiences: z.ZodMiniOptional<z.ZodMiniInt>;
        streaming: z.ZodMiniOptional<z.ZodMiniInt>;
        edge: z.ZodMiniOptional<z.ZodMiniInt>;
    }, z.core.$strict>>;
    xdm: z.ZodMiniOptional<z.ZodMiniObject<{
        schema: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    api: z.ZodMiniOptional<z.ZodMiniObject<{
        credentialsFile: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type Config = z.infer<typeof configSchema>;
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

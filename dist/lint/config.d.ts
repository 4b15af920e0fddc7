export type { Config } from "./config-types.js";
export { defaultResolvedConfig, globMatcher, matchesGlob, resolveConfig, type ResolvedConfig, type RuleKeyResolver, } from "./resolve-config.js";
export declare const severitySchema: import("zod/mini").ZodMiniEnum<{
    error: "error";
    info: "info";
    off: "off";
    warn: "warn";
}>;
export declare const rulesSchema: import("zod/mini").ZodMiniRecord<import("zod/mini").ZodMiniString<string>, import("zod/mini").ZodMiniEnum<{
    error: "error";
    info: "info";
    off: "off";
    warn: "warn";
}>>;
export declare const edgeSchema: import("zod/mini").ZodMiniObject<{
    windowBoundary: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniEnum<{
        inclusive: "inclusive";
        exclusive: "exclusive";
    }>>;
    mergePolicies: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>>;
}, import("zod/v4/core").$strict>;
export declare const budgetsSchema: import("zod/mini").ZodMiniObject<{
    audiences: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
    streaming: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
    edge: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
}, import("zod/v4/core").$strict>;
export declare const overrideSchema: import("zod/mini").ZodMiniObject<{
    files: import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>;
    rules: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniRecord<import("zod/mini").ZodMiniString<string>, import("zod/mini").ZodMiniEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>>>;
    edge: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniObject<{
        windowBoundary: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniEnum<{
            inclusive: "inclusive";
            exclusive: "exclusive";
        }>>;
        mergePolicies: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>>;
    }, import("zod/v4/core").$strict>>;
}, import("zod/v4/core").$strict>;
export declare const configSchema: import("zod/mini").ZodMiniObject<{
    $schema: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniString<string>>;
    rules: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniRecord<import("zod/mini").ZodMiniString<string>, import("zod/mini").ZodMiniEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>>>;
    overrides: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniObject<{
        files: import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>;
        rules: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniRecord<import("zod/mini").ZodMiniString<string>, import("zod/mini").ZodMiniEnum<{
            error: "error";
            info: "info";
            off: "off";
            warn: "warn";
        }>>>;
        edge: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniObject<{
            windowBoundary: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniEnum<{
                inclusive: "inclusive";
                exclusive: "exclusive";
            }>>;
            mergePolicies: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>>;
        }, import("zod/v4/core").$strict>>;
    }, import("zod/v4/core").$strict>>>;
    ignores: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>>;
    maxFileSize: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
    edge: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniObject<{
        windowBoundary: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniEnum<{
            inclusive: "inclusive";
            exclusive: "exclusive";
        }>>;
        mergePolicies: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniArray<import("zod/mini").ZodMiniString<string>>>;
    }, import("zod/v4/core").$strict>>;
    budgets: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniObject<{
        audiences: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
        streaming: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
        edge: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniInt>;
    }, import("zod/v4/core").$strict>>;
    xdm: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniObject<{
        schema: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniString<string>>;
    }, import("zod/v4/core").$strict>>;
    api: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniObject<{
        credentialsFile: import("zod/mini").ZodMiniOptional<import("zod/mini").ZodMiniString<string>>;
    }, import("zod/v4/core").$strict>>;
}, import("zod/v4/core").$strict>;

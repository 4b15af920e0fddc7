import * as z from "zod/mini";
/** The config schema and its parts, each built once. */
export type ConfigSchemas = ReturnType<typeof buildConfigSchemas>;
export type { Config, ConfigSeverity } from "./config-types.js";
/** The schemas, built on the first call. */
export declare function configSchemas(): ConfigSchemas;
declare function buildConfigSchemas(): {
    severity: z.ZodMiniEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>;
    rules: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniEnum<{
        error: "error";
        info: "info";
        off: "off";
        warn: "warn";
    }>>;
    edge: z.ZodMiniObject<{
        windowBoundary: z.ZodMiniOptional<z.ZodMiniEnum<{
            inclusive: "inclusive";
            exclusive: "exclusive";
        }>>;
        mergePolicies: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>;
    budgets: z.ZodMiniObject<{
        audiences: z.ZodMiniOptional<z.ZodMiniInt>;
        streaming: z.ZodMiniOptional<z.ZodMiniInt>;
        edge: z.ZodMiniOptional<z.ZodMiniInt>;
    }, z.core.$strict>;
    override: z.ZodMiniObject<{
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
    config: z.ZodMiniObject<{
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
};

import type * as z from "zod/mini";
export { ALIAS_PREFIX, aliasPattern, suppressionRulePattern } from "./schema-patterns.js";
export { audienceFields, knownKeysAt, type AudienceField } from "./audience-schema.js";
export declare const suppressionSchema: z.ZodMiniObject<{
    rule: z.ZodMiniString<string>;
    reason: z.ZodMiniString<string>;
}, z.core.$strict>;
/** One test case of an audience: a profile, its events, an instant, and whether it qualifies. */
export declare const testCaseSchema: z.ZodMiniObject<{
    name: z.ZodMiniString<string>;
    now: z.ZodMiniString<string>;
    profile: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
    events: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniArray<z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
    expect: z.ZodMiniBoolean<boolean>;
}, z.core.$strict>;
export declare const extrasSchema: z.ZodMiniObject<{
    id: z.ZodMiniOptional<z.ZodMiniString<string>>;
    alias: z.ZodMiniOptional<z.ZodMiniString<string>>;
    suppress: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        rule: z.ZodMiniString<string>;
        reason: z.ZodMiniString<string>;
    }, z.core.$strict>>>;
    tests: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        name: z.ZodMiniString<string>;
        now: z.ZodMiniString<string>;
        profile: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
        events: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniArray<z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
        expect: z.ZodMiniBoolean<boolean>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
export declare const expressionSchema: z.ZodMiniObject<{
    type: z.ZodMiniEnum<{
        PQL: "PQL";
        ARL: "ARL";
    }>;
    format: z.ZodMiniEnum<{
        "pql/text": "pql/text";
        "pql/json": "pql/json";
    }>;
    value: z.ZodMiniString<string>;
}, z.core.$strict>;
export declare const audienceSchema: z.ZodMiniObject<{
    $schema: z.ZodMiniOptional<z.ZodMiniString<string>>;
    name: z.ZodMiniString<string>;
    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    expression: z.ZodMiniObject<{
        type: z.ZodMiniEnum<{
            PQL: "PQL";
            ARL: "ARL";
        }>;
        format: z.ZodMiniEnum<{
            "pql/text": "pql/text";
            "pql/json": "pql/json";
        }>;
        value: z.ZodMiniString<string>;
    }, z.core.$strict>;
    evaluationInfo: z.ZodMiniOptional<z.ZodMiniObject<{
        batch: z.ZodMiniOptional<z.ZodMiniObject<{
            enabled: z.ZodMiniBoolean<boolean>;
        }, z.core.$strict>>;
        continuous: z.ZodMiniOptional<z.ZodMiniObject<{
            enabled: z.ZodMiniBoolean<boolean>;
        }, z.core.$strict>>;
        synchronous: z.ZodMiniOptional<z.ZodMiniObject<{
            enabled: z.ZodMiniBoolean<boolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    schema: z.ZodMiniOptional<z.ZodMiniObject<{
        name: z.ZodMiniOptional<z.ZodMiniString<string>>;
        id: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    mergePolicyId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    ttlInDays: z.ZodMiniOptional<z.ZodMiniInt>;
    profileInstanceId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    payloadSchema: z.ZodMiniOptional<z.ZodMiniString<string>>;
    dataGovernancePolicy: z.ZodMiniOptional<z.ZodMiniObject<{
        excludeOptOut: z.ZodMiniBoolean<boolean>;
    }, z.core.$strict>>;
    "x-pql-audience": z.ZodMiniOptional<z.ZodMiniObject<{
        id: z.ZodMiniOptional<z.ZodMiniString<string>>;
        alias: z.ZodMiniOptional<z.ZodMiniString<string>>;
        suppress: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            rule: z.ZodMiniString<string>;
            reason: z.ZodMiniString<string>;
        }, z.core.$strict>>>;
        tests: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            name: z.ZodMiniString<string>;
            now: z.ZodMiniString<string>;
            profile: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
            events: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniArray<z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
            expect: z.ZodMiniBoolean<boolean>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type { AudienceDefinition, AudienceExtras } from "./audience-definition.js";
export { createBody } from "./audience-definition.js";
export type SuppressionEntry = z.infer<typeof suppressionSchema>;
export type TestCase = z.infer<typeof testCaseSchema>;

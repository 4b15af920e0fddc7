import * as z from "zod/mini";
/** The schemas of the audience file and of its parts, each built once. */
export type AudienceSchemas = ReturnType<typeof buildAudienceSchemas>;
/** The schemas, built on the first call. */
export declare function audienceSchemas(): AudienceSchemas;
declare function buildAudienceSchemas(): {
    audience: z.ZodMiniObject<{
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
    extras: z.ZodMiniObject<{
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
    suppression: z.ZodMiniObject<{
        rule: z.ZodMiniString<string>;
        reason: z.ZodMiniString<string>;
    }, z.core.$strict>;
    testCase: z.ZodMiniObject<{
        name: z.ZodMiniString<string>;
        now: z.ZodMiniString<string>;
        profile: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
        events: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniArray<z.ZodMiniUnknown>, z.ZodMiniString<string>]>>;
        expect: z.ZodMiniBoolean<boolean>;
    }, z.core.$strict>;
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
};
/** One documented field of the audience file, for docs and `did you mean` hints. */
export interface AudienceField {
    /** Dotted path: `evaluationInfo.synchronous.enabled`, `x-pql-audience.suppress[].reason`. */
    path: string;
    type: string;
    required: boolean;
    description: string;
}
/**
 * Every field of the audience file, in schema order (generated from the schema, so docs cannot
 * drift). Worked out on first use: only docs and problem messages need it, not every start-up.
 */
export declare function audienceFields(): AudienceField[];
/** The keys an object at `path` (keys and indexes into the file's data) may have, or undefined. */
export declare function knownKeysAt(path: readonly PropertyKey[]): string[] | undefined;
export {};

/** An audience file: the Segmentation API create body plus pql-audience's extras. */
export interface AudienceDefinition {
    $schema?: string;
    name: string;
    description?: string;
    expression: {
        type: "PQL" | "ARL";
        format: "pql/text" | "pql/json";
        value: string;
    };
    evaluationInfo?: {
        batch?: {
            enabled: boolean;
        };
        continuous?: {
            enabled: boolean;
        };
        synchronous?: {
            enabled: boolean;
        };
    };
    schema?: {
        name?: string;
        id?: string;
    };
    mergePolicyId?: string;
    ttlInDays?: number;
    profileInstanceId?: string;
    payloadSchema?: string;
    dataGovernancePolicy?: {
        excludeOptOut: boolean;
    };
    "x-pql-audience"?: AudienceExtras;
}
/** pql-audience's own fields of an audience file (`x-pql-audience`); never sent to AEP. */
export interface AudienceExtras {
    id?: string;
    alias?: string;
    suppress?: {
        rule: string;
        reason: string;
    }[];
    tests?: AudienceTestCase[];
}
/** A test case run by `pql-audience test`: profile and events inline or as paths relative to the file. */
export interface AudienceTestCase {
    name: string;
    now: string;
    profile?: Record<string, unknown> | string;
    events?: unknown[] | string;
    expect: boolean;
}
/** The create body for the Segmentation API: the definition without the editor and tool keys. */
export declare function createBody(definition: AudienceDefinition): Omit<AudienceDefinition, "$schema" | "x-pql-audience">;

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
/** A rule's severity as a config file sets it. */
export type ConfigSeverity = "off" | "info" | "warn" | "error";
/** Edge eligibility settings of a config file. */
export interface EdgeSettings {
    windowBoundary?: "exclusive" | "inclusive";
    mergePolicies?: string[];
}
/** A config file (pql-audience.config.yaml / .json). */
export interface Config {
    $schema?: string;
    rules?: Record<string, ConfigSeverity>;
    overrides?: {
        files: string[];
        rules?: Record<string, ConfigSeverity>;
        edge?: EdgeSettings;
    }[];
    ignores?: string[];
    /** The largest audience file checked, in characters (default 2 MiB). */
    maxFileSize?: number;
    edge?: EdgeSettings;
    /** The sandbox's audience budgets, where the org's differ from AEP's (4,000 audiences, 500 streaming, 150 edge). */
    budgets?: {
        audiences?: number;
        streaming?: number;
        edge?: number;
    };
    /** An XDM schema (JSON) whose field paths the language server completes, relative to the config file. */
    xdm?: {
        schema?: string;
    };
    api?: {
        credentialsFile?: string;
    };
}

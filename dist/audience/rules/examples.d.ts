export interface ExampleAudience {
    name?: string;
    value?: string;
    type?: string;
    format?: string;
    /** `[batch, continuous, synchronous]`, or null to leave evaluationInfo out. */
    evaluation?: [boolean, boolean, boolean] | null;
    schemaName?: string | null;
    mergePolicyId?: string;
    extras?: string[];
}
export declare function yamlAudience(a?: ExampleAudience): string;

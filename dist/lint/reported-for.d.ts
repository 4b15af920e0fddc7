/** The methods a file asks for in `evaluationInfo` (a bare `.pql` file is checked as an edge audience). */
export interface AskedMethods {
    edge: boolean;
    streaming: boolean;
}
/** The rules whose findings make up a streaming verdict; the merge policy is edge's and streaming's. */
export declare const streamingReasonRules: Set<string>;
/** Whether lint reports a finding of this rule for an audience that asks for these methods. */
export declare function reportedFor(rule: string, asked: AskedMethods): boolean;

export interface JudgeResult {
    eligible: boolean | null;
    reasons: {
        rule: string;
        message: string;
    }[];
}
export declare function judgeEdge(pql: string): JudgeResult;

export type PulledFormat = "pql/text" | "pql/json";
export type PulledExpression = {
    ok: true;
    text: string;
    format: PulledFormat;
} | {
    ok: false;
    reason: string;
};
export declare function pulledExpression(expression: {
    format?: string;
    value?: string;
}): PulledExpression;

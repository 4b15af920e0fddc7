export interface EvaluateArgs {
    file?: string;
    profile?: string;
    events?: string;
    now?: string;
    maxSteps?: number | undefined;
    format: "text" | "json";
}
export declare function runEvaluate(args: EvaluateArgs): Promise<number>;

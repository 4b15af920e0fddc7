export interface ClickHouseEstimateArgs {
    paths: string[];
    url?: string | undefined;
    cluster?: string | undefined;
    database: string;
    user?: string | undefined;
    now?: string | undefined;
    sample: number;
    format: "text" | "json";
}
export declare function runClickHouseEstimate(args: ClickHouseEstimateArgs, env?: NodeJS.ProcessEnv): Promise<number>;

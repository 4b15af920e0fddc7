export interface DataLoadArgs {
    dir: string;
    engine: "clickhouse";
    url: string;
    cluster?: string | undefined;
    "shard-url"?: string[] | undefined;
    database: string;
    replace: boolean;
    user?: string | undefined;
}
export declare function runDataLoad(args: DataLoadArgs, env?: NodeJS.ProcessEnv): Promise<number>;

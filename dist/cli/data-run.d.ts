export interface DataGenerateArgs {
    profiles: string;
    "events-per-profile": string;
    seed: string;
    now: string;
    format: "ndjson" | "json" | "parquet";
    out: string;
    force: boolean;
}
/** A whole number from the command line, or a usage error naming the option and its range. */
export declare function wholeNumber(option: string, value: unknown, min: number, max: number): number;
export declare function runDataGenerate(args: DataGenerateArgs): Promise<number>;

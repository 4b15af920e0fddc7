export interface DataGenerateArgs {
    /** As given: numbers or text, checked by wholeNumber. */
    profiles: unknown;
    "events-per-profile": unknown;
    seed: unknown;
    now: string;
    format: "ndjson" | "json" | "parquet";
    out: string;
    force: boolean;
}
/** A whole number from the command line, or a usage error naming the option and its range. */
export declare function wholeNumber(option: string, value: unknown, min: number, max: number): number;
export declare function runDataGenerate(args: DataGenerateArgs): Promise<number>;

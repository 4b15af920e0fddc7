export interface ExplainArgs {
    file?: string;
    format: "text" | "json";
    config?: string;
}
export declare function runExplain(args: ExplainArgs): Promise<number>;

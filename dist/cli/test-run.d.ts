export interface TestArgs {
    paths: string[];
    format: "text" | "json" | "junit";
}
export declare function runTests(args: TestArgs): Promise<number>;

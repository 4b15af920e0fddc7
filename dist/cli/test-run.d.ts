export interface TestArgs {
    paths: string[];
    maxSteps?: number | undefined;
    format: "text" | "json" | "junit";
}
export declare function runTests(args: TestArgs): Promise<number>;

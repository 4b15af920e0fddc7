import type { TestArgs } from "./commands/test.js";
export declare function runTests(args: TestArgs): Promise<number>;

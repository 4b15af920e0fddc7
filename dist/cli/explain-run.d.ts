import type { ExplainArgs } from "./commands/explain.js";
export declare function runExplain(args: ExplainArgs): Promise<number>;

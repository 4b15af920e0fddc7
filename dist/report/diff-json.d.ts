import type { DiffRun } from "../diff/index.js";
export declare function diffJson(run: DiffRun): string;

import type { DiffRun } from "../diff/index.js";
export declare function diffText(run: DiffRun, options?: {
    color?: boolean;
    all?: boolean;
}): string;

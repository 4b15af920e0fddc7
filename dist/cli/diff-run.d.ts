import type { DiffRun } from "../diff/index.js";
import type { Budget } from "../evaluate/index.js";
export interface DiffArgs {
    paths: string[];
    data: string;
    base: string;
    head?: string | undefined;
    now?: string | undefined;
    sample: number;
    format: "text" | "json" | "markdown" | "github";
    failOnChange?: number | undefined;
    all: boolean;
    maxSteps?: number | undefined;
    memoryLimit?: string | undefined;
}
export declare function runDiff(args: DiffArgs): Promise<number>;
export interface DiffOptions {
    /** The directory the paths are relative to (the command's working directory). */
    cwd: string;
    paths: readonly string[];
    data: string;
    base: string;
    /** A revision; undefined: the working tree. */
    head?: string | undefined;
    now: number;
    sample: number;
    failOnChange?: number | undefined;
    budget?: Budget | undefined;
    memoryLimit?: string | undefined;
    onProgress?: ((message: string) => void) | undefined;
}
/**
 * The whole comparison, without output: a bad revision or a path on neither side is a
 * UsageError, data that does not load a DataError; what a side cannot count is in `problems`.
 */
export declare function diffRevisions(options: DiffOptions): Promise<DiffRun>;

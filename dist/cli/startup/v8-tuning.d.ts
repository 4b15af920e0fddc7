/** Whether a lint of these arguments may cover many files: a directory, a glob, or many files. */
export declare function isLongRun(paths: readonly string[]): boolean;
export declare function forLongRuns(): void;

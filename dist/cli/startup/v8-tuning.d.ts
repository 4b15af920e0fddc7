/** What runs once before a long run's flags are set, given the command about to run. */
export type BeforeLongRun = (command: string) => Promise<void> | void;
export declare function setBeforeLongRun(hook: BeforeLongRun): void;
/** Whether a lint of these arguments may cover many files: a directory, a glob, or many files. */
export declare function isLongRun(paths: readonly string[]): boolean;
/**
 * Sets the long-run flags for a command line as yargs read it, unless it is a lint or fmt of a few
 * named files: `lint` and `fmt` with no path check the current directory.
 */
export declare function tuneForRun(argv: {
    _: readonly (string | number)[];
    paths?: unknown;
    files?: unknown;
}): Promise<void>;
export declare function forLongRuns(command: string): Promise<void>;

/** What runs once before a long run's flags are set, given the command about to run. */
export type BeforeLongRun = (command: string) => Promise<void> | void;
export declare function setBeforeLongRun(hook: BeforeLongRun): void;
/** Whether a lint of these arguments may cover many files: a directory, a glob, or many files. */
export declare function isLongRun(paths: readonly string[]): boolean;
/**
 * Sets the long-run flags for a lint or fmt over many files, as yargs read the command line: with
 * no path they check the current directory. Other commands keep V8's defaults: they load chunks a
 * lint shares (the parser, the lint engine) after their handler starts, and a cache written under
 * other flags is one the next hook's lint would reject and compile again.
 */
export declare function tuneForRun(argv: {
    _: readonly (string | number)[];
    paths?: unknown;
    files?: unknown;
}): Promise<void>;
export declare function forLongRuns(command: string): Promise<void>;

/** Runs `work` with the signals' handlers in place; the process's defaults come back after. */
export declare function interruptible<T>(work: () => Promise<T>): Promise<T>;

import type { Runner } from "./read-records.js";
/** DuckDB's thread count while statements run side by side, out of `threads` (its setting): one fewer, at least one. */
export declare function threadsSideBySide(threads: number): number;
/**
 * Lowers DuckDB's threads for the statements that follow side by side (threadsSideBySide), and
 * returns what gives it back its own count (`current_setting('threads')`, the machine's cores
 * unless set), for when the load goes on alone.
 */
export declare function shareThreads(db: Runner): Promise<() => Promise<void>>;

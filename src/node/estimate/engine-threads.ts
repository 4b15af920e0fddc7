// DuckDB's threads while the load runs statements side by side (load-data.ts): the search of each
// JSON file's text, the profiles' statements and the events' read, each on a connection of its own.
// A statement is worked on by DuckDB's threads and by the thread that runs it, which, once the
// statement's tasks are all taken, waits for them busily: a statement of one task (the search of a
// file's text, a table of fewer rows than one of DuckDB's row groups) whose task a DuckDB thread
// took keeps a second core busy for nothing, a core the statements beside it wanted. Those
// statements are the parallelism then: DuckDB keeps one core fewer while they run, and has them
// all back once the load goes on alone (docs/performance.md, "Next to DuckDB by hand").
import type { Runner } from "./read-records.js";

/** DuckDB's thread count while statements run side by side, out of `threads` (its setting): one fewer, at least one. */
export function threadsSideBySide(threads: number): number {
  return Math.max(1, threads - 1);
}

/**
 * Lowers DuckDB's threads for the statements that follow side by side (threadsSideBySide), and
 * returns what gives it back its own count (`current_setting('threads')`, the machine's cores
 * unless set), for when the load goes on alone.
 */
export async function shareThreads(db: Runner): Promise<() => Promise<void>> {
  const [row] = await db.run("SELECT current_setting('threads') AS threads");
  const threads = Number(row!.threads);
  await db.run(`SET threads = ${threadsSideBySide(threads)}`);
  return async () => {
    await db.run(`SET threads = ${threads}`);
  };
}

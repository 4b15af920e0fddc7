// `estimate` and `data load` keep DuckDB's spill files in a temporary folder: on Ctrl-C (SIGINT)
// or SIGTERM the folder is removed before the process exits with the conventional code, 128 + the
// signal's number (130, 143), as a shell reports a command a signal stopped.
import { removeTempFolders } from "../node/temp-folders.js";

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/** Runs `work` with the signals' handlers in place; the process's defaults come back after. */
export async function interruptible<T>(work: () => Promise<T>): Promise<T> {
  const handlers = Object.entries(EXIT_CODES).map(([signal, code]) => {
    const handler = () => {
      removeTempFolders();
      process.exit(code);
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  process.on("exit", removeTempFolders);
  try {
    return await work();
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
    process.off("exit", removeTempFolders);
    removeTempFolders();
  }
}

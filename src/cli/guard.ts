// One place that turns a thrown error into what users see: a one-line message and exit 2 for
// mistakes in the input, a short "internal error" otherwise; a stack trace only with --debug.
import { InputError } from "../node/errors.js";
import { ExitCode, UsageError } from "./exit.js";
import { stderr } from "./startup/stdio.js";

export async function guarded(debug: boolean, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InputError) {
      if (error instanceof UsageError && error.usage) stderr.write(`${error.usage.trimEnd()}\n\n`);
      const hint = error instanceof UsageError && error.showUsageHint ? "\nRun `pql-audience --help` for usage." : "";
      stderr.write(`pql-audience: ${error.message}${hint}\n`);
      return ExitCode.Usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    stderr.write(`pql-audience: internal error: ${message}\n`);
    if (debug && error instanceof Error && error.stack) stderr.write(`${error.stack}\n`);
    else stderr.write("Run again with --debug for details, and please report it.\n");
    return ExitCode.Usage;
  }
}

// Exit codes, one meaning each (the convention of ESLint, Ruff, sqlfluff and Spectral):
// 0 nothing wrong, 1 problems found in the input, 2 the tool could not do its job.
export const ExitCode = { Ok: 0, Problems: 1, Usage: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

import { InputError } from "../node/errors.js";

/** A mistake in how the tool was called (bad flag, missing file): exit 2, message, no stack. */
export class UsageError extends InputError {
  override name = "UsageError";
  /** Set for mistakes in the command line itself, where pointing at --help helps. */
  showUsageHint = false;
  /** The usage text to print before the message (a command line that named no command). */
  usage?: string;
}

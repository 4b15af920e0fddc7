import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-XT7MT6WA.js";

// src/cli/exit.ts
var ExitCode = { Ok: 0, Problems: 1, Usage: 2 };
var UsageError = class extends InputError {
  name = "UsageError";
  /** Set for mistakes in the command line itself, where pointing at --help helps. */
  showUsageHint = false;
  /** The usage text to print before the message (a command line that named no command). */
  usage;
};

export {
  ExitCode,
  UsageError
};

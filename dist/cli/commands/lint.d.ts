import type { CommandModule } from "yargs";
import type { LintArgs } from "../lint-run.js";
export declare const lintCommand: CommandModule<object, LintArgs>;

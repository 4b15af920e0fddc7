import type { CommandModule } from "yargs";
import type { TestArgs } from "../test-run.js";
export declare const testCommand: CommandModule<object, TestArgs>;

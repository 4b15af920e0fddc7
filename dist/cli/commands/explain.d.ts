import type { CommandModule } from "yargs";
import type { ExplainArgs } from "../explain-run.js";
export declare const explainCommand: CommandModule<object, ExplainArgs>;

import type { CommandModule } from "yargs";
import type { EvaluateArgs } from "../evaluate-run.js";
export declare const evaluateCommand: CommandModule<object, EvaluateArgs>;

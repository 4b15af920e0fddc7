import type { CommandModule } from "yargs";
import type { EstimateArgs } from "../estimate-run.js";
export declare const estimateCommand: CommandModule<object, EstimateArgs>;

import type { CommandModule } from "yargs";
import type { PullArgs } from "../pull-run.js";
export declare const pullCommand: CommandModule<object, PullArgs>;

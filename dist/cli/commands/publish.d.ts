import type { CommandModule } from "yargs";
import type { PublishArgs } from "../publish-run.js";
export declare const publishCommand: CommandModule<object, PublishArgs>;

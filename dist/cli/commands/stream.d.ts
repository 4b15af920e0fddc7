import type { CommandModule } from "yargs";
export declare const streamCommand: CommandModule<object, object>;

import type { CommandModule } from "yargs";
export declare const commands: CommandModule<any, any>[];

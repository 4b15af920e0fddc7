import type { CommandModule } from "yargs";
export declare const edgeCommand: CommandModule<object, object>;

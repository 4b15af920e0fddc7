import type { CommandModule } from "yargs";
export declare const dataCommand: CommandModule<object, object>;

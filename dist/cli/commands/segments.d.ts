import type { CommandModule } from "yargs";
export declare const segmentsCommand: CommandModule<object, object>;

import type { CommandModule } from "yargs";
export declare const accountCommand: CommandModule<object, object>;

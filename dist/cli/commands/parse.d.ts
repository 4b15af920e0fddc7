import type { CommandModule } from "yargs";
interface ParseArgs {
    file?: string;
    format: "json" | "text";
}
export declare const parseCommand: CommandModule<object, ParseArgs>;
export {};

import type { CommandModule } from "yargs";
interface ConvertArgs {
    files: string[];
    to: "pql/json" | "pql/text";
    write: boolean;
}
export declare const convertCommand: CommandModule<object, ConvertArgs>;
export {};

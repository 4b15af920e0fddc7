import type { CommandModule } from "yargs";
export interface ExplainArgs {
    file?: string;
    format: "text" | "json";
    config?: string;
}
export declare const explainCommand: CommandModule<object, ExplainArgs>;

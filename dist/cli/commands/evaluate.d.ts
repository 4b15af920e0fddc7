import type { CommandModule } from "yargs";
export interface EvaluateArgs {
    file?: string;
    profile?: string;
    events?: string;
    now?: string;
    format: "text" | "json";
}
export declare const evaluateCommand: CommandModule<object, EvaluateArgs>;

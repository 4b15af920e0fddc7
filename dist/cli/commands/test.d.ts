import type { CommandModule } from "yargs";
export interface TestArgs {
    paths: string[];
    format: "text" | "json" | "junit";
}
export declare const testCommand: CommandModule<object, TestArgs>;

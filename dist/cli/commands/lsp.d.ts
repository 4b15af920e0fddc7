import type { CommandModule } from "yargs";
export declare const lspCommand: CommandModule<object, {
    stdio: boolean;
}>;

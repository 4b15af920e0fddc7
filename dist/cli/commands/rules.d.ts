import type { CommandModule } from "yargs";
interface RulesArgs {
    rule?: string;
}
export declare const rulesCommand: CommandModule<object, RulesArgs>;
export {};

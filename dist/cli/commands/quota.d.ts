import type { CommandModule } from "yargs";
interface QuotaArgs {
    type?: string;
    format: "table" | "json";
    "fail-above"?: number;
    debug?: boolean;
}
export declare const quotaCommand: CommandModule<object, QuotaArgs>;
export {};

import type { CommandModule } from "yargs";
import { type QuotaType } from "../../text/quota-names.js";
interface QuotaArgs {
    type?: QuotaType;
    format: "table" | "json";
    "fail-above"?: number;
    debug?: boolean;
}
export declare const quotaCommand: CommandModule<object, QuotaArgs>;
export {};

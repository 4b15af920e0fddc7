import type { CommandModule } from "yargs";
export interface EdgeSendArgs {
    event?: string;
    datastream?: string;
    format: "text" | "json";
    debug?: boolean;
}
export declare const edgeCommand: CommandModule<object, object>;

import type { CommandModule } from "yargs";
import type { EstimateArgs } from "../estimate-run.js";
/** `--data` is optional here: without it the org is asked. */
type EstimateCommandArgs = Omit<EstimateArgs, "data"> & {
    data?: string | undefined;
    debug?: boolean;
    engine?: "duckdb" | "clickhouse" | undefined;
    url?: string | undefined;
    cluster?: string | undefined;
    database: string;
    user?: string | undefined;
};
export declare const estimateCommand: CommandModule<object, EstimateCommandArgs>;
export {};

import type { CommandModule } from "yargs";
import type { DiffArgs } from "../diff-run.js";
type DiffCommandArgs = DiffArgs & {
    engine: "duckdb" | "clickhouse";
    database: string;
};
export declare const diffCommand: CommandModule<object, DiffCommandArgs>;
export {};

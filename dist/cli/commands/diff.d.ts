import type { CommandModule } from "yargs";
import type { DiffArgs } from "../diff-run.js";
type DiffCommandArgs = Omit<DiffArgs, "data"> & {
    data: string;
    engine: "duckdb";
};
export declare const diffCommand: CommandModule<object, DiffCommandArgs>;
export {};

import type { CommandModule } from "yargs";
import type { SqlArgs } from "../sql-run.js";
export declare const sqlCommand: CommandModule<object, SqlArgs>;

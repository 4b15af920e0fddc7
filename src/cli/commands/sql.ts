// `pql-audience sql [file|-] [--dialect duckdb|clickhouse] [--now ISO]`: the SQL that selects who qualifies.
import type { CommandModule } from "yargs";
import type { SqlArgs } from "../sql-run.js";

export const sqlCommand: CommandModule<object, SqlArgs> = {
  command: "sql [file]",
  describe: "print the SQL that selects the primary identity of every profile an audience qualifies (docs/sql.md)",
  builder: (y) =>
    y
      .positional("file", {
        type: "string",
        describe: "a .pql file, an audience file (each audience in it), or - for PQL on stdin (default: stdin)",
      })
      .option("dialect", {
        choices: ["duckdb", "clickhouse"] as const,
        default: "duckdb" as const,
        describe: "the SQL engine (clickhouse: 18.16 and later, docs/estimates.md)",
      })
      .option("now", { type: "string", describe: "the instant time constraints are measured from, ISO-8601 (default: the clock)" })
      .example("$0 sql recent-purchasers.audience.yaml --now 2024-05-15T12:00:00Z", "a SELECT of pid and primary_id per audience"),
  handler: async (args) => {
    const { runSql } = await import("../sql-run.js");
    process.exitCode = await runSql(args);
  },
};

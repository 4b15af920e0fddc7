// `pql-audience diff [paths..] --data DIR`: who enters and who leaves each audience with a change,
// between two git revisions (--base, default HEAD; --head, default the working tree), on a data set.
import type { CommandModule } from "yargs";
import type { DiffArgs } from "../diff-run.js";
import { audiencePathsPositional, clickHouseOptions, dataOption, memoryLimitOption, nowOption } from "../data-options.js";
import { maxStepsOption } from "../max-steps.js";

type DiffCommandArgs = DiffArgs & { engine: "duckdb" | "clickhouse"; database: string };

export const diffCommand: CommandModule<object, DiffCommandArgs> = {
  command: "diff [paths..]",
  describe: "who each audience gains and loses between two git revisions, counted on a data set (realized, exited, through references)",
  builder: (y) =>
    y
      .positional("paths", audiencePathsPositional())
      .option("data", dataOption(" (DuckDB, the default engine)"))
      .option("base", { type: "string", default: "HEAD", describe: "the git revision before the change" })
      .option("head", { type: "string", describe: "the git revision after the change (default: the working tree)" })
      .option("now", nowOption())
      .option("sample", {
        type: "number",
        default: 5,
        describe: "how many realized and exited profiles to show per audience, each with why",
      })
      .option("format", {
        choices: ["text", "json", "markdown", "github"] as const,
        default: "text" as const,
        describe: "output format: markdown is a pull-request comment; github annotates and writes it to the job summary",
      })
      .option("fail-on-change", {
        type: "number",
        describe: "exit 1 when an audience's size moves by more than this percentage (a new or deleted audience: 100 %)",
      })
      .option("all", { type: "boolean", default: false, describe: "list the unchanged audiences too" })
      .option("engine", {
        choices: ["duckdb", "clickhouse"] as const,
        default: "duckdb" as const,
        describe: "where the data is counted: duckdb (--data) or clickhouse (loaded by data load --engine clickhouse)",
      })
      .options(clickHouseOptions("with --engine clickhouse: "))
      .option("memory-limit", memoryLimitOption())
      .option("max-steps", maxStepsOption())
      .example("$0 diff --data data/", "what the uncommitted changes do to each audience")
      .example("$0 diff audiences/ --data exports/ --base main --format markdown", "a pull-request comment of the branch's changes")
      .example("$0 diff --data exports/ --base main --fail-on-change 10", "exit 1 when an audience grows or shrinks by more than 10 %")
      .example("$0 diff --engine clickhouse --url http://ch1:8123 --database pql --base main", "counted on a ClickHouse server or cluster"),
  handler: async (args) => {
    const { runDiff } = await import("../diff-run.js");
    process.exitCode = await runDiff(args);
  },
};

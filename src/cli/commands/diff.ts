// `pql-audience diff [paths..] --data DIR`: who enters and who leaves each audience with a change,
// between two git revisions (--base, default HEAD; --head, default the working tree), on a data set.
import type { CommandModule } from "yargs";
import type { DiffArgs } from "../diff-run.js";
import { maxStepsOption } from "../max-steps.js";

type DiffCommandArgs = DiffArgs & { engine: "duckdb" | "clickhouse"; database: string };

export const diffCommand: CommandModule<object, DiffCommandArgs> = {
  command: "diff [paths..]",
  describe: "who each audience gains and loses between two git revisions, counted on a data set (realized, exited, through references)",
  builder: (y) =>
    y
      .positional("paths", {
        type: "string",
        array: true,
        default: [] as string[],
        describe: "audience files, .pql files, directories or globs (default: the current directory)",
      })
      .option("data", {
        type: "string",
        describe:
          "a directory holding profiles.{ndjson,jsonl,json,parquet} and, optionally, events.{ndjson,jsonl,json,parquet} (DuckDB, the default engine)",
      })
      .option("base", { type: "string", default: "HEAD", describe: "the git revision before the change" })
      .option("head", { type: "string", describe: "the git revision after the change (default: the working tree)" })
      .option("now", { type: "string", describe: "the instant to evaluate at, ISO-8601 (default: the clock)" })
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
      .option("url", { type: "string", describe: "with --engine clickhouse: the server's HTTP URL, e.g. http://127.0.0.1:8123" })
      .option("database", { type: "string", default: "default", describe: "with --engine clickhouse: the database of the tables" })
      .option("user", {
        type: "string",
        describe: "with --engine clickhouse: the user (else CLICKHOUSE_USER; the password: CLICKHOUSE_PASSWORD)",
      })
      .option("memory-limit", { type: "string", describe: "the most memory DuckDB may hold, e.g. 3GB" })
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

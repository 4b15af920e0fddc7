// `pql-audience estimate [paths..] --data DIR`: how many profiles of a data set each audience reaches, and who.
// Without --data it asks the org: AEP's preview and estimate endpoints (estimate-aep-run.ts).
// With --engine clickhouse it runs the compiled SQL on a ClickHouse server or cluster (estimate-clickhouse-run.ts).
import type { CommandModule } from "yargs";
import type { EstimateArgs } from "../estimate-run.js";
import { refuseDuckDbOptions } from "../clickhouse-target.js";
import { UsageError } from "../exit.js";
import { audiencePathsPositional, clickHouseOptions, dataOption, memoryLimitOption, nowOption } from "../data-options.js";
import { maxStepsOption } from "../max-steps.js";

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

export const estimateCommand: CommandModule<object, EstimateCommandArgs> = {
  command: "estimate [paths..]",
  describe:
    "count the profiles of a data set each audience qualifies, with sample profiles and why (DuckDB); without --data, AEP's sampled estimate from the org",
  builder: (y) =>
    y
      .positional("paths", audiencePathsPositional())
      .option("data", dataOption("; without it, AEP's sampled estimate from the org (AEP_* credentials)"))
      .option("now", nowOption())
      .option("sample", { type: "number", default: 5, describe: "how many qualifying profiles to show, each with why it qualifies" })
      .option("memory-limit", memoryLimitOption())
      .option("max-steps", maxStepsOption())
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" })
      .option("overlap", { type: "boolean", describe: "with --data: for every pair of the audiences, the profiles in both" })
      .option("engine", {
        choices: ["duckdb", "clickhouse"] as const,
        describe: "where the data is: duckdb (--data, the default) or clickhouse (loaded by data load --engine clickhouse)",
      })
      .options(clickHouseOptions("with --engine clickhouse: "))
      .option("cluster", {
        type: "string",
        describe: "with --engine clickhouse: the cluster of remote_servers the tables are Distributed over",
      })
      .example(
        "$0 estimate examples --data data --now 2024-05-15T12:00:00Z",
        "qualifying profiles of each audience, of how many (data: `data generate`)",
      )
      .example("$0 estimate examples/gold-members.audience.yaml --data data --format json", '{"audiences": [{"qualified": 123, ...}], ...}')
      .example("$0 estimate examples/gold-members.audience.yaml", "AEP's estimate from the org, with its confidence interval")
      .example("$0 estimate examples --engine clickhouse --url http://ch1:8123 --cluster analytics --database pql", "counted on a cluster"),
  handler: async (args) => {
    if (args.engine === "clickhouse") {
      refuseDuckDbOptions(args);
      const { runClickHouseEstimate } = await import("../estimate-clickhouse-run.js");
      process.exitCode = await runClickHouseEstimate(args);
      return;
    }
    if (args.url !== undefined || args.cluster !== undefined) throw new UsageError("--url and --cluster are for --engine clickhouse");
    if (args.data === undefined) {
      if (args.engine === "duckdb") throw new UsageError("--engine duckdb needs --data DIR");
      const { runAepEstimate } = await import("../estimate-aep-run.js");
      process.exitCode = await runAepEstimate({ ...args, debug: args.debug === true });
      return;
    }
    const { runEstimate } = await import("../estimate-run.js");
    process.exitCode = await runEstimate({ ...args, data: args.data });
  },
};

// `pql-audience estimate [paths..] --data DIR`: how many profiles of a data set each audience reaches, and who.
import type { CommandModule } from "yargs";
import type { EstimateArgs } from "../estimate-run.js";
import { maxStepsOption } from "../max-steps.js";

export const estimateCommand: CommandModule<object, EstimateArgs> = {
  command: "estimate [paths..]",
  describe: "count the profiles of a data set each audience qualifies, with sample profiles and why (DuckDB)",
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
        demandOption: true,
        describe: "a directory holding profiles.{ndjson,jsonl,json,parquet} and, optionally, events.{ndjson,jsonl,json,parquet}",
      })
      .option("now", { type: "string", describe: "the instant to evaluate at, ISO-8601 (default: the clock)" })
      .option("sample", { type: "number", default: 5, describe: "how many qualifying profiles to show, each with why it qualifies" })
      .option("memory-limit", {
        type: "string",
        describe:
          "the most memory DuckDB may hold, e.g. 3GB (default: DuckDB's own, 80 % of the machine's); past it, it spills to the OS temp folder",
      })
      .option("max-steps", maxStepsOption)
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" })
      .example("$0 estimate audiences/ --data exports/ --now 2024-05-15T12:00:00Z", "qualifying profiles of each audience, of how many")
      .example("$0 estimate cart.audience.yaml --data exports/ --format json", '{"audiences": [{"qualified": 123, ...}], ...}'),
  handler: async (args) => {
    const { runEstimate } = await import("../estimate-run.js");
    process.exitCode = await runEstimate(args);
  },
};

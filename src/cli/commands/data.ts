// `pql-audience data generate`: a deterministic synthetic XDM data set (profiles and their events)
// for `estimate`, demos, tests and the bench.
import type { CommandModule } from "yargs";
import type { DataLoadArgs } from "../data-load-run.js";
import type { DataGenerateArgs } from "../data-run.js";
import { clickHouseOptions } from "../data-options.js";

const generateCommand: CommandModule<object, DataGenerateArgs> = {
  command: "generate",
  describe: "write synthetic XDM profiles and ExperienceEvents to a folder: the same options give the same bytes",
  builder: (y) =>
    y
      // Numbers are checked by the command (wholeNumber), not typed for yargs, which would turn
      // "ten" into NaN; nor typed `string`, which --help would show as the kind to give.
      .option("profiles", { demandOption: true, describe: "how many profiles: a whole number from 1 to 100,000,000" })
      .option("events-per-profile", {
        default: 10,
        describe: "the mean number of events a profile has (each has 0 to twice as many), 0 to 1,000",
      })
      .option("seed", { default: 1, describe: "the seed, 0 to 4,294,967,295: another seed, other people" })
      .option("now", {
        type: "string",
        default: "2024-05-15T12:00:00Z",
        describe: "the instant the events end at (they fall in the 60 days before it), ISO-8601 with Z or an offset",
      })
      .option("format", {
        choices: ["ndjson", "json", "parquet"] as const,
        default: "ndjson" as const,
        describe: "NDJSON (one record a line), a JSON array, or Parquet (needs @duckdb/node-api)",
      })
      .option("out", { type: "string", demandOption: true, describe: "the folder to write profiles.* and events.* to" })
      .option("force", {
        type: "boolean",
        default: false,
        describe: "write into a folder that is not empty, replacing profiles.* and events.*",
      })
      .example("$0 data generate --profiles 10000 --seed 1 --out data", "data/profiles.ndjson and data/events.ndjson")
      .example("$0 estimate examples --data data --now 2024-05-15T12:00:00Z", "then: how many of them each audience reaches"),
  handler: async (args) => {
    const { runDataGenerate } = await import("../data-run.js");
    process.exitCode = await runDataGenerate(args);
  },
};

const loadCommand: CommandModule<object, DataLoadArgs> = {
  command: "load <dir>",
  describe: "load a data set (profiles.* and events.*) into ClickHouse's tables for estimate --engine clickhouse",
  builder: (y) =>
    y
      .positional("dir", { type: "string", demandOption: true, describe: "the folder with profiles.* and events.*" })
      .option("engine", { choices: ["clickhouse"] as const, demandOption: true, describe: "where to load it" })
      .options(clickHouseOptions())
      .demandOption("url")
      .option("cluster", { type: "string", describe: "a cluster of remote_servers: tables on every shard, a Distributed table over them" })
      .option("shard-url", {
        type: "string",
        array: true,
        describe:
          "each shard's HTTP URL: its tables are made there and its rows written there directly, in parallel (without it: ON CLUSTER, which needs ZooKeeper or Keeper, and rows through the Distributed table)",
      })
      .option("replace", { type: "boolean", default: false, describe: "drop and load again tables that exist" })
      .example("$0 data load data --engine clickhouse --url http://127.0.0.1:8123", "default.profiles and default.events"),
  handler: async (args) => {
    const { runDataLoad } = await import("../data-load-run.js");
    process.exitCode = await runDataLoad(args);
  },
};

export const dataCommand: CommandModule<object, object> = {
  command: "data <command>",
  describe: "data sets for estimate: data generate, data load",
  builder: (y) => y.command(generateCommand).command(loadCommand).demandCommand(1, "give a data command: generate, load"),
  handler: () => {},
};

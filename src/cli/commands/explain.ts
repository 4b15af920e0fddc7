// `pql-audience explain [file|-] [--format text|json]`: why a definition is, or is not, edge-eligible.
import type { CommandModule } from "yargs";
import type { ExplainArgs } from "../explain-run.js";

export const explainCommand: CommandModule<object, ExplainArgs> = {
  command: "explain [file]",
  describe: "show the edge verdict of a definition, the facts behind it and every reason",
  builder: (y) =>
    y
      .positional("file", { type: "string", describe: "an audience file or .pql file, or - for PQL on stdin (default: stdin)" })
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" })
      .option("config", { alias: "c", type: "string", describe: "use this config file" })
      .example("$0 explain audiences/cart.audience.yaml", "verdict, facts and reasons with code frames")
      .example(
        `echo 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "x") WHEN(today)])' | $0 explain --format json`,
        "the explanation object: name, verdict, streaming, method, asked, facts",
      ),
  handler: async (args) => {
    const { runExplain } = await import("../explain-run.js");
    process.exitCode = await runExplain(args);
  },
};

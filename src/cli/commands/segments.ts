// `pql-audience segments list [--edge] [--format table|json]`: the segment definitions of the
// sandbox named by the AEP_* environment variables.
import type { CommandModule } from "yargs";

interface ListArgs {
  edge: boolean;
  format: "table" | "json";
  debug?: boolean;
}

const listCommand: CommandModule<object, ListArgs> = {
  command: "list",
  describe: "list segment definitions (credentials from AEP_* environment variables)",
  builder: (y) =>
    y
      .option("edge", {
        type: "boolean",
        default: false,
        describe: "only definitions evaluated on edge (evaluationInfo.synchronous.enabled)",
      })
      .option("format", { choices: ["table", "json"] as const, default: "table" as const, describe: "output format" })
      .example("$0 segments list --edge", "the edge audiences of the sandbox in AEP_SANDBOX")
      .example("$0 segments list --format json > segments.json", "every definition, as the API returns them"),
  handler: async (args) => {
    const { runSegmentsList } = await import("../segments-run.js");
    process.exitCode = await runSegmentsList({ edge: args.edge, format: args.format, debug: args.debug === true });
  },
};

export const segmentsCommand: CommandModule<object, object> = {
  command: "segments <command>",
  describe: "read segment definitions from AEP",
  builder: (y) => y.command(listCommand).demandCommand(1, "give a segments command: list"),
  handler: () => {},
};

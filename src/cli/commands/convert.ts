// `pql-audience convert FILE... --to pql/json|pql/text [--write]`: rewrite the expression of
// audience files in the other format AEP stores (docs/pql-json.md); prints the converted file, or
// writes it in place with --write, like `fmt`.
import type { CommandModule } from "yargs";

interface ConvertArgs {
  files: string[];
  to: "pql/json" | "pql/text";
  write: boolean;
}

export const convertCommand: CommandModule<object, ConvertArgs> = {
  command: "convert <files..>",
  describe: "convert audience files between pql/text and pql/json",
  builder: (y) =>
    y
      .positional("files", {
        type: "string",
        array: true,
        demandOption: true,
        describe: "audience files (.audience.yaml, .audience.json); - for stdin",
      })
      .option("to", {
        choices: ["pql/json", "pql/text"] as const,
        demandOption: true,
        describe: "the format to write `expression.value` in",
      })
      .option("write", { type: "boolean", default: false, describe: "rewrite files in place" })
      .example("$0 convert us.audience.yaml --to pql/json", "print the file with its expression as AEP's JSON tree")
      .example("$0 convert --write --to pql/text audiences/*.yaml", "turn pulled pql/json files into PQL text"),
  handler: async (args) => {
    const { runConvert } = await import("../convert-run.js");
    process.exitCode = await runConvert(args);
  },
};

// `pql-audience fmt [files|-] [--check] [--write]`: print PQL in canonical form; with no path,
// check the current directory (like `lint`).
import type { CommandModule } from "yargs";
import { completion } from "../startup/completion.js";

interface FmtArgs {
  files: string[];
  check: boolean;
  write: boolean;
  width: number;
}

export const fmtCommand: CommandModule<object, FmtArgs> = {
  command: "fmt [files..]",
  describe: "format PQL in canonical form",
  builder: (y) =>
    y
      .positional("files", {
        type: "string",
        array: true,
        default: [] as string[],
        defaultDescription: "check the current directory",
        describe: "files, directories or globs; - for stdin",
      })
      .option("check", { type: "boolean", default: false, describe: "list files that are not formatted; exit 1 if any" })
      .option("write", { type: "boolean", default: false, describe: "rewrite files in place" })
      .option("width", { type: "number", default: 100, describe: "line width before CHAIN steps go one per line" })
      .example("$0 fmt --check audiences/", "CI: fail when a file is not formatted")
      .example("$0 fmt --write audiences/", "format every file in place"),
  handler: async (args) => {
    const { runFmt } = await import("../fmt-run.js");
    process.exitCode = await runFmt(args);
    // Done on return: files and output written synchronously.
    completion.onReturn = true;
  },
};

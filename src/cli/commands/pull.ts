// `pql-audience pull [--out DIR] [--method edge|streaming|batch] [--name GLOB] [--check] [--force]`.
import type { CommandModule } from "yargs";
import type { PullArgs } from "../pull-run.js";

export const pullCommand: CommandModule<object, PullArgs> = {
  command: "pull",
  describe: "write the sandbox's audiences as audience files, one per audience (--check: exit 1 with a diff when the org drifted)",
  builder: (y) =>
    y
      .option("out", { alias: "o", type: "string", default: "audiences", describe: "the folder of the audience files" })
      .option("method", {
        choices: ["edge", "streaming", "batch"] as const,
        describe: "only the audiences AEP evaluates this way (their evaluationInfo)",
      })
      .option("name", { type: "string", describe: "only the audiences whose name matches this glob (* and ?; any case)" })
      .option("check", {
        type: "boolean",
        default: false,
        describe: "write nothing; exit 1 and print a diff when the files are not what the org has",
      })
      .option("force", { type: "boolean", default: false, describe: "overwrite files changed here since the last pull" })
      .example("$0 pull --out audiences", "the whole sandbox into audiences/")
      .example("$0 pull --method edge --name 'Cart*'", "only edge audiences whose name starts with Cart")
      .example("$0 pull --check", "nightly CI: has anyone changed an audience in the UI?"),
  handler: async (args) => {
    const { runPull } = await import("../pull-run.js");
    process.exitCode = await runPull(args);
  },
};

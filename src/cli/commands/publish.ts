// `pql-audience publish [paths] [--dry-run] [--prune] [--yes] [--format text|json]`.
import type { CommandModule } from "yargs";
import type { PublishArgs } from "../publish-run.js";

export const publishCommand: CommandModule<object, PublishArgs> = {
  command: "publish [paths..]",
  describe: "publish edge audiences to AEP: lint, plan (create/update/unchanged/refused), apply",
  builder: (y) =>
    y
      .positional("paths", { type: "string", array: true, default: ["."] as string[], describe: "audience files, directories or globs" })
      .option("dry-run", { type: "boolean", default: false, describe: "print the plan and change nothing" })
      .option("prune", {
        type: "boolean",
        default: false,
        describe: "also delete the edge definitions in the sandbox that no audience file declares (asks first; --yes in CI)",
      })
      .option("yes", { alias: "y", type: "boolean", default: false, describe: "apply without asking (needed when not on a terminal)" })
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" })
      .option("config", { alias: "c", type: "string", describe: "use this config file for every file" })
      .example("$0 publish audiences/ --dry-run", "what would change")
      .example("$0 publish audiences/ --yes", "CI: apply the plan")
      .example("$0 publish audiences/ --prune --dry-run", "which definitions no file declares"),
  handler: async (args) => {
    const { runPublish } = await import("../publish-run.js");
    process.exitCode = await runPublish(args);
  },
};

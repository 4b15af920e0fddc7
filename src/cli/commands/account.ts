// `pql-audience account update|delete BASE_CONNECTION_ID`: the base connection of a streaming
// source (the "account" in the AEP UI).
import type { CommandModule } from "yargs";

interface Common {
  id: string;
  debug?: boolean;
}

const updateCommand: CommandModule<object, Common & { name?: string; description?: string }> = {
  command: "update <id>",
  describe: "rename a base connection or change its description (If-Match, one retry on a conflict)",
  builder: (y) =>
    y
      .positional("id", { type: "string", demandOption: true, describe: "the base connection id" })
      .option("name", { type: "string", describe: "the new name" })
      .option("description", { type: "string", describe: "the new description" }),
  handler: async (args) => {
    const [{ runRename }, { updateConnection }] = await Promise.all([import("../stream-run.js"), import("../../api/flows.js")]);
    process.exitCode = await runRename(
      "connection",
      { id: args.id, name: args.name, description: args.description, debug: args.debug === true },
      updateConnection,
    );
  },
};

const deleteCommand: CommandModule<object, Common> = {
  command: "delete <id>",
  describe: "delete a base connection no dataflow uses",
  builder: (y) => y.positional("id", { type: "string", demandOption: true, describe: "the base connection id" }),
  handler: async (args) => {
    const { runAccountDelete } = await import("../account-run.js");
    process.exitCode = await runAccountDelete({ id: args.id, debug: args.debug === true });
  },
};

export const accountCommand: CommandModule<object, object> = {
  command: "account <command>",
  describe: "update or delete a streaming source's base connection",
  builder: (y) => y.command(updateCommand).command(deleteCommand).demandCommand(1, "give an account command: update or delete"),
  handler: () => {},
};

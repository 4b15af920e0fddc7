// `pql-audience stream create|get|runs|update|delete|send`: a streaming source dataflow into AEP,
// built from a stream.yaml spec. Credentials come from the AEP_* environment variables.
import type { CommandModule } from "yargs";

interface Common {
  debug?: boolean;
}

const createCommand: CommandModule<object, Common & { file: string; "keep-on-failure": boolean; resume?: string }> = {
  command: "create",
  describe: "create the connections, schema, dataset, mapping and dataflow a spec describes",
  builder: (y) =>
    y
      .option("file", { type: "string", demandOption: true, describe: "the stream spec (YAML), e.g. stream.yaml" })
      .option("keep-on-failure", {
        type: "boolean",
        default: false,
        describe: "keep what was created when a step fails, and print how to resume",
      })
      .option("resume", { type: "string", describe: "step=id,... from a failed run: reuse those resources" })
      .example("$0 stream create --file stream.yaml", "create it; on failure everything made so far is deleted"),
  handler: async (args) => {
    const { runStreamCreate } = await import("../stream-run.js");
    process.exitCode = await runStreamCreate({
      file: args.file,
      keepOnFailure: args["keep-on-failure"],
      resume: args.resume,
      debug: args.debug === true,
    });
  },
};

const getCommand: CommandModule<object, Common & { flowId: string; format: "text" | "json" }> = {
  command: "get <flowId>",
  describe: "show a dataflow: state, inlet URL, last operation",
  builder: (y) =>
    y
      .positional("flowId", { type: "string", demandOption: true, describe: "the dataflow id" })
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" }),
  handler: async (args) => {
    const { runStreamGet } = await import("../stream-run.js");
    process.exitCode = await runStreamGet({ flowId: args.flowId, format: args.format, debug: args.debug === true });
  },
};

const runsCommand: CommandModule<object, Common & { flowId: string; format: "text" | "json" }> = {
  command: "runs <flowId>",
  describe: "show a dataflow's runs: records in, out and failed, status, errors, duration",
  builder: (y) =>
    y
      .positional("flowId", { type: "string", demandOption: true, describe: "the dataflow id" })
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" }),
  handler: async (args) => {
    const { runStreamRuns } = await import("../stream-run.js");
    process.exitCode = await runStreamRuns({ flowId: args.flowId, format: args.format, debug: args.debug === true });
  },
};

const updateCommand: CommandModule<object, Common & { flowId: string; name?: string; description?: string }> = {
  command: "update <flowId>",
  describe: "rename a dataflow or change its description (If-Match, one retry on a conflict)",
  builder: (y) =>
    y
      .positional("flowId", { type: "string", demandOption: true, describe: "the dataflow id" })
      .option("name", { type: "string", describe: "the new name" })
      .option("description", { type: "string", describe: "the new description" }),
  handler: async (args) => {
    const [{ runRename }, { updateFlow }] = await Promise.all([import("../stream-run.js"), import("../../api/flows.js")]);
    process.exitCode = await runRename(
      "dataflow",
      { id: args.flowId, name: args.name, description: args.description, debug: args.debug === true },
      updateFlow,
    );
  },
};

const deleteCommand: CommandModule<object, Common & { flowId: string; "keep-connections": boolean }> = {
  command: "delete <flowId>",
  describe: "delete a dataflow, then its source and target connections and mapping set",
  builder: (y) =>
    y
      .positional("flowId", { type: "string", demandOption: true, describe: "the dataflow id" })
      .option("keep-connections", { type: "boolean", default: false, describe: "delete the dataflow only" }),
  handler: async (args) => {
    const { runStreamDelete } = await import("../stream-run.js");
    process.exitCode = await runStreamDelete({
      flowId: args.flowId,
      keepConnections: args["keep-connections"],
      debug: args.debug === true,
    });
  },
};

const sendCommand: CommandModule<
  object,
  Common & { inletUrl: string; file: string; "flow-id"?: string; auth: boolean; check: boolean; xdm: boolean }
> = {
  command: "send <inletUrl>",
  describe: "post test records (a JSON object or an array of them) to an inlet",
  builder: (y) =>
    y
      .positional("inletUrl", { type: "string", demandOption: true, describe: "the inlet or webhook URL" })
      .option("file", { type: "string", demandOption: true, describe: "JSON file of records; - for stdin" })
      .option("flow-id", {
        type: "string",
        describe: "send it as x-adobe-flow-id, and check the records against the dataflow's schema",
      })
      .option("xdm", {
        type: "boolean",
        default: false,
        describe: "wrap each record (an XDM entity) in the streaming envelope {header, body: {xdmMeta, xdmEntity}}; needs --flow-id",
      })
      .option("auth", { type: "boolean", default: false, describe: "send the AEP token (inlets created with authenticationRequired)" })
      .option("check", {
        type: "boolean",
        default: true,
        describe: "check each record against the dataflow's schema before sending any (--no-check skips it)",
      }),
  handler: async (args) => {
    const { runStreamSend } = await import("../stream-send-run.js");
    process.exitCode = await runStreamSend({
      inletUrl: args.inletUrl,
      file: args.file,
      flowId: args["flow-id"],
      auth: args.auth,
      check: args.check,
      xdm: args.xdm,
      debug: args.debug === true,
      sandbox: process.env.AEP_SANDBOX || undefined,
    });
  },
};

export const streamCommand: CommandModule<object, object> = {
  command: "stream <command>",
  describe: "create and manage a streaming source dataflow",
  builder: (y) =>
    y
      .command(createCommand)
      .command(getCommand)
      .command(runsCommand)
      .command(updateCommand)
      .command(deleteCommand)
      .command(sendCommand)
      .demandCommand(1, "give a stream command: create, get, runs, update, delete or send"),
  handler: () => {},
};

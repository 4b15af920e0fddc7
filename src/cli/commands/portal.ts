// `pql-audience portal [paths..]`: the audience portal in a browser, over a local emulator, with
// the audience files under the paths shown read-only next to the org's definitions.
import type { CommandModule } from "yargs";
import type { PortalArgs } from "../portal-run.js";

export const portalCommand: CommandModule<object, PortalArgs> = {
  command: "portal [paths..]",
  describe: "start an emulator and its audience portal, with local audience files shown read-only",
  builder: (y) =>
    y
      .positional("paths", { type: "string", array: true, default: [] as string[], describe: "audience files or directories to show" })
      .option("port", { type: "number", default: 4010, describe: "port to listen on; 0 picks a free one" })
      .option("host", { type: "string", default: "127.0.0.1", describe: "address to listen on" })
      .option("data", { type: "string", describe: "directory to keep the emulator's state in across restarts" })
      .option("seed", { type: "string", describe: "JSON/YAML file of mergePolicies and segments to start with" })
      .option("quiet", { type: "boolean", default: false, describe: "do not log each request" })
      .example("$0 portal audiences/", "open http://127.0.0.1:4010/portal: the org's audiences and the files, read-only"),
  handler: async (args) => {
    const { runPortal } = await import("../portal-run.js");
    process.exitCode = await runPortal(args);
  },
};

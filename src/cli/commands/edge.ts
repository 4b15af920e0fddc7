// `pql-audience edge send [--event FILE|-]`: one event to the Edge Network, and the edge audiences
// the profile is in now.
import type { CommandModule } from "yargs";
import type { EdgeSendArgs } from "../edge-run.js";

const sendCommand: CommandModule<object, EdgeSendArgs> = {
  command: "send",
  describe: "send one event to the Edge Network (interact) and print the audiences the profile is in",
  builder: (y) =>
    y
      .option("event", {
        type: "string",
        describe: 'a JSON file: the event as {"xdm": {...}, "data"?: {...}}, or the bare XDM object; - or none for stdin',
      })
      .option("datastream", { type: "string", describe: "the datastream id (default: AEP_DATASTREAM_ID)" })
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" })
      .example("$0 edge send --event checkout.json", "against AEP_EDGE_URL (or the emulator in AEP_BASE_URL)"),
  handler: async (args) => {
    const { runEdgeSend } = await import("../edge-run.js");
    process.exitCode = await runEdgeSend(args);
  },
};

export const edgeCommand: CommandModule<object, object> = {
  command: "edge <command>",
  describe: "talk to the Edge Network: send an event, see the edge audiences it qualifies for",
  builder: (y) => y.command(sendCommand).demandCommand(1, "give an edge command: send"),
  handler: () => {},
};

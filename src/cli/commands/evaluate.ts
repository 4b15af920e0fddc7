// `pql-audience evaluate [file|-] --profile FILE --events FILE --now ISO`: is this person in?
import type { CommandModule } from "yargs";
import type { EvaluateArgs } from "../evaluate-run.js";
import { nowOption } from "../data-options.js";
import { maxStepsOption } from "../max-steps.js";

export const evaluateCommand: CommandModule<object, EvaluateArgs> = {
  command: "evaluate [file]",
  describe: "evaluate audiences for one profile and its events: does the person qualify, and why",
  builder: (y) =>
    y
      .positional("file", {
        type: "string",
        describe: "a .pql file, an audience file (each audience in it), or - for PQL on stdin (default: stdin)",
      })
      .option("profile", {
        type: "string",
        describe: "the profile: a JSON file holding one XDM profile object (default: an empty profile)",
      })
      .option("events", {
        type: "string",
        describe:
          "the profile's events: a JSON file holding an array of XDM ExperienceEvents, or an object with an `events` array (default: none)",
      })
      .option("now", nowOption())
      .option("max-steps", maxStepsOption())
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" })
      .example(
        "$0 evaluate examples/cart-viewers-today.audience.json --profile examples/profiles/alice.json --events examples/profiles/alice-events.json --now 2024-05-15T12:00:00Z",
        "qualifies or not, with the parts that decided it",
      )
      .example(
        `echo 'loyalty.tier = "gold"' | $0 evaluate --profile examples/profiles/alice.json --format json`,
        '{"qualifies": true, ...}',
      ),
  handler: async (args) => {
    const { runEvaluate } = await import("../evaluate-run.js");
    process.exitCode = await runEvaluate(args);
  },
};

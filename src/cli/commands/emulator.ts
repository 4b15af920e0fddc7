// `pql-audience emulator [--port N] [--data DIR] ...`: a local AEP (IMS, segmentation, merge
// policies) for demos, tests and CI dry runs, with fault injection.
import type { CommandModule } from "yargs";
import type { EmulatorArgs } from "../emulator-run.js";

export const emulatorCommand: CommandModule<object, EmulatorArgs> = {
  command: "emulator",
  describe: "run a local AEP emulator (IMS, segments, merge policies, quota, flow service)",
  builder: (y) =>
    y
      .option("port", { type: "number", default: 4010, describe: "port to listen on; 0 picks a free one" })
      .option("host", { type: "string", default: "127.0.0.1", describe: "address to listen on" })
      .option("data", { type: "string", describe: "directory to keep state in across restarts" })
      .option("seed", { type: "string", describe: "JSON/YAML file of mergePolicies and segments to start with" })
      .option("max-profiles", {
        type: "number",
        describe: "profiles the emulator keeps (default 100000); an event for a new identity past it is refused with 507",
      })
      .option("max-store-bytes", {
        type: "number",
        describe:
          "bytes of state the emulator keeps, profiles and events and everything else (default 268435456, 256 MiB); a change past it is refused with 507",
      })
      .option("client-id", { type: "string", describe: "only issue tokens to this client id (with --client-secret)" })
      .option("client-secret", { type: "string", describe: "the secret --client-id must present (a test value, not a real one)" })
      .option("token-ttl", { type: "number", describe: "lifetime of issued tokens in seconds (default 86399)" })
      .option("fail-rate", { type: "number", default: 0, describe: "share of requests answered 503, 0..1" })
      .option("throttle-rate", { type: "number", default: 0, describe: "share of requests answered 429 with Retry-After, 0..1" })
      .option("retry-after", { type: "number", default: 1, describe: "Retry-After seconds on injected 429s" })
      .option("drop-rate", { type: "number", default: 0, describe: "share of connections dropped without an answer, 0..1" })
      .option("drop-after-apply", {
        type: "boolean",
        default: false,
        describe: "drop after the change was applied (tests 'outcome unknown')",
      })
      .option("latency", { type: "number", default: 0, describe: "milliseconds added to every request" })
      .option("faults", { type: "string", describe: "JSON file: a script of faults for the next matching requests" })
      .option("quota", {
        type: "string",
        describe: "data lifecycle quota limits, e.g. datasetExpirationQuota=100,dailyConsumerDeleteIdentitiesQuota=5000",
      })
      .option("fault-seed", { type: "number", describe: "seed for the random faults, to replay a run" })
      .option("edge-ineligible", {
        choices: ["reject", "downgrade"] as const,
        default: "reject" as const,
        describe: "a definition asking for edge that is not eligible: 400 with the reasons, or accept it as streaming",
      })
      .option("quiet", { type: "boolean", default: false, describe: "do not log each request" })
      .group(
        ["fail-rate", "throttle-rate", "retry-after", "drop-rate", "drop-after-apply", "latency", "faults", "fault-seed"],
        "Fault injection:",
      )
      .example("$0 emulator", "listen on 127.0.0.1:4010 and print the variables to export")
      .example("$0 emulator --port 0 --data .aep --fail-rate 0.3 --throttle-rate 0.1", "a flaky AEP that remembers"),
  handler: async (args) => {
    const { runEmulator } = await import("../emulator-run.js");
    process.exitCode = await runEmulator(args);
  },
};

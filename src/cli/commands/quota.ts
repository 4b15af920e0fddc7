// `pql-audience quota [--type T] [--format table|json] [--fail-above PCT]`: the org's Data
// Lifecycle (hygiene) quotas, with a CI gate.
import type { CommandModule } from "yargs";
import { QUOTA_TYPES, type QuotaType } from "../../text/quota-names.js";

interface QuotaArgs {
  type?: QuotaType;
  format: "table" | "json";
  "fail-above"?: number;
  debug?: boolean;
}

export const quotaCommand: CommandModule<object, QuotaArgs> = {
  command: "quota",
  describe: "show the org's data lifecycle quotas (used, limit, when they reset) and the sandbox's audience budgets",
  builder: (y) =>
    y
      // The four names the Quota endpoint guide documents; yargs refuses any other with the list
      // (the older expirationDatasetQuota and deleteIdentityWorkOrderDatasetQuota too, as the
      // emulator does: they are read in answers, never sent).
      .option("type", { choices: QUOTA_TYPES, describe: "one quota" })
      .option("format", { choices: ["table", "json"] as const, default: "table" as const, describe: "output format" })
      .option("fail-above", { type: "number", describe: "exit 1 when any quota is above this percentage (CI gate)" })
      .example("$0 quota", "every quota as a table")
      .example("$0 quota --fail-above 90", "CI: fail when a quota is more than 90 % used"),
  handler: async (args) => {
    const { runQuota } = await import("../quota-run.js");
    process.exitCode = await runQuota({ type: args.type, format: args.format, failAbove: args["fail-above"], debug: args.debug === true });
  },
};

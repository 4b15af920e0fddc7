// `pql-audience rules [name|code]`: the rule list, or one rule's documentation.
import type { CommandModule } from "yargs";
import { stdout } from "../startup/stdio.js";

interface RulesArgs {
  rule?: string;
}

export const rulesCommand: CommandModule<object, RulesArgs> = {
  command: "rules [rule]",
  describe: "list the rules, or explain one (by code, name or category such as edge/*)",
  builder: (y) =>
    y
      .positional("rule", { type: "string", describe: "a code (PQL204), a name (edge/window-too-long) or a group (edge/*, PQL2xx)" })
      .example("$0 rules edge/window-too-long", "why the rule exists, with examples"),
  handler: async (args) => {
    const [{ allRules, codesFor, ruleByCodeOrName, suggestRule }, { ruleText, rulesTable }, { UsageError }] = await Promise.all([
      import("../../lint/registry.js"),
      import("../../report/rule-docs.js"),
      import("../exit.js"),
    ]);
    if (args.rule === undefined) {
      stdout.write(rulesTable(allRules.map((r) => r.meta)));
      return;
    }
    const codes = codesFor(args.rule);
    if (!codes) {
      const guess = suggestRule(args.rule);
      throw new UsageError(`no rule \`${args.rule}\`${guess ? `; did you mean \`${guess}\`?` : ""} (\`pql-audience rules\` lists them)`);
    }
    const metas = codes.map((c) => ruleByCodeOrName(c)!.meta);
    stdout.write(metas.length === 1 ? ruleText(metas[0]!) : rulesTable(metas));
  },
};

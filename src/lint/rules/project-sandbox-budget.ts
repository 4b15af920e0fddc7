// A project that holds more audiences of a method than a sandbox's budget (../budgets.ts): it
// cannot all be published to one sandbox without going past AEP's guardrail. The count is of
// the audience files linted together (lint the project's root, as CI does, to count the whole
// project); bare .pql files are not published, so they do not count. One finding per budget, on
// the first audience past it in file order: the one that tips the project over.
import type { Span } from "../../syntax/ast.js";
import { yamlAudience } from "../../audience/rules/examples.js";
import { AEP_AUDIENCE_BUDGETS, BUDGET_NAMES, budgetLabel, countsAgainst, type BudgetName } from "../budgets.js";
import type { AudienceDraft } from "../audience-draft.js";
import type { AudienceDirectory, DirectoryEntry } from "../directory.js";
import type { Rule } from "../rule.js";

/** The audiences counted against each budget, in file order: worked out once per run, not per audience. */
const countedByRun = new WeakMap<AudienceDirectory, Record<BudgetName, DirectoryEntry[]>>();

function counted(directory: AudienceDirectory): Record<BudgetName, DirectoryEntry[]> {
  let lists = countedByRun.get(directory);
  if (!lists) {
    const inOrder = directory.all
      .filter((e) => e.audience.kind !== "pql" && e.audience.statedMethod !== null)
      // Code-unit order, not the locale's: the same finding on every machine.
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.audience.index - b.audience.index));
    const of = (budget: BudgetName) => inOrder.filter((e) => countsAgainst(e.audience.statedMethod!, budget));
    lists = { edge: of("edge"), streaming: of("streaming"), audiences: of("audiences") };
    countedByRun.set(directory, lists);
  }
  return lists;
}

/** 1st, 2nd, 3rd, 11th, 151st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Where the method is stated: `synchronous.enabled` for edge, else the `evaluationInfo` key (or the name). */
function methodRange(audience: AudienceDraft, budget: BudgetName): Span | undefined {
  const { ranges } = audience;
  return budget === "edge" ? ranges.synchronousEnabled : (ranges.notMarked ?? ranges.synchronousEnabled ?? ranges.name);
}

const advice: Record<BudgetName, string> = {
  edge: "evaluate some of them by streaming or batch instead (`evaluationInfo`), or merge overlapping ones",
  streaming: "evaluate some of them in batch instead (`evaluationInfo`), or merge overlapping ones",
  audiences: "delete the audiences no one uses, or merge overlapping ones",
};

const edgeAudience = (name: string) => yamlAudience({ name });
const streamingAudience = (name: string) => yamlAudience({ name, evaluation: [false, true, false] });

export const projectSandboxBudget: Rule = {
  meta: {
    code: "PQL501",
    name: "project/sandbox-budget",
    category: "project",
    defaultSeverity: "warning",
    summary: "The project has more audiences of a method than a sandbox's budget",
    why: "AEP's guardrails hold a sandbox to 4,000 audiences, of which 500 streaming and 150 edge; past them, evaluation slows down for every audience of the sandbox. `budgets` in the config sets other limits for an org that has them.",
    invalid: [
      {
        file: "yaml",
        code: edgeAudience("US customers"),
        config: { budgets: { edge: 1 } },
        others: [{ name: "adults.audience.yaml", code: edgeAudience("Adults") }],
      },
      {
        file: "yaml",
        code: streamingAudience("US customers"),
        config: { budgets: { streaming: 1 } },
        others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }],
      },
      {
        file: "yaml",
        code: yamlAudience({ evaluation: null }),
        config: { budgets: { audiences: 1 } },
        others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: edgeAudience("US customers"),
        config: { budgets: { edge: 2 } },
        others: [{ name: "adults.audience.yaml", code: edgeAudience("Adults") }],
      },
      {
        file: "yaml",
        code: streamingAudience("US customers"),
        config: { budgets: { edge: 1 } },
        others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }],
      },
    ],
  },
  checkGlobal({ audience, directory, config, report }) {
    const method = audience.statedMethod;
    if (audience.kind === "pql" || method === null) return;
    const lists = counted(directory);
    for (const budget of BUDGET_NAMES) {
      const limit = config.budgets[budget];
      const list = lists[budget];
      // Only the first audience past the budget reports it, so a project 10 over gets one finding.
      if (!countsAgainst(method, budget) || list.length <= limit || list[limit]!.audience !== audience) continue;
      const range = methodRange(audience, budget);
      if (!range) continue;
      const what = budgetLabel(budget);
      const setting = `budgets.${budget}`;
      const isDefault = limit === AEP_AUDIENCE_BUDGETS[budget];
      report({
        range,
        message: `this project has ${list.length} ${what}, over a sandbox's budget of ${limit}${isDefault ? " (AEP's guardrail)" : ` (\`${setting}\`)`}; this is the ${ordinal(limit + 1)} in file order`,
        label: `${ordinal(limit + 1)} of ${list.length} ${what}`,
        hints: [
          advice[budget],
          isDefault
            ? `if your org's limit is another, set \`${setting}\` in pql-audience.config.yaml`
            : `AEP's guardrail is ${AEP_AUDIENCE_BUDGETS[budget]}; \`${setting}\` in the config sets ${limit}`,
        ],
      });
    }
  },
};

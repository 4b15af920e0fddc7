// The sandbox's audience budgets against a publish plan (src/lint/budgets.ts: AEP's guardrails,
// or the config's): the sandbox's definitions by method now, and after the plan's creates, its
// method changes and, with --prune, its deletions. A plan that would take a budget past its
// limit is refused before anything is applied. A sandbox already over a budget (limits lowered in
// the config, or definitions made in the UI) is not held hostage: a plan that does not add to
// that budget goes through, so a publish that deletes or moves audiences can bring it back.
import {
  BUDGET_NAMES,
  emptyCounts,
  statedMethod,
  used,
  type AudienceBudgets,
  type BudgetName,
  type MethodCounts,
} from "../lint/budgets.js";
import type { DefinitionRef, LiveDefinition, Plan } from "./plan.js";

export interface BudgetUse {
  budget: BudgetName;
  /** Definitions of the sandbox that count against it now. */
  now: number;
  /** And once the plan is applied. */
  after: number;
  limit: number;
  /** The plan takes it past its limit (and adds to it). */
  exceeded: boolean;
}

export interface BudgetCheck {
  /** Edge, streaming, then every audience. */
  uses: BudgetUse[];
  exceeded: BudgetUse[];
}

export function checkBudgets(
  plan: Plan,
  live: readonly LiveDefinition[],
  limits: AudienceBudgets,
  prune: readonly DefinitionRef[] = [],
): BudgetCheck {
  const byId = new Map(live.map((d) => [d.id, d]));
  const now = emptyCounts();
  for (const d of live) now[statedMethod(d.evaluationInfo)]++;
  const after: MethodCounts = { ...now };
  for (const step of plan.steps) {
    if (step.action === "create") after[step.method]++;
    if (step.action === "update") {
      after[statedMethod(byId.get(step.remoteId!)?.evaluationInfo)]--;
      after[step.method]++;
    }
  }
  for (const target of prune) {
    const definition = byId.get(target.id);
    if (definition) after[statedMethod(definition.evaluationInfo)]--;
  }
  const uses = BUDGET_NAMES.map((budget): BudgetUse => {
    const use = { budget, now: used(now, budget), after: used(after, budget), limit: limits[budget] };
    return { ...use, exceeded: use.after > use.limit && use.after > use.now };
  });
  return { uses, exceeded: uses.filter((u) => u.exceeded) };
}

// The sandbox's audience budgets. AEP's "Default guardrails for Real-Time Customer Profile data
// and segmentation" (Segmentation guardrails, docs/aep-docs.md) limits each sandbox to 4,000
// audiences, of which 500 streaming and 150 edge; they are performance guardrails (soft limits:
// AEP's API does not refuse the next one, evaluation slows down), and an org may license others,
// so the config can change them (`budgets` in config.ts). Lint (rules/project-sandbox-budget.ts),
// publish and quota count against the same numbers. Pure.
//
// The page says "less than 4000 audiences in each individual sandbox" in one place and calls 4,000
// the limit in another; "Segmentation health checks" warns when a count *exceeds* the limit. We
// read a budget as the most a sandbox may hold: 150 edge audiences are within it, 151 are over.

import type { AudienceFileKind } from "../audience/load.js";

/** How AEP evaluates an audience. */
export type EvaluationMethod = "edge" | "streaming" | "batch";

export interface AudienceBudgets {
  /** Audiences of every method. */
  audiences: number;
  streaming: number;
  edge: number;
}

export type BudgetName = keyof AudienceBudgets;

/** The order budgets are listed in: the narrowest first. */
export const BUDGET_NAMES: readonly BudgetName[] = ["edge", "streaming", "audiences"];

export const AEP_AUDIENCE_BUDGETS: Readonly<AudienceBudgets> = Object.freeze({ audiences: 4000, streaming: 500, edge: 150 });

/** The `evaluationInfo` of an audience file or a live definition, as far as the method goes. */
export interface EvaluationToggles {
  batch?: { enabled?: boolean | undefined } | undefined;
  continuous?: { enabled?: boolean | undefined } | undefined;
  synchronous?: { enabled?: boolean | undefined } | undefined;
}

/**
 * The method a definition states: edge when `synchronous` is enabled, else streaming when
 * `continuous` is, else batch (an omitted evaluationInfo means batch, "Segment definitions
 * endpoint"). Edge wins over streaming, as AEP evaluates such a definition on the edge.
 */
export function statedMethod(info: EvaluationToggles | null | undefined): EvaluationMethod {
  if (info?.synchronous?.enabled === true) return "edge";
  if (info?.continuous?.enabled === true) return "streaming";
  return "batch";
}

/**
 * The method an audience file is checked for: a bare `.pql` file states none and is checked as an
 * edge audience (lint reports its edge reasons); an audience file states its own. Lint's drafts
 * and the portal's local files read a file this way.
 */
export function fileMethod(kind: AudienceFileKind, info: EvaluationToggles | null | undefined): EvaluationMethod {
  return kind === "pql" ? "edge" : statedMethod(info);
}

/** Whether an audience of this method counts against this budget. */
export function countsAgainst(method: EvaluationMethod, budget: BudgetName): boolean {
  return budget === "audiences" || budget === method;
}

/** How many audiences of each method. */
export type MethodCounts = Record<EvaluationMethod, number>;

export function emptyCounts(): MethodCounts {
  return { edge: 0, streaming: 0, batch: 0 };
}

/** How many audiences count against a budget, given the count of each method. */
export function used(counts: MethodCounts, budget: BudgetName): number {
  return budget === "audiences" ? counts.edge + counts.streaming + counts.batch : counts[budget];
}

/** "edge audiences", "streaming audiences", "audiences" (of every method). */
export function budgetLabel(budget: BudgetName): string {
  return budget === "audiences" ? "audiences" : `${budget} audiences`;
}

/** The smallest of each budget: several config files may apply to the files of one publish. */
export function tightestBudgets(all: Iterable<AudienceBudgets>): AudienceBudgets {
  const out = { ...AEP_AUDIENCE_BUDGETS };
  let first = true;
  for (const b of all) {
    for (const name of BUDGET_NAMES) out[name] = first ? b[name] : Math.min(out[name], b[name]);
    first = false;
  }
  return out;
}

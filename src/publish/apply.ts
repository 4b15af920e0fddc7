// Applying a publish plan through the API client. Safe to run again at any point: creates are
// matched by name before they are sent, a create whose outcome is unknown (the connection dropped
// after sending) is resolved by reading back instead of being sent twice, and a 422 "already
// exists" turns into an update of the definition that is there. Deletions (`--prune`) come last,
// and only when every create and update went through: a rename whose create failed must not
// lose the old definition as well.
import { ApiError } from "../api/errors.js";
import type { AepClient } from "../api/http.js";
import {
  createSegmentDefinition,
  deleteSegmentDefinition,
  findSegmentDefinitionsByName,
  updateSegmentDefinition,
  type SegmentDefinitionInput,
} from "../api/segments.js";
import { applyOrder, differences, resolveAliases, type DefinitionRef, type Plan, type PlanStep, type PublishCandidate } from "./plan.js";

/** `blocked`: waited for an alias whose audience failed to publish in this run. */
export type OutcomeStatus = "created" | "updated" | "unchanged" | "refused" | "failed" | "blocked";

export interface StepOutcome {
  file: string;
  name: string;
  status: OutcomeStatus;
  id?: string;
  /** Why it failed or was refused. */
  detail?: string;
}

/** `blocked`: not deleted because a create or update of the same run failed. */
export interface PruneOutcome extends DefinitionRef {
  status: "deleted" | "failed" | "blocked";
  detail?: string;
}

export interface ApplyReport {
  outcomes: StepOutcome[];
  /** The definitions `prune` asked to delete, in that order. */
  pruned: PruneOutcome[];
  /** Per status; `failed` and `blocked` count deletions too. */
  counts: Record<OutcomeStatus | "deleted", number>;
}

export interface ApplyOptions {
  /** Called before each create/update, for progress on a terminal. */
  onProgress?: (done: number, total: number, step: PlanStep) => void;
  /** Definitions to delete after the creates and updates (the plan's orphans, when asked to prune). */
  prune?: readonly DefinitionRef[];
}

export async function applyPlan(
  plan: Plan,
  candidates: readonly PublishCandidate[],
  client: AepClient,
  options: ApplyOptions = {},
): Promise<ApplyReport> {
  const idsByAlias = new Map<string, string>();
  for (const step of plan.steps) if (step.alias && step.remoteId) idsByAlias.set(step.alias, step.remoteId);
  const referencesOf = new Map(candidates.map((c) => [`${c.file}\u0000${c.definition.name}`, c.references]));
  const outcomes = new Map<PlanStep, StepOutcome>();
  for (const step of plan.steps) {
    if (step.action === "unchanged") outcomes.set(step, { file: step.file, name: step.name, status: "unchanged", id: step.remoteId! });
    if (step.action === "refused")
      outcomes.set(step, { file: step.file, name: step.name, status: step.action, detail: step.reasons.join("; ") });
  }

  // A plan with errors applies nothing (the CLI stops before; a library caller is held to it here).
  const ordered = plan.errors.length > 0 ? [] : applyOrder(plan);
  if (plan.errors.length > 0)
    for (const step of applyOrder(plan))
      outcomes.set(step, { file: step.file, name: step.name, status: "blocked", detail: "not applied: the plan has errors" });
  let done = 0;
  for (const step of ordered) {
    options.onProgress?.(done, ordered.length, step);
    done++;
    const references = referencesOf.get(`${step.file}\u0000${step.name}`) ?? [];
    const resolved = resolveAliases(step.body!.expression.value, references, idsByAlias);
    if (resolved.missing.length > 0) {
      outcomes.set(step, {
        file: step.file,
        name: step.name,
        status: "blocked",
        detail: `waits for ${resolved.missing.map((a) => `alias:${a}`).join(", ")}, which was not published`,
      });
      continue;
    }
    const body = { ...step.body!, expression: { ...step.body!.expression, value: resolved.value } } as SegmentDefinitionInput;
    try {
      const id = step.action === "update" ? await update(client, step.remoteId!, body) : await create(client, body);
      if (step.alias) idsByAlias.set(step.alias, id.id);
      outcomes.set(step, { file: step.file, name: step.name, status: id.status, id: id.id });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      outcomes.set(step, { file: step.file, name: step.name, status: "failed", detail: e.message });
    }
  }
  options.onProgress?.(done, ordered.length, ordered[ordered.length - 1]!);

  const list = plan.steps.map((s) => outcomes.get(s)!);
  const counts: ApplyReport["counts"] = { created: 0, updated: 0, unchanged: 0, refused: 0, failed: 0, blocked: 0, deleted: 0 };
  for (const o of list) counts[o.status]++;
  const unfinished = counts.failed + counts.blocked;
  const pruned: PruneOutcome[] = [];
  for (const target of options.prune ?? []) {
    const outcome =
      unfinished > 0
        ? {
            ...target,
            status: "blocked" as const,
            detail: `not deleted: ${unfinished} of this run's creates and updates did not go through`,
          }
        : await remove(client, target);
    pruned.push(outcome);
    counts[outcome.status]++;
  }
  return { outcomes: list, pruned, counts };
}

async function remove(client: AepClient, target: DefinitionRef): Promise<PruneOutcome> {
  try {
    await deleteSegmentDefinition(client, target.id);
    return { ...target, status: "deleted" };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    // Gone already (another run, or someone in the UI): what prune wanted.
    if (e.status === 404) return { ...target, status: "deleted" };
    return { ...target, status: "failed", detail: e.message };
  }
}

async function update(client: AepClient, id: string, body: SegmentDefinitionInput): Promise<{ id: string; status: OutcomeStatus }> {
  await updateSegmentDefinition(client, id, body);
  return { id, status: "updated" };
}

/** The definition of this name that is live now, if any. */
async function readBack(client: AepClient, name: string) {
  const [found] = await findSegmentDefinitionsByName(client, name);
  return found;
}

async function create(client: AepClient, body: SegmentDefinitionInput): Promise<{ id: string; status: OutcomeStatus }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const created = await createSegmentDefinition(client, body);
      return { id: created.id, status: "created" };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 422 || e.outcomeUnknown) {
        // Either it exists already (created by an earlier, interrupted run or by someone else),
        // or we cannot tell whether our create landed: read back instead of sending it again.
        const live = await readBack(client, body.name);
        if (live) {
          if (differences(body as never, live as never).length === 0)
            return { id: live.id, status: e.outcomeUnknown ? "created" : "unchanged" };
          return update(client, live.id, body);
        }
        if (e.outcomeUnknown && attempt === 0) continue; // it did not land: safe to send once more
      }
      throw e;
    }
  }
  throw new Error("unreachable");
}

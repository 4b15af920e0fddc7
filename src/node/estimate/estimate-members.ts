// Who is in each audience, on one loaded data set: estimate's own computation (estimateAudiences,
// compiled SQL where it compiles, the evaluator elsewhere), keeping every audience's members for
// what compares them (`diff`, `estimate --overlap`); and the evaluator's outline of chosen
// profiles, the way estimate outlines its samples.
import { evaluate, type Budget } from "../../evaluate/index.js";
import { traceOutline, type OutlineLine } from "../../run/trace-outline.js";
import type { Expression } from "../../syntax/ast.js";
import { estimateAudiences, type AudienceEstimate, type EstimateAudience, type EstimateOptions } from "./estimate-audiences.js";
import type { LoadedData, ProfileWithEvents } from "./loaded-data.js";

export interface Members {
  members: ReadonlySet<number>;
  /** Profiles over the evaluation budget: in neither side of the count. */
  overBudget: ReadonlySet<number>;
}

export interface AudienceMembers {
  /** The estimates of the audiences shown, in the order given. */
  estimates: AudienceEstimate[];
  /** Every audience's members, shown or not, by its index in the list given. */
  members: Members[];
}

export async function estimateMembers(
  data: LoadedData,
  audiences: readonly EstimateAudience[],
  options: Omit<EstimateOptions, "onMembers">,
): Promise<AudienceMembers> {
  const members: Members[] = [];
  const estimates = await estimateAudiences(data, audiences, {
    ...options,
    onMembers: (index, m, overBudget) => {
      members[index] = { members: m, overBudget };
    },
  });
  return { estimates, members };
}

export interface TracedProfile {
  pid: number;
  primaryId: string | null;
  qualifies: boolean;
  /** Over the evaluation budget: no outline. */
  overBudget: boolean;
  outline: OutlineLine[];
}

/**
 * The evaluator's answer and outline for each of `pids` (in pid order), reading the audiences it
 * references from `membership` (by the id its `inSegment` names).
 */
export async function traceProfiles(
  /** Where the profiles are read: the loaded data, or a ClickHouse server (src/node/clickhouse/members.ts). */
  data: { profilesWithEvents(pids: readonly number[]): AsyncIterable<ProfileWithEvents> },
  audience: { ast: Expression; pql: string },
  pids: readonly number[],
  options: { now: number; budget?: Budget | undefined; membership: (id: string, pid: number) => boolean },
): Promise<TracedProfile[]> {
  const out: TracedProfile[] = [];
  if (pids.length === 0) return out;
  for await (const profile of data.profilesWithEvents(pids)) {
    const result = evaluate(audience.ast, {
      profile: profile.profile,
      events: profile.events,
      now: options.now,
      membership: (id) => options.membership(id, profile.pid),
      ...(options.budget ? { budget: options.budget } : {}),
    });
    const overBudget = result.status === "budget-exceeded";
    out.push({
      pid: profile.pid,
      primaryId: profile.primaryId,
      qualifies: !overBudget && result.qualifies === true,
      overBudget,
      outline: overBudget ? [] : traceOutline(result.trace.nodes, audience.pql),
    });
  }
  return out;
}

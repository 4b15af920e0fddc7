import { type Budget } from "../../evaluate/index.js";
import { type OutlineLine } from "../../run/trace-outline.js";
import type { Expression } from "../../syntax/ast.js";
import { type AudienceEstimate, type EstimateAudience, type EstimateOptions } from "./estimate-audiences.js";
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
export declare function estimateMembers(data: LoadedData, audiences: readonly EstimateAudience[], options: Omit<EstimateOptions, "onMembers">): Promise<AudienceMembers>;
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
export declare function traceProfiles(
/** Where the profiles are read: the loaded data, or a ClickHouse server (src/node/clickhouse/members.ts). */
data: {
    profilesWithEvents(pids: readonly number[]): AsyncIterable<ProfileWithEvents>;
}, audience: {
    ast: Expression;
    pql: string;
}, pids: readonly number[], options: {
    now: number;
    budget?: Budget | undefined;
    membership: (id: string, pid: number) => boolean;
}): Promise<TracedProfile[]>;

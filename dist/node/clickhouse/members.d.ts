import type { EstimateAudience } from "../estimate/estimate-audiences.js";
import type { ProfileWithEvents } from "../estimate/loaded-data.js";
import type { ClickHouseTarget } from "./http.js";
/** One audience's members on the server, or why it has none to compare (at file:line:col where a construct is the reason). */
export type ClickHouseMembers = {
    members: ReadonlySet<number>;
    ms: number;
} | {
    refused: string;
};
export interface ClickHouseData {
    /** The server as it may be printed (no credentials). */
    shown: string;
    profiles: number;
    /** The members of each audience given, in order; `references`: the keys of the audiences the run holds (refused in SQL). */
    members(audiences: readonly EstimateAudience[], references: ReadonlySet<string>, now: number): Promise<ClickHouseMembers[]>;
    /** The profiles given with their events, in pid order, as the evaluator takes them. */
    profilesWithEvents(pids: readonly number[]): AsyncIterable<ProfileWithEvents>;
}
/** The server's database `database`, which must hold the tables the loader makes. */
export declare function openClickHouseData(target: ClickHouseTarget, database: string): Promise<ClickHouseData>;

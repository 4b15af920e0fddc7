import type { AepClient } from "../api/http.js";
import { type PullEntry, type PullFilters } from "./pull-plan.js";
import { type RefusedEntry } from "./pull-state.js";
export interface PullOptions extends PullFilters {
    /** The folder of the audience files. */
    out: string;
    /** Only compare: write nothing, and give a diff for each file that is not what the org has. */
    check?: boolean;
    /** Overwrite files changed here. */
    force?: boolean;
}
export interface PullReport {
    entries: PullEntry[];
    /** Files that could not be written, with why. */
    failed: {
        file: string;
        reason: string;
    }[];
    /** With `check`: a unified diff per file that differs from the org (files -> org). */
    diffs: string[];
    /** Why the pull state was ignored, when it was. */
    stateProblem?: string;
    /** The entries of the pull state that were not taken (a name pull does not make): the state is written without them. */
    refusedState: RefusedEntry[];
}
/** Why `out` cannot be the folder, or undefined. `create`: make it when it does not exist. */
export declare function prepareFolder(out: string, create: boolean): Promise<string | undefined>;
export declare function pullDefinitions(client: AepClient, options: PullOptions): Promise<PullReport>;

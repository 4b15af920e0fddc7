import type { PullState } from "./pull-state.js";
import type { LiveDefinition } from "./plan.js";
export type PullMethod = "edge" | "streaming" | "batch";
export interface PullFilters {
    /** Only definitions AEP evaluates this way (evaluationInfo: synchronous, continuous, else batch). */
    method?: PullMethod | undefined;
    /** Only definitions whose name matches: `*` any run of characters, `?` one; case does not matter. */
    name?: string | undefined;
}
/**
 * `create`: no file yet (or, with --force, one deleted here). `update`: the org changed since the last pull. `local-change`: the file
 * was changed here (kept). `overwrite`: the same, with --force. `unsupported`: a definition pull
 * cannot write (pql/json). `gone`: a pulled file whose definition is no longer in the sandbox.
 * `refused`: what is where the file goes is no regular file (a symbolic link, a directory):
 * pull neither reads nor writes it, even with --force.
 */
export type PullAction = "create" | "update" | "unchanged" | "local-change" | "overwrite" | "unsupported" | "gone" | "refused";
export interface PullEntry {
    action: PullAction;
    name: string;
    id: string;
    /** The file, relative to the folder (none for `unsupported`). */
    file?: string;
    /** What the org's definition gives (not for `unsupported` and `gone`). */
    text?: string;
    /** The file's text now, when there is one. */
    current?: string;
    /** Why, for `unsupported`, `local-change`, `overwrite`, `gone`, `refused`. */
    reason?: string;
    notes: string[];
}
export type PulledDefinition = LiveDefinition & {
    creationTime?: number | undefined;
};
/** The definitions to pull and the file of each (names worked out over the whole sandbox). */
export declare function pullTargets(definitions: readonly PulledDefinition[], state: PullState, filters: PullFilters): {
    definition: PulledDefinition;
    file: string;
}[];
export interface PullPlanInput {
    targets: readonly {
        definition: PulledDefinition;
        file: string;
    }[];
    /** Every id in the sandbox (to tell which pulled files lost their definition). */
    liveIds: ReadonlySet<string>;
    state: PullState;
    /** The text of each target file now; undefined when there is no such file. */
    current: ReadonlyMap<string, string | undefined>;
    /** Why a target file is not read or written (not a regular file), by file. */
    refused: ReadonlyMap<string, string>;
    /** Whether a text is what the last pull wrote to that file. */
    asLastPulled: (file: string, text: string) => boolean;
    /** Whether the pull is filtered (a filtered pull reports no `gone` files: it did not look at them all). */
    filtered: boolean;
    force: boolean;
}
export declare function planPull(input: PullPlanInput): PullEntry[];
/** A glob over a whole name: `*` any run of characters, `?` one; case does not matter. */
export declare function globMatcher(glob: string): (name: string) => boolean;

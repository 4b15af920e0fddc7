export declare const PULL_STATE_FILE = ".pql-audience-pull.json";
export interface PulledRecord {
    id: string;
    sha256: string;
}
/** By file name, relative to the folder. */
export type PullState = Map<string, PulledRecord>;
export declare function sha256(text: string): string;
/** The state of a folder; empty when there is none, or when it cannot be read as one (said in `problem`). */
export declare function readPullState(dir: string): Promise<{
    state: PullState;
    problem?: string;
}>;
/** The state file's text: files in name order, so the same state is always the same bytes. */
export declare function pullStateText(state: PullState): string;
export declare function writePullState(dir: string, state: PullState): Promise<void>;

export declare const PULL_STATE_FILE = ".pql-audience-pull.json";
export interface PulledRecord {
    id: string;
    sha256: string;
}
/** By file name, relative to the folder. */
export type PullState = Map<string, PulledRecord>;
export declare function sha256(text: string): string;
/** An entry of the state file that was not taken, with why. */
export interface RefusedEntry {
    entry: string;
    reason: string;
}
/**
 * The state of a folder; empty when there is none, or when it cannot be read as one (said in
 * `problem`). Only entries naming a file pull makes (`isPullFileName`) are taken; the others are
 * in `refused`: a tampered state must not make pull write over another file of the folder.
 */
export declare function readPullState(dir: string): Promise<{
    state: PullState;
    problem?: string;
    refused: RefusedEntry[];
}>;
/** The state file's text: files in name order, so the same state is always the same bytes. */
export declare function pullStateText(state: PullState): string;
export declare function writePullState(dir: string, state: PullState): Promise<void>;

import type { OutlineLine } from "../run/trace-outline.js";
import type { DiffStatus } from "./compare.js";
export interface DiffSampleProfile {
    /** The profile's primary identity (null: it has none), as `estimate` prints it. */
    primaryId: string | null;
    /** Its position in the data (0-based): what names a profile without an identity. */
    pid: number;
    /** The evaluator's outline of the audience for it (head's; base's for a deleted audience). */
    outline: OutlineLine[];
    /** The evaluator went over its budget outlining it. */
    overBudget: boolean;
}
export interface DiffAudience {
    /** The file as the command line would name it (head's, or base's for a deleted audience). */
    file: string;
    /** The same, relative to the repository's root: what GitHub's annotations name. */
    repoFile: string;
    /** Base's file, when the audience moved. */
    renamedFrom?: string | undefined;
    /** Where the audience's PQL starts in its file (for annotations). */
    line: number;
    name: string;
    status: DiffStatus;
    before: number | null;
    after: number | null;
    realized: number;
    exited: number;
    /** changed-through: the files of the chain of references down to the one that changed. */
    through: string[];
    sample: {
        realized: DiffSampleProfile[];
        exited: DiffSampleProfile[];
    };
    ms: number;
    /** Over `--fail-on-change`. */
    overLimit: boolean;
}
/** A side's problem: a file that does not load, an audience lint refuses, profiles over budget. */
export interface DiffProblem {
    side: "base" | "head";
    file?: string | undefined;
    message: string;
}
export interface DiffRun {
    profiles: number;
    base: string;
    /** A revision, or "working tree". */
    head: string;
    audiences: DiffAudience[];
    problems: DiffProblem[];
    /** `--fail-on-change`, when given. */
    failOnChange?: number | undefined;
    ms: number;
}

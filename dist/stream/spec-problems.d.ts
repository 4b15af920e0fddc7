import type { StreamSpec } from "./spec-types.js";
export interface SpecProblem {
    file: string;
    line: number;
    col: number;
    /** `target.schema.fields[1].type`, or empty for the whole document. */
    path: string;
    message: string;
}
export declare class StreamSpecError extends Error {
    readonly problems: SpecProblem[];
    name: string;
    constructor(problems: SpecProblem[]);
}
export declare function formatProblem(p: SpecProblem): string;
/** Parses and validates a spec; throws StreamSpecError listing every problem found. */
export declare function parseStreamSpec(text: string, file: string): StreamSpec;

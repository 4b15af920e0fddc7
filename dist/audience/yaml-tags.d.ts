import { type Document } from "yaml";
import type { LineMap } from "../syntax/positions.js";
import type { AudienceProblem } from "./audience-problem.js";
export interface RefusedTags {
    problems: AudienceProblem[];
    /** [start, end) of each tagged node, tag included: `yaml`'s errors there are about the tag. */
    ranges: (readonly [number, number])[];
}
export declare function refusedTags(doc: Document.Parsed, text: string, lines: LineMap): RefusedTags;

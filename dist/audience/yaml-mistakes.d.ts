import type { LineMap } from "../syntax/positions.js";
import type { AudienceProblem } from "./audience-problem.js";
export interface YamlError {
    /** [start, end) offsets in the file, as `yaml` gives them. */
    pos: readonly [number, number];
    message: string;
}
/** One problem per mistake; `yaml`'s own errors only where none of ours explains them. */
export declare function yamlSyntaxProblems(text: string, lines: LineMap, [from, to]: readonly [number, number], errors: readonly YamlError[]): AudienceProblem[];
/**
 * The usual reason YAML breaks on a PQL line: a plain value cannot hold `: ` (every CHAIN step
 * has one) or start with a quote. A block scalar holds any PQL as it is.
 */
export declare function yamlHints(lineText: string): string[];
export interface Mistake {
    start: number;
    end: number;
    message: string;
    hints: string[];
}
/** The mistakes in text[from, to); for a document `yaml` found broken (on a valid one it should find none). */
export declare function findMistakes(text: string, from?: number, to?: number): Mistake[];

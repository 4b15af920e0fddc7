import type { OutlineLine } from "../run/trace-outline.js";
export interface CaseResult {
    file: string;
    audience: string;
    name: string;
    expected: boolean;
    qualifies: boolean;
    ms: number;
    /** The decisive parts (boolean sub-expressions with their values) and their source text. */
    trace: OutlineLine[];
    problems: string[];
}
export interface FileProblem {
    file: string;
    /** `file:line:col: message` lines, or code frames. */
    messages: string[];
}
export interface TestRun {
    cases: CaseResult[];
    problems: FileProblem[];
    files: number;
    ms: number;
}
export declare function testText(run: TestRun, options?: {
    color?: boolean;
}): string;
export declare function testJson(run: TestRun): string;
export declare function testJunit(run: TestRun, toolVersion: string): string;

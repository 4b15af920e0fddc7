import type { Diagnostic } from "../lint/diagnostic.js";
import type { OutlineLine } from "../run/trace-outline.js";
import type { ReportOptions } from "./reporter.js";
export interface CaseResult {
    file: string;
    audience: string;
    name: string;
    expected: boolean;
    /** The answer; null when the case did not run (`errored`). */
    qualifies: boolean | null;
    /** Not run: its file has errors that leave what it means unknown (the file's FileProblem shows them). Never a pass. */
    errored?: boolean;
    ms: number;
    /** The decisive parts (boolean sub-expressions with their values) and their source text. */
    trace: OutlineLine[];
    problems: string[];
    /** Why the case has no answer (its evaluation went over its budget, its data nests too deeply): an error, not a pass or a failure. */
    error?: string | undefined;
}
export interface FileProblem {
    file: string;
    /** `file:line:col: message` lines, or code frames. */
    messages: string[];
    /** lint's findings among them (code frames in `messages`), for the JSON and JUnit reports. */
    diagnostics?: Diagnostic[];
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
export declare function testJson(run: TestRun, options?: Pick<ReportOptions, "ruleDocsUrl">): string;
export declare function testJunit(run: TestRun, toolVersion: string): string;

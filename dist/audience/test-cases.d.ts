import { type AudienceProblem } from "./problems.js";
import type { TestCase } from "./schema.js";
/** The cases a NAME.pql.test.yaml holds, or the problems that keep them from running. */
export declare function loadTestCases(text: string): {
    cases: TestCase[];
    problems: AudienceProblem[];
};

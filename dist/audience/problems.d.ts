import type * as z from "zod/mini";
import type { AudienceProblem } from "./audience-problem.js";
import type { LineMap } from "../syntax/positions.js";
import type { FieldPath, SourceTree } from "./field-path.js";
export type { AudienceProblem, AudienceRule } from "./audience-problem.js";
/**
 * Where the data checked sits and how its fields are named: an audience (the default), or a part
 * of one kept in a file of its own (test cases in NAME.pql.test.yaml: test-cases.ts).
 */
export interface SchemaPlace {
    /** The path in an audience file the data stands for: its fields' descriptions and known keys are read there. */
    within: FieldPath;
    /** How the field at `path` (a path into the data) is named in a message, quoted. */
    name(path: FieldPath): string;
    /** What a problem says when the field at `path` is missing; `description`: the schema's words for it. */
    missing(path: FieldPath, description: string | undefined): {
        message: string;
        hints: string[];
    };
    /** The keys the object at `path` may have, for "did you mean". */
    knownKeys(path: FieldPath): string[] | undefined;
}
export declare function schemaProblems(issues: readonly z.core.$ZodIssue[], data: unknown, tree: SourceTree, lines: LineMap, place?: SchemaPlace): AudienceProblem[];
/** `evaluationInfo.synchronous.enabled`, `x-pql-audience.suppress[0].reason`; `the file` for the root. */
export declare function fieldName(path: FieldPath): string;
export declare function lowerFirst(text: string): string;

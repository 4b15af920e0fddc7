import type { AudienceDefinition } from "../audience/audience-definition.js";
interface Candidate {
    file: string;
    definition: Pick<AudienceDefinition, "x-pql-audience">;
    references: readonly {
        id: string;
        at?: {
            line: number;
            column: number;
        };
    }[];
}
interface Step {
    action: string;
    reasons: string[];
    changes: string[];
    remoteId?: string;
    body?: unknown;
}
interface DanglingReferenceError {
    file: string;
    line: number;
    column: number;
    message: string;
    hints: string[];
}
/** The plan's errors for ids no live definition has; the steps that hold them become refused. */
export declare function danglingReferences(candidates: readonly Candidate[], steps: Step[], live: ReadonlyMap<string, unknown>): DanglingReferenceError[];
export {};

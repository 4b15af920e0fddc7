import { type EstimateAudience } from "../node/estimate/estimate-audiences.js";
import type { Diagnostic } from "../lint/diagnostic.js";
export interface EstimateArgs {
    paths: string[];
    data: string;
    now?: string | undefined;
    sample: number;
    maxSteps?: number | undefined;
    memoryLimit?: string | undefined;
    format: "text" | "json";
    /** For every pair of the audiences shown, the profiles in both. */
    overlap?: boolean | undefined;
}
export declare function runEstimate(args: EstimateArgs): Promise<number>;
/** A file lint refuses: lint's messages, plain (JSON) and for stderr. */
interface Refused {
    file: string;
    messages: string[];
    colored: string[];
    diagnostics: Diagnostic[];
}
/**
 * The audiences of the files the paths name, with those of other files of the project they
 * reference (computed first, not shown); and the files lint refuses, with lint's messages.
 */
export declare function audiencesOf(paths: readonly string[]): Promise<{
    audiences: EstimateAudience[];
    refused: Refused[];
}>;
export {};

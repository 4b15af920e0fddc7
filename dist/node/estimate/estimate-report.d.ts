import type { Overlap } from "../../diff/overlap.js";
import type { DataCounts } from "./loaded-data.js";
import type { AudienceEstimate } from "./estimate-audiences.js";
export interface EstimateRun {
    data: DataCounts & {
        dir: string;
    };
    now: string;
    audiences: AudienceEstimate[];
    /** Files lint refused (not estimated): their messages (without colour), lint's findings as JSON. */
    refused: {
        file: string;
        messages: string[];
        diagnostics: object[];
    }[];
    ms: number;
    /** `--overlap`: every pair of the audiences, the profiles in both. */
    overlap?: Overlap[];
}
export declare function percent(share: number): string;
export declare function estimateText(run: EstimateRun, options?: {
    color?: boolean;
}): string;
export declare function estimateJson(run: EstimateRun): string;

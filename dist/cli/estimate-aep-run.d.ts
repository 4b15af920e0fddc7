import { type ConfidenceInterval } from "../api/previews.js";
import { type EstimateArgs } from "./estimate-run.js";
/** One audience's answer from AEP. */
interface AepEstimate {
    file: string;
    name: string;
    previewId: string;
    estimatedSize: number;
    confidenceInterval: ConfidenceInterval;
    standardError: number;
    profilesReadSoFar: number;
    totalRows: number;
    namespaces: {
        namespaceId: string;
        profiles: number;
    }[];
    /** Qualifying profiles from the preview, at most --sample. */
    sample: string[];
}
export declare function runAepEstimate(args: Omit<EstimateArgs, "data"> & {
    debug?: boolean;
}): Promise<number>;
/** A line per audience (AEP's figure and its interval), what AEP read, by namespace, then the sample. */
export declare function aepEstimateText(answers: readonly AepEstimate[], sandbox: string, color: boolean): string;
export {};

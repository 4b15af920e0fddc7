import type { RequestStats } from "../api/http.js";
import { type SegmentDefinition } from "../api/segments.js";
export interface SegmentsListOptions {
    edge: boolean;
    format: "table" | "json";
    debug: boolean;
    env?: NodeJS.ProcessEnv;
}
export declare function runSegmentsList(options: SegmentsListOptions): Promise<number>;
export declare function summary(segments: SegmentDefinition[], edgeOnly: boolean, sandbox: string, stats: RequestStats): string;

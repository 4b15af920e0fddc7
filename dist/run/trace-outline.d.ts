import type { TraceNode } from "../evaluate/index.js";
export interface OutlineLine {
    text: string;
    value: TraceNode["value"];
    depth: number;
}
export declare function traceOutline(nodes: readonly TraceNode[], pql: string): OutlineLine[];

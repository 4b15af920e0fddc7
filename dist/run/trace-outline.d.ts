import type { TraceNode } from "../evaluate/index.js";
export interface OutlineLine {
    text: string;
    value: TraceNode["value"];
    depth: number;
}
/** Longer texts are shortened; a text whose windows alone are longer keeps them whole. */
export declare const MAX_TEXT = 96;
export declare function traceOutline(nodes: readonly TraceNode[], pql: string): OutlineLine[];

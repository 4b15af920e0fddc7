import { type SegmentDefinition } from "../api/segments.js";
export declare function renderTable(segments: SegmentDefinition[], color?: boolean): string;

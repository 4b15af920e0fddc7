import type { LookaheadTable } from "./lookahead.js";
export declare const LOOKAHEAD_TABLE: LookaheadTable;

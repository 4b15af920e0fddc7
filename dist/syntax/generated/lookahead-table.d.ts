import type { LookaheadTable } from "../chevrotain/lookahead.js";
export declare const LOOKAHEAD_TABLE: LookaheadTable;

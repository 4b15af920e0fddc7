import type { StoredGrammar } from "./stored-grammar.js";
export declare const GRAMMAR_TABLE: StoredGrammar;

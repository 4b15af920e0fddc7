import type { StoredGrammar } from "../chevrotain/stored-grammar.js";
export declare const GRAMMAR_TABLE: StoredGrammar;

import { Rule, type IProduction, type TokenType } from "chevrotain";
/**
 * One grammar node as data: its class, its own fields (token types by name; a reference to a
 * rule by the rule's name, which Chevrotain resolves) and its children.
 */
export interface StoredNode {
    kind: string;
    fields?: Record<string, string | number | boolean>;
    definition?: StoredNode[];
}
/** Rule name -> the rule. */
export type StoredGrammar = Record<string, StoredNode>;
/** A recorded rule as data. */
export declare function storeNode(node: IProduction & {
    definition?: IProduction[];
}): StoredNode;
/**
 * Builds the rules back as Chevrotain's classes, each node with the fields the recorder gave it,
 * in the same order. Not through the constructors: they copy their options with lodash (pickBy,
 * assign), which is slow enough at start-up to matter for a few hundred nodes.
 */
export declare function loadGrammar(grammar: StoredGrammar, tokensByName: ReadonlyMap<string, TokenType>): Map<string, Rule>;
/**
 * Has the parser's coming performSelfAnalysis take the stored rules instead of recording them,
 * when the table has every rule the parser defines (otherwise it records, as usual).
 */
export declare function replayGrammar(parser: object, grammar: StoredGrammar, tokensByName: ReadonlyMap<string, TokenType>): boolean;

import { type ILookaheadStrategy, type ILookaheadValidationError, type IOrAlt, type OptionalProductionType, type Rule, type TokenType } from "chevrotain";
/** `rule:production:occurrence` -> for each alternative, the token sequences that choose it (token names). */
export type LookaheadTable = Record<string, string[][][]>;
export declare class TableLookahead implements ILookaheadStrategy {
    private readonly table;
    private readonly tokensByName;
    /** Entries computed because the table lacked them (all of them, given an empty table). */
    readonly computed: LookaheadTable;
    private readonly validator;
    constructor(table: LookaheadTable, tokensByName: ReadonlyMap<string, TokenType>, maxLookahead: number);
    /** The grammar checks (tests run them) are Chevrotain's own. */
    validate(options: {
        rules: Rule[];
        tokenTypes: TokenType[];
        grammarName: string;
    }): ILookaheadValidationError[];
    buildLookaheadForAlternation(options: {
        prodOccurrence: number;
        rule: Rule;
        maxLookahead: number;
        hasPredicates: boolean;
    }): (orAlts?: IOrAlt<unknown>[]) => number | undefined;
    buildLookaheadForOptional(options: {
        prodOccurrence: number;
        prodType: OptionalProductionType;
        rule: Rule;
        maxLookahead: number;
    }): () => boolean;
    private paths;
}

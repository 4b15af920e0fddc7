import { type IToken, type TokenType } from "chevrotain";
/** The members of Chevrotain's parser the search reads (recognizer_engine.js, recoverable.js, lexer_adapter.js). */
export interface ResyncInternals {
    currIdx: number;
    tokVector: IToken[];
    RULE_STACK: number[];
    RULE_OCCURRENCE_STACK: number[];
    RULE_STACK_IDX: number;
    LA(howMuch: number): IToken;
    shortRuleNameToFullName(shortName: number): string;
    getFollowSetFromFollowKey(key: {
        ruleName: string;
        idxInCallingRule: number;
        inRule: string;
    }): TokenType[];
}
export declare function findResyncTokenType(parser: ResyncInternals): TokenType;

import { type Rule, type TokenType } from "chevrotain";
/** The members of Chevrotain's parser the answer reads (recognizer_engine.js, gast_recorder.js). */
export interface FollowsInternals {
    RULE_OCCURRENCE_STACK: number[];
    RULE_OCCURRENCE_STACK_IDX: number;
    getHumanReadableRuleStack(): string[];
    getGAstProductions(): Record<string, Rule>;
}
export declare function followsForInRuleRecovery(parser: FollowsInternals, tokType: TokenType, tokIdxInRule: number): TokenType[];

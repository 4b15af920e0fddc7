import { type ILookaheadStrategy, type ILookaheadValidationError, type IOrAlt, type Rule, type TokenType } from "chevrotain";
type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];
export declare class LazyLookahead implements ILookaheadStrategy {
    private readonly llk;
    constructor(maxLookahead: number);
    validate(options: {
        rules: Rule[];
        tokenTypes: TokenType[];
        grammarName: string;
    }): ILookaheadValidationError[];
    buildLookaheadForAlternation(options: AlternationOptions): (orAlts?: IOrAlt<unknown>[]) => number | undefined;
    buildLookaheadForOptional(options: OptionalOptions): () => boolean;
}
export {};

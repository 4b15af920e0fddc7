import { type IParserErrorMessageProvider, type IToken, type IRecognitionException } from "chevrotain";
/** The members of Chevrotain's parser the two errors read (traits/error_handler.js). */
export interface RaiseInternals {
    maxLookahead: number;
    errorMessageProvider: IParserErrorMessageProvider;
    LA(howMuch: number): IToken;
    getCurrRuleFullName(): string;
    SAVE_ERROR(error: IRecognitionException): IRecognitionException;
}
/** No alternative of an OR matches here. */
export declare function raiseNoViableAlternative(parser: RaiseInternals, customUserDescription: string | undefined): never;
/** An AT_LEAST_ONE (or its separated form) cannot make its first iteration here. */
export declare function raiseEarlyExit(parser: RaiseInternals, customUserDescription: string | undefined): never;

import { type IParserErrorMessageProvider, type IRecognitionException, type IToken } from "chevrotain";
/** How a token is named in a message: what the author typed, not what the lexer called it. */
export declare function describeToken(token: IToken): string;
/** A token after "unexpected": the text itself, quoted (`unexpected \`24\``, not "unexpected the number"). */
export declare function showToken(token: IToken): string;
export declare const errorMessages: IParserErrorMessageProvider;
/**
 * The message of a recognized error: the provider's, except where no alternative matches at a `(`
 * and the tokens after it say what was meant. The parser looks one token ahead when it raises the
 * error (parser.ts, `maxLookahead`), so those tokens are read from the input.
 */
export declare function recognitionMessage(e: IRecognitionException, tokens: readonly IToken[]): string;

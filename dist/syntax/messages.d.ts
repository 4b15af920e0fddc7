import { type IParserErrorMessageProvider, type IToken } from "chevrotain";
/** How a token is named in a message: what the author typed, not what the lexer called it. */
export declare function describeToken(token: IToken): string;
/** A token after "unexpected": the text itself, quoted (`unexpected \`24\``, not "unexpected the number"). */
export declare function showToken(token: IToken): string;
export declare const errorMessages: IParserErrorMessageProvider;

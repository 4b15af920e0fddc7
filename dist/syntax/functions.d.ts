import type { IToken } from "chevrotain";
/** Global functions, called by name: `inSegment("...")`, `date(2024, 1, 31)`, `currentMonth()`. */
export declare const functionNames: readonly string[];
/** Methods, called after `.`: `name.startsWith("Jo")`, `orders.topN(price, 5).head()`. */
export declare const methodNames: readonly string[];
/** What is wrong with a called name, or undefined when PQL has it. */
export interface UnknownCall {
    message: string;
    /** Under the carets. */
    label: string;
    hints: string[];
    /** The known name it is closest to, when it reads as a typo of one. */
    closest: string | undefined;
}
/** `name(...)` where no function of that name exists. */
export declare function unknownFunction(name: string): UnknownCall | undefined;
/** `receiver.name(...)` where no method of that name exists. */
export declare function unknownMethod(name: string): UnknownCall | undefined;
/**
 * The misspelt calls among tokens that did not parse (`CHIAN(xEvent, ...)` fails inside its
 * arguments, and the typo is the news): a name before `(` is a function, a word after `.` and
 * before `(` a method. Only names close to a known one: other unknown names are reported by the
 * lint rule once the expression parses, not next to every syntax error.
 */
export declare function unknownCallTokens(tokens: readonly IToken[]): {
    token: IToken;
    problem: UnknownCall;
}[];

import type { ILexingResult } from "chevrotain";
/**
 * How the loop reads a token starting with a character (`Tables.scans`), where the character's
 * candidates allow a plain scan to find what trying them in turn would (checked when the tables
 * are built, from the patterns themselves): most tokens of a query are white space, words, numbers
 * and one-character signs, and a regular expression call per candidate cost several times the rest
 * of lexing.
 */
type Scan = (typeof Scan)[keyof typeof Scan];
declare const Scan: {
    /** Try the candidates in turn, as Chevrotain does. */
    readonly Candidates: 0;
    /** White space (skipped): the run of white-space characters. */
    readonly WhiteSpace: 1;
    /** A letter: the word decides the token (see wordMatcher). */
    readonly Word: 2;
    /** A digit: an integer, or a decimal when `.` and a digit follow. */
    readonly Number: 3;
    /** A sign that is a token of one character and nothing longer (the bucket's one candidate). */
    readonly Sign: 4;
};
/** The tokens of `text`: what Chevrotain's lexer over tokens.ts gives with offsets only. */
export declare function tokenize(text: string): ILexingResult;
/** How a token starting with each ASCII character is read (for the tests: a scan that no longer applies is not an error, only slower). */
export declare function scansByCharacter(): Record<string, keyof typeof Scan>;
export {};

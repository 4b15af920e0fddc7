import { type TokenType } from "chevrotain";
/** Token name -> the character codes that can start it. */
export type StartChars = Record<string, number[]>;
/**
 * The start characters Chevrotain computes for `tokens`, read from its lexer (an internal field:
 * only the generator and the test use this). Tokens lose their hints while it runs.
 */
export declare function computeStartChars(tokens: TokenType[]): StartChars;
/** The text of lexer-hints-table.ts for a table. */
export declare function startCharsModule(table: StartChars): string;

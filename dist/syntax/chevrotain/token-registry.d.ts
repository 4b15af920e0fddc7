/**
 * Chevrotain recognises a category by its own `Lexer.NA` object, and keeps every type by index:
 * building a Lexer or a parser looks each category's members up there (`augmentTokenTypes`,
 * scan/tokens.js), and reads only the index of what it finds. Its createToken is the one way in:
 * each call records a new type under the next index, so types made until that index passes ours
 * fill every index ours use (the record holds a type of the same index, all that is read).
 * Idempotent; parser.ts calls it before its first use of the types.
 */
export declare function registerTokenTypes(): void;

// What characters can start each token, worked out by `npm run grammar` (scripts/lexer-hints.ts)
// and handed to Chevrotain as each token's `start_chars_hint` (tokens.ts), which spares the lexer
// analysing every token's regular expression when it is built.

/** Token name -> the character codes that can start it. */
export type StartChars = Record<string, number[]>;

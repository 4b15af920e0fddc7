// What characters can start each token, worked out ahead of time. Chevrotain's lexer finds it by
// parsing every token's regular expression when it is built: about 15 ms of a one-file lint's
// start-up. `npm run grammar` stores the answer in lexer-hints-table.ts and tokens.ts hands it to
// Chevrotain as each token's `start_chars_hint`, which skips that analysis.
// test/syntax/grammar.test.ts fails when the table no longer matches the token patterns.
import { Lexer, type TokenType } from "chevrotain";
import { tableModuleText } from "./table-module.js";

/** Token name -> the character codes that can start it. */
export type StartChars = Record<string, number[]>;

/**
 * The start characters Chevrotain computes for `tokens`, read from its lexer (an internal field:
 * only the generator and the test use this). Tokens lose their hints while it runs.
 */
export function computeStartChars(tokens: TokenType[]): StartChars {
  type Hinted = TokenType & { START_CHARS_HINT?: number[] };
  const saved = tokens.map((token) => (token as Hinted).START_CHARS_HINT);
  // Tokens matched by code keep the start characters they name (Chevrotain cannot read code).
  for (const token of tokens) if (token.PATTERN instanceof RegExp) delete (token as Hinted).START_CHARS_HINT;
  try {
    const lexer = new Lexer(tokens, { positionTracking: "onlyOffset", skipValidations: true });
    const table = (lexer as unknown as { charCodeToPatternIdxToConfig: Record<string, ({ tokenType: TokenType }[] | undefined)[]> }).charCodeToPatternIdxToConfig.defaultMode ?? [];
    const result: StartChars = {};
    table.forEach((configs, index) => {
      for (const { tokenType } of configs ?? []) (result[tokenType.name] ??= []).push(charCodeFor(index));
    });
    return result;
  } finally {
    tokens.forEach((token, i) => {
      if (saved[i] !== undefined) (token as Hinted).START_CHARS_HINT = saved[i];
    });
  }
}

/**
 * A character code for one of Chevrotain's optimized indices: below 256 they are the code itself,
 * above it each stands for a block of 255 codes (lexer.js, charCodeToOptimizedIndex).
 */
function charCodeFor(index: number): number {
  return index < 256 ? index : Math.max(256, (index - 255) * 255);
}

/** The text of lexer-hints-table.ts for a table. */
export function startCharsModule(table: StartChars): string {
  return tableModuleText(table, { from: "the token patterns", owner: "lexer-hints", typeName: "StartChars", constName: "START_CHARS" });
}

// The generator side of the stored tables (src/syntax/generated/): the text of each table module,
// and the token start characters, read from a Chevrotain lexer's internal field. Used by
// scripts/grammar.mjs (`npm run grammar`) and by test/syntax/grammar.test.ts, which fails when a
// committed table is not what this computes now.
import { Lexer, type TokenType } from "chevrotain";
import type { LookaheadTable } from "../src/syntax/chevrotain/lookahead.js";
import type { StartChars } from "../src/syntax/chevrotain/start-chars.js";
import type { StoredGrammar } from "../src/syntax/chevrotain/stored-grammar.js";
import { tableModuleText } from "./table-module.js";

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
    const table =
      (lexer as unknown as { charCodeToPatternIdxToConfig: Record<string, ({ tokenType: TokenType }[] | undefined)[]> })
        .charCodeToPatternIdxToConfig.defaultMode ?? [];
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

/** The text of generated/lexer-hints-table.ts for a table. */
export function startCharsModule(table: StartChars): string {
  return tableModuleText(table, { from: "the token patterns", owner: "start-chars", typeName: "StartChars", constName: "START_CHARS" });
}

/** The text of generated/lookahead-table.ts for a table. */
export function lookaheadTableModule(table: LookaheadTable): string {
  return tableModuleText(table, { from: "the parser", owner: "lookahead", typeName: "LookaheadTable", constName: "LOOKAHEAD_TABLE" });
}

/** The text of generated/grammar-table.ts. */
export function grammarTableModule(grammar: StoredGrammar): string {
  return tableModuleText(grammar, { from: "the parser", owner: "stored-grammar", typeName: "StoredGrammar", constName: "GRAMMAR_TABLE" });
}

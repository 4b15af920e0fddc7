// Token types built without Chevrotain: the objects `createToken` makes, field for field, so that
// lexing and the hand-written parser (the whole lint of a valid file) never load Chevrotain, whose
// modules cost about a twentieth of a one-file lint's start-up (docs/performance.md, "Start-up,
// seventh pass"). Chevrotain is loaded when input needs its parser (chevrotain/token-registry.ts
// then tells it about these types); test/syntax/token-type.test.ts holds them to `createToken`'s.
import type { ITokenConfig, TokenType } from "chevrotain";

/**
 * Chevrotain's `Lexer.NA` (a pattern that matches nothing: a category). Chevrotain recognises its
 * own object only, so chevrotain/token-registry.ts swaps it in; src/syntax/lexer.ts reads the source.
 */
export const NOT_APPLICABLE = /NOT_APPLICABLE/;
/** Chevrotain's `Lexer.SKIPPED`: a group compared by value. */
export const SKIPPED =
  "This marks a skipped Token pattern, this means each token identified by it will be consumed and then thrown into oblivion, this can be used to for example to completely ignore whitespace.";

/**
 * The next index to give: Chevrotain numbers token types from 1, and its `EOF`, made when its
 * modules load, always takes 1 (before any type of ours could reach Chevrotain).
 */
let nextIndex = 2;

/** The highest index given so far (chevrotain/token-registry.ts registers up to it). */
export function lastTokenIndex(): number {
  return nextIndex - 1;
}

/**
 * What `createToken(config)` returns: the same fields set in the same order, its index from our
 * own counter, and the categories' lists of members brought up to date as `augmentTokenTypes` does.
 */
export function createToken(config: ITokenConfig): TokenType {
  const type: TokenType = { name: config.name };
  if (config.pattern !== undefined) type.PATTERN = config.pattern;
  if (Object.hasOwn(config, "categories")) type.CATEGORIES = config.categories as TokenType[];
  augment(type);
  const fields = [
    ["label", "LABEL"],
    ["group", "GROUP"],
    ["pop_mode", "POP_MODE"],
    ["push_mode", "PUSH_MODE"],
    ["longer_alt", "LONGER_ALT"],
    ["line_breaks", "LINE_BREAKS"],
    ["start_chars_hint", "START_CHARS_HINT"],
  ] as const;
  const fieldsOf = type as unknown as Record<string, unknown>;
  for (const [from, to] of fields) if (Object.hasOwn(config, from)) fieldsOf[to] = config[from];
  return type;
}

/** Chevrotain's `augmentTokenTypes([type])` for a new type whose categories were made before it. */
function augment(type: TokenType): void {
  // The type and its categories, theirs, and so on (each once).
  const family: TokenType[] = [type];
  for (let i = 0; i < family.length; i++) {
    const categories = family[i]!.CATEGORIES;
    for (const category of Array.isArray(categories) ? categories : categories ? [categories] : [])
      if (category && !family.includes(category)) family.push(category);
  }
  type.tokenTypeIdx = nextIndex++;
  if (type.CATEGORIES !== undefined && !Array.isArray(type.CATEGORIES)) type.CATEGORIES = [type.CATEGORIES];
  if (!Object.hasOwn(type, "CATEGORIES")) type.CATEGORIES = [];
  type.categoryMatches = [];
  type.categoryMatchesMap = {};
  // Every category above the type lists it (and whatever lies between them) as a member.
  const markMembers = (path: TokenType[], node: TokenType): void => {
    for (const member of path) node.categoryMatchesMap![member.tokenTypeIdx!] = true;
    for (const category of node.CATEGORIES!) {
      const next = [...path, node];
      if (!next.includes(category)) markMembers(next, category);
    }
  };
  for (const member of family) markMembers([], member);
  for (const member of family) {
    member.categoryMatches = Object.keys(member.categoryMatchesMap!).map(Number);
    member.isParent = member.categoryMatches.length > 0;
  }
}

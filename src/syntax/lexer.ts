// PQL's lexer: Chevrotain's matching loop over the patterns of tokens.ts, without Chevrotain's
// Lexer class. Building that class analyses every token type again (categories, groups, start
// characters, validations) on every start of the CLI, a few milliseconds of a one-file lint
// (docs/performance.md, "Start-up, third pass"); this lexer is ready after one pass over
// tokens.ts's list. It gives exactly the tokens, groups and errors of
// `new Lexer(allTokens, { positionTracking: "onlyOffset" })`: the same patterns tried in the same
// order, the first that matches winning unless its `longer_alt` matches more, and after an
// unexpected character the same resynchronisation and message. test/syntax/lexer.test.ts holds the
// two to the same output on the corpus and on generated text.
import type { CustomPatternMatcherFunc, ILexingError, ILexingResult, IToken, TokenType } from "chevrotain";
import { START_CHARS } from "./generated/lexer-hints-table.js";
import { allTokens } from "./tokens.js";

/** A token type with a pattern, as the loop tries it. */
interface Matcher {
  readonly tokenType: TokenType;
  readonly tokenTypeIdx: number;
  /** Its regular expression, sticky (as Chevrotain runs it), or null for a pattern run by code. */
  readonly sticky: RegExp | null;
  readonly exec: CustomPatternMatcherFunc | null;
  /** Where its tokens go: the token list (false), a named group, or nowhere (undefined: skipped). */
  readonly group: string | false | undefined;
  readonly longerAlt: Matcher | undefined;
}

/** Chevrotain's values of `Lexer.NA` and `Lexer.SKIPPED` (tokens.ts uses them; compared by value here). */
const NOT_APPLICABLE = "NOT_APPLICABLE";
const SKIPPED =
  "This marks a skipped Token pattern, this means each token identified by it will be consumed and then thrown into oblivion, this can be used to for example to completely ignore whitespace.";

/** What a custom pattern is handed as the tokens and groups so far: tokens.ts's patterns read neither. */
const NO_TOKENS: IToken[] = [];
const NO_GROUPS: Record<string, IToken[]> = {};

function matcherOf(tokenType: TokenType, longerAlt: Matcher | undefined): Matcher {
  const pattern = tokenType.PATTERN;
  let sticky: RegExp | null = null;
  let exec: CustomPatternMatcherFunc | null = null;
  // As Chevrotain runs a pattern: sticky, keeping only its case flag.
  if (pattern instanceof RegExp) sticky = new RegExp(pattern.source, pattern.ignoreCase ? "iy" : "y");
  else if (pattern && typeof pattern === "object" && "exec" in pattern) exec = pattern.exec;
  else throw new Error(`lexer: token ${tokenType.name} has a pattern this lexer does not run`);
  const group = tokenType.GROUP === undefined ? false : tokenType.GROUP === SKIPPED ? undefined : (tokenType.GROUP as string);
  return { tokenType, tokenTypeIdx: tokenType.tokenTypeIdx!, sticky, exec, group, longerAlt };
}

/** The length `m` matches at `offset`, or -1. */
function matchLength(m: Matcher, text: string, offset: number): number {
  const sticky = m.sticky;
  if (sticky !== null) {
    sticky.lastIndex = offset;
    return sticky.test(text) ? sticky.lastIndex - offset : -1;
  }
  const found = m.exec!(text, offset, NO_TOKENS, NO_GROUPS);
  return found === null ? -1 : found[0].length;
}

/**
 * Chevrotain's bucket of a character: codes below 256 have one each, the rest share one per 255
 * codes (lexer.js, `charCodeToOptimizedIndex`). The stored start characters name a bucket by any
 * code in it (generated/lexer-hints-table.ts), so candidates are looked up by bucket, as there.
 */
function bucketOf(charCode: number): number {
  return charCode < 256 ? charCode : 255 + ~~(charCode / 255);
}

interface Tables {
  /** A bucket's candidates, in allTokens' order (an empty list for none). */
  byBucket: Matcher[][];
  groupNames: string[];
}

let tables: Tables | undefined;

function buildTables(): Tables {
  const matchers = new Map<TokenType, Matcher>();
  const matcher = (tokenType: TokenType): Matcher => {
    let found = matchers.get(tokenType);
    if (!found) {
      const alt = tokenType.LONGER_ALT;
      if (Array.isArray(alt)) throw new Error(`lexer: token ${tokenType.name} has several longer_alt`);
      found = matcherOf(tokenType, alt ? matcher(alt) : undefined);
      matchers.set(tokenType, found);
    }
    return found;
  };
  // Buckets run from 0 to 255 + 65535 / 255.
  const byBucket: Matcher[][] = Array.from({ length: bucketOf(0xffff) + 1 }, () => []);
  const groupNames: string[] = [];
  for (const tokenType of allTokens) {
    const pattern = tokenType.PATTERN;
    if (pattern instanceof RegExp && pattern.source === NOT_APPLICABLE) continue;
    const m = matcher(tokenType);
    if (typeof m.group === "string" && !groupNames.includes(m.group)) groupNames.push(m.group);
    const starts = (tokenType.START_CHARS_HINT as (string | number)[] | undefined) ?? START_CHARS[tokenType.name];
    if (!starts) throw new Error(`lexer: token ${tokenType.name} has no start characters (npm run grammar)`);
    for (const start of starts) {
      const list = byBucket[bucketOf(typeof start === "number" ? start : start.charCodeAt(0))]!;
      if (!list.includes(m)) list.push(m);
    }
  }
  return { byBucket, groupNames };
}

/** The tokens of `text`: what Chevrotain's lexer over tokens.ts gives with offsets only. */
export function tokenize(text: string): ILexingResult {
  const { byBucket, groupNames } = (tables ??= buildTables());
  const tokens: IToken[] = [];
  const groups: Record<string, IToken[]> = {};
  for (const name of groupNames) groups[name] = [];
  const errors: ILexingError[] = [];
  const length = text.length;
  let offset = 0;
  while (offset < length) {
    const candidates = byBucket[bucketOf(text.charCodeAt(offset))]!;
    let chosen: Matcher | undefined;
    let matched = -1;
    for (let i = 0; i < candidates.length; i++) {
      const candidate = candidates[i]!;
      matched = matchLength(candidate, text, offset);
      if (matched === -1) continue;
      chosen = candidate;
      // A keyword gives way to an identifier that goes on (`orders`, `index`).
      const alt = candidate.longerAlt;
      if (alt !== undefined) {
        const altLength = matchLength(alt, text, offset);
        if (altLength > matched) {
          chosen = alt;
          matched = altLength;
        }
      }
      break;
    }
    if (chosen !== undefined) {
      const group = chosen.group;
      if (group !== undefined) {
        const token = {
          image: text.substring(offset, offset + matched),
          startOffset: offset,
          tokenTypeIdx: chosen.tokenTypeIdx,
          tokenType: chosen.tokenType,
        } as IToken;
        if (group === false) tokens.push(token);
        else groups[group]!.push(token);
      }
      offset += matched;
      continue;
    }
    // Skip to the next character where any token could start, and report the characters skipped.
    // Chevrotain tries every pattern there, but only the character's candidates can match: the
    // stored start characters are Chevrotain's own analysis of the patterns (test/syntax/grammar.test.ts),
    // the one its lexer's main loop relies on too.
    const start = offset;
    while (offset < length) {
      offset++;
      if (offset < length && byBucket[bucketOf(text.charCodeAt(offset))]!.some((m) => matchLength(m, text, offset) !== -1)) break;
    }
    errors.push({
      offset: start,
      line: undefined,
      column: undefined,
      length: offset - start,
      message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start}, skipped ${offset - start} characters.`,
    } as unknown as ILexingError);
  }
  return { tokens, groups, errors };
}

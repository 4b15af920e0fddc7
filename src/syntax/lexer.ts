// PQL's lexer: Chevrotain's matching loop over the patterns of tokens.ts, without Chevrotain's
// Lexer class. Building that class analyses every token type again (categories, groups, start
// characters, validations) on every start of the CLI, a few milliseconds of a one-file lint
// (docs/performance.md, "Start-up, third pass"); this lexer is ready after one pass over
// tokens.ts's list. It gives exactly the tokens, groups and errors of
// `new Lexer(allTokens, { positionTracking: "onlyOffset" })`: the same patterns tried in the same
// order, the first that matches winning unless its `longer_alt` matches more, and after an
// unexpected character the same resynchronisation and message; white space, words, numbers and
// one-character signs are read by plain scans that find what that order would (`Scan`).
// test/syntax/lexer.test.ts holds the two to the same output on the corpus and on generated text.
import type { CustomPatternMatcherFunc, ILexingError, ILexingResult, IToken, TokenType } from "chevrotain";
import { START_CHARS } from "./generated/lexer-hints-table.js";
import { NOT_APPLICABLE, SKIPPED } from "./token-type.js";
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
  /** By character code below 128: how a token starting with it is scanned (see `Scan`). */
  scans: Scan[];
  whiteSpace: Matcher | undefined;
  integer: Matcher | undefined;
  double: Matcher | undefined;
}

/**
 * How the loop reads a token starting with a character (`Tables.scans`), where the character's
 * candidates allow a plain scan to find what trying them in turn would (checked when the tables
 * are built, from the patterns themselves): most tokens of a query are white space, words, numbers
 * and one-character signs, and a regular expression call per candidate cost several times the rest
 * of lexing.
 */
type Scan = (typeof Scan)[keyof typeof Scan];
const Scan = {
  /** Try the candidates in turn, as Chevrotain does. */
  Candidates: 0,
  /** White space (skipped): the run of white-space characters. */
  WhiteSpace: 1,
  /** A letter: the word decides the token (see wordMatcher). */
  Word: 2,
  /** A digit: an integer, or a decimal when `.` and a digit follow. */
  Number: 3,
  /** A sign that is a token of one character and nothing longer (the bucket's one candidate). */
  Sign: 4,
} as const;

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
    if (pattern instanceof RegExp && pattern.source === NOT_APPLICABLE.source) continue; // a category (Chevrotain's `Lexer.NA` or ours)
    const m = matcher(tokenType);
    if (typeof m.group === "string" && !groupNames.includes(m.group)) groupNames.push(m.group);
    const starts = (tokenType.START_CHARS_HINT as (string | number)[] | undefined) ?? START_CHARS[tokenType.name];
    if (!starts) throw new Error(`lexer: token ${tokenType.name} has no start characters (npm run grammar)`);
    for (const start of starts) {
      const list = byBucket[bucketOf(typeof start === "number" ? start : start.charCodeAt(0))]!;
      if (!list.includes(m)) list.push(m);
    }
  }
  // A candidate a scan can stand for: a regular expression of this source, with no longer_alt.
  const plain = (m: Matcher | undefined, source: string | undefined) =>
    m !== undefined && m.sticky !== null && m.longerAlt === undefined && (source === undefined || m.sticky.source === source)
      ? m
      : undefined;
  const only = (code: number, source?: string) => (byBucket[code]!.length === 1 ? plain(byBucket[code]![0], source) : undefined);
  const whiteSpace = only(0x20, WHITE_SPACE_SOURCE);
  const digits = byBucket[0x30]!;
  const double = digits.length === 2 ? plain(digits[0], DOUBLE_SOURCE) : undefined;
  const integer = digits.length === 2 ? plain(digits[1], INTEGER_SOURCE) : undefined;
  const scans = Array.from({ length: 128 }, (_, code): Scan => {
    const character = String.fromCharCode(code);
    const candidates = byBucket[code]!;
    if (isWhiteSpace(code) && only(code, WHITE_SPACE_SOURCE)) return Scan.WhiteSpace;
    if (isDigit(code) && candidates.length === 2 && candidates[0] === double && candidates[1] === integer) return Scan.Number;
    // A letter's candidates that match only letters (the keywords, the units) and the identifier,
    // which matches the whole word: whichever wins, what it takes lies inside the word, so the
    // word alone decides the token. `_` is not one (`_{TENANT}` goes on past the word).
    if (
      /[A-Za-z]/.test(character) &&
      candidates.length > 0 &&
      candidates.every((m) => m.sticky !== null && (m.sticky.source === IDENTIFIER_SOURCE || /^[A-Za-z|]+$/.test(m.sticky.source)))
    )
      return Scan.Word;
    const sign = only(code)?.sticky?.source;
    if (sign === character || sign === `\\${character}`) return Scan.Sign;
    return Scan.Candidates;
  });
  return { byBucket, groupNames, scans, whiteSpace, integer, double };
}

const WHITE_SPACE_SOURCE = "[ \\t\\r\\n\\f\\v\\u00a0\\ufeff]+";
const DOUBLE_SOURCE = "\\d+\\.\\d+";
const INTEGER_SOURCE = "\\d+";
const IDENTIFIER_SOURCE = "[A-Za-z_][A-Za-z0-9_]*";

/** The characters of WHITE_SPACE_SOURCE. */
function isWhiteSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0xfeff;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isWordCharacter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || isDigit(code) || code === 0x5f;
}

/** How much the last match of `choose` took (a variable, not a result object: one less allocation per token). */
let chosenLength = -1;

/** The loop's choice among `candidates` at `offset` (its length in chosenLength), or undefined when none matches. */
function choose(candidates: Matcher[], text: string, offset: number): Matcher | undefined {
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i]!;
    const matched = matchLength(candidate, text, offset);
    if (matched === -1) continue;
    chosenLength = matched;
    // A keyword gives way to an identifier that goes on (`orders`, `index`).
    const alt = candidate.longerAlt;
    if (alt !== undefined) {
      const altLength = matchLength(alt, text, offset);
      if (altLength > matched) {
        chosenLength = altLength;
        return alt;
      }
    }
    return candidate;
  }
  return undefined;
}

/**
 * The token type of the words met so far (a query names the same few fields and keywords over and
 * over), found by trying the word's candidates on the word alone. Every word takes its whole
 * length: a keyword that matches less gives way to the identifier. Bounded, so a file of a
 * million distinct names cannot grow it without end.
 */
const wordMatchers = new Map<string, Matcher>();
const MAX_WORDS = 10_000;

function wordMatcher(candidates: Matcher[], word: string): Matcher | undefined {
  let matcher = wordMatchers.get(word);
  if (matcher === undefined) {
    // The identifier's pattern matches any word starting with a letter, so one candidate wins, and
    // takes the whole word (else the caller tries the candidates in the text: not met).
    matcher = choose(candidates, word, 0);
    if (matcher === undefined || chosenLength !== word.length) return undefined;
    if (wordMatchers.size >= MAX_WORDS) wordMatchers.clear();
    wordMatchers.set(word, matcher);
  }
  return matcher;
}

/** The tokens of `text`: what Chevrotain's lexer over tokens.ts gives with offsets only. */
export function tokenize(text: string): ILexingResult {
  const { byBucket, groupNames, scans, whiteSpace, integer, double } = (tables ??= buildTables());
  const tokens: IToken[] = [];
  const groups: Record<string, IToken[]> = {};
  for (const name of groupNames) groups[name] = [];
  const errors: ILexingError[] = [];
  const length = text.length;
  let offset = 0;
  while (offset < length) {
    const code = text.charCodeAt(offset);
    const candidates = byBucket[bucketOf(code)]!;
    let chosen: Matcher | undefined;
    let end = offset + 1;
    let image: string | undefined;
    switch (code < 128 ? scans[code] : Scan.Candidates) {
      case Scan.WhiteSpace:
        while (end < length && isWhiteSpace(text.charCodeAt(end))) end++;
        chosen = whiteSpace;
        break;
      case Scan.Word:
        while (end < length && isWordCharacter(text.charCodeAt(end))) end++;
        image = text.substring(offset, end);
        chosen = wordMatcher(candidates, image);
        if (chosen === undefined) {
          image = undefined;
          chosen = choose(candidates, text, offset);
          end = offset + chosenLength;
        }
        break;
      case Scan.Number:
        while (end < length && isDigit(text.charCodeAt(end))) end++;
        chosen = integer;
        if (text.charCodeAt(end) === 0x2e && isDigit(text.charCodeAt(end + 1))) {
          end += 2;
          while (end < length && isDigit(text.charCodeAt(end))) end++;
          chosen = double;
        }
        break;
      case Scan.Sign:
        chosen = candidates[0];
        break;
      default:
        chosen = choose(candidates, text, offset);
        end = offset + chosenLength;
    }
    if (chosen !== undefined) {
      const group = chosen.group;
      if (group !== undefined) {
        const token = {
          image: image ?? text.substring(offset, end),
          startOffset: offset,
          tokenTypeIdx: chosen.tokenTypeIdx,
          tokenType: chosen.tokenType,
        } as IToken;
        if (group === false) tokens.push(token);
        else groups[group]!.push(token);
      }
      offset = end;
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

/** How a token starting with each ASCII character is read (for the tests: a scan that no longer applies is not an error, only slower). */
export function scansByCharacter(): Record<string, keyof typeof Scan> {
  const { scans } = (tables ??= buildTables());
  const names = Object.keys(Scan) as (keyof typeof Scan)[];
  return Object.fromEntries(scans.map((scan, code) => [String.fromCharCode(code), names.find((name) => Scan[name] === scan)!]));
}

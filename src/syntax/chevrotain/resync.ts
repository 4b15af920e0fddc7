// Chevrotain's re-sync search (`findReSyncTokenType`, traits/recoverable.js), without its cost per
// rule frame. When a rule fails, each frame on the way up (with re-sync on) asks where parsing
// could pick up again: the first token ahead that some rule on the stack may be followed by.
// Chevrotain rebuilds the follow key of every frame of the stack (objects and strings), flattens
// their follow sets into one list, with repeats, and tests each token ahead against all of it:
// stack size x distance on every call. An error 63 brackets deep, with the next `)` 9,000 tokens
// away, took seconds (test/syntax/recovery-speed.test.ts).
//
// The answer is the same, found cheaply: the position is the nearest, over the follow sets on the
// stack, of the first token each set matches; that first match depends only on the set and on
// where the parser stands. So the follow sets of the stack are kept while the stack below a frame
// is unchanged (an unwinding error only pops frames), and each set's first match and the nearest
// one per depth are kept while the parser stands still. The token type returned is, as in
// Chevrotain, the first type of the flattened list that matches the token there.
// Internal members: check them on a Chevrotain upgrade (README.md here).
import { EOF, type IToken, type TokenType, tokenMatcher } from "chevrotain";

/** The members of Chevrotain's parser the search reads (recognizer_engine.js, recoverable.js, lexer_adapter.js). */
export interface ResyncInternals {
  currIdx: number;
  tokVector: IToken[];
  RULE_STACK: number[];
  RULE_OCCURRENCE_STACK: number[];
  RULE_STACK_IDX: number;
  LA(howMuch: number): IToken;
  shortRuleNameToFullName(shortName: number): string;
  getFollowSetFromFollowKey(key: { ruleName: string; idxInCallingRule: number; inRule: string }): TokenType[];
}

interface Memo {
  /** The stack the follow sets below were read from: rule short names and occurrences per depth. */
  names: number[];
  occurrences: number[];
  sets: TokenType[][];
  /** Where the parser stood for the fields below. */
  tokens: IToken[] | undefined;
  at: number;
  /** Follow set -> how many tokens ahead (LA(k)) its first match is. */
  firstMatch: Map<TokenType[], number>;
  /** Depth -> the nearest first match over the sets of depths 0..depth. */
  nearest: number[];
}

const BOTTOM: TokenType[] = [EOF];
const memos = new WeakMap<object, Memo>();

export function findResyncTokenType(parser: ResyncInternals): TokenType {
  let memo = memos.get(parser);
  if (!memo) {
    memo = { names: [], occurrences: [], sets: [], tokens: undefined, at: -2, firstMatch: new Map(), nearest: [] };
    memos.set(parser, memo);
  }
  if (memo.tokens !== parser.tokVector || memo.at !== parser.currIdx) {
    memo.tokens = parser.tokVector;
    memo.at = parser.currIdx;
    memo.firstMatch.clear();
    memo.nearest.length = 0;
  }
  const depth = parser.RULE_STACK_IDX;
  const same = unchangedDepths(parser, memo, depth);
  memo.nearest.length = Math.min(memo.nearest.length, same);
  for (let d = same; d <= depth; d++) {
    memo.names[d] = parser.RULE_STACK[d]!;
    memo.occurrences[d] = parser.RULE_OCCURRENCE_STACK[d]!;
    // As Chevrotain's buildFullFollowKeyStack: the bottom frame is followed by EOF.
    memo.sets[d] =
      d === 0
        ? BOTTOM
        : parser.getFollowSetFromFollowKey({
            ruleName: parser.shortRuleNameToFullName(parser.RULE_STACK[d]!),
            idxInCallingRule: parser.RULE_OCCURRENCE_STACK[d]!,
            inRule: parser.shortRuleNameToFullName(parser.RULE_STACK[d - 1]!),
          });
  }
  for (let d = memo.nearest.length; d <= depth; d++)
    memo.nearest[d] = Math.min(d === 0 ? Number.POSITIVE_INFINITY : memo.nearest[d - 1]!, firstMatch(parser, memo, memo.sets[d]!));
  const token = parser.LA(memo.nearest[depth]!);
  for (let d = 0; d <= depth; d++) for (const type of memo.sets[d]!) if (tokenMatcher(token, type)) return type;
  // Unreachable: the bottom frame is followed by EOF, which LA gives past the end.
  return EOF;
}

/** How many depths from the bottom still hold the rules the memo read its follow sets from. */
function unchangedDepths(parser: ResyncInternals, memo: Memo, depth: number): number {
  let d = 0;
  while (
    d <= depth &&
    d < memo.sets.length &&
    memo.names[d] === parser.RULE_STACK[d] &&
    memo.occurrences[d] === parser.RULE_OCCURRENCE_STACK[d]
  )
    d++;
  if (d < memo.sets.length) {
    memo.names.length = d;
    memo.occurrences.length = d;
    memo.sets.length = d;
  }
  return d;
}

/** LA(k) of the first token ahead that `set` matches; the end (EOF) when none does. */
function firstMatch(parser: ResyncInternals, memo: Memo, set: TokenType[]): number {
  const known = memo.firstMatch.get(set);
  if (known !== undefined) return known;
  const matched = matchedTypeIndexes(set);
  let k = 1;
  for (;;) {
    const token = parser.LA(k);
    if (token.tokenType === EOF || matched.has(token.tokenTypeIdx!)) break;
    k++;
  }
  memo.firstMatch.set(set, k);
  return k;
}

const matchedBySet = new WeakMap<TokenType[], Set<number>>();

/**
 * The token type indexes a follow set matches, as `tokenMatcher` decides it: a type matches its
 * own index and, for a category, those of its members. One lookup per token ahead, not one call
 * per type of the set.
 */
function matchedTypeIndexes(set: TokenType[]): Set<number> {
  let matched = matchedBySet.get(set);
  if (!matched) {
    matched = new Set();
    for (const type of set as (TokenType & { tokenTypeIdx?: number; categoryMatches?: number[] })[]) {
      matched.add(type.tokenTypeIdx!);
      for (const member of type.categoryMatches ?? []) matched.add(member);
    }
    matchedBySet.set(set, matched);
  }
  return matched;
}

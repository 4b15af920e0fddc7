// Lookahead for the parser from a table computed ahead of time. Chevrotain works out, when the
// parser is built, which tokens can start each alternative of every OR, OPTION and MANY: a grammar
// analysis on every start of the CLI. The answer only changes with the grammar, so
// `npm run grammar` stores it in ../generated/lookahead-table.ts and
// the parser builds its decision functions from that. test/syntax/grammar.test.ts fails when the
// table no longer matches the grammar; an entry the table lacks is computed as Chevrotain would.
import {
  getLookaheadPaths,
  LLkLookaheadStrategy,
  tokenMatcher,
  tokenName,
  type ILookaheadStrategy,
  type ILookaheadValidationError,
  type IOrAlt,
  type LookaheadProductionType,
  type OptionalProductionType,
  type Rule,
  type TokenType,
} from "chevrotain";

/** `rule:production:occurrence` -> for each alternative, the token sequences that choose it (token names). */
export type LookaheadTable = Record<string, string[][][]>;

/** The parser as a lookahead function sees it (`this`). */
interface Lookahead {
  LA(distance: number): { tokenTypeIdx: number; tokenType: TokenType };
}

export class TableLookahead implements ILookaheadStrategy {
  /** Entries computed because the table lacked them (all of them, given an empty table). */
  readonly computed: LookaheadTable = {};
  private readonly validator: ILookaheadStrategy;

  constructor(
    private readonly table: LookaheadTable,
    private readonly tokensByName: ReadonlyMap<string, TokenType>,
    maxLookahead: number,
  ) {
    this.validator = new LLkLookaheadStrategy({ maxLookahead });
  }

  /** The grammar checks (tests run them) are Chevrotain's own. */
  validate(options: { rules: Rule[]; tokenTypes: TokenType[]; grammarName: string }): ILookaheadValidationError[] {
    return this.validator.validate(options);
  }

  buildLookaheadForAlternation(options: {
    prodOccurrence: number;
    rule: Rule;
    maxLookahead: number;
    hasPredicates: boolean;
  }): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    const alternatives = this.paths(options.rule, "Alternation", options.prodOccurrence, options.maxLookahead);
    return chooseAlternative(alternatives, options.hasPredicates);
  }

  buildLookaheadForOptional(options: {
    prodOccurrence: number;
    prodType: OptionalProductionType;
    rule: Rule;
    maxLookahead: number;
  }): () => boolean {
    // The first "alternative" of an optional production is entering it.
    const enter = this.paths(options.rule, options.prodType, options.prodOccurrence, options.maxLookahead)[0] ?? [];
    return startsWith(enter);
  }

  private paths(rule: Rule, prodType: LookaheadProductionType, occurrence: number, maxLookahead: number): TokenType[][][] {
    const key = `${rule.name}:${prodType}:${occurrence}`;
    const stored = this.table[key];
    if (stored) {
      const resolved = stored.map((alternative) => alternative.map((path) => path.map((name) => this.tokensByName.get(name))));
      if (resolved.every((a) => a.every((p) => p.every((token) => token !== undefined)))) return resolved as TokenType[][][];
    }
    const live = getLookaheadPaths({ occurrence, rule, prodType, maxLookahead });
    this.computed[key] = live.map((alternative) => alternative.map((path) => path.map((token) => tokenName(token))));
    return live;
  }
}

/** Whether the next tokens are one of `paths` (each a sequence from the next token on). */
function matches(parser: Lookahead, paths: TokenType[][]): boolean {
  for (const path of paths) {
    let all = true;
    for (let i = 0; i < path.length && all; i++) all = tokenMatcher(parser.LA(i + 1) as never, path[i]!);
    if (all) return true;
  }
  return false;
}

/** Token type index -> the first alternative a single token chooses (categories included). */
function singleTokenChoices(alternatives: TokenType[][][]): Map<number, number> | undefined {
  if (!alternatives.every((a) => a.every((path) => path.length === 1))) return undefined;
  const choice = new Map<number, number>();
  alternatives.forEach((alternative, index) => {
    for (const [token] of alternative) {
      for (const idx of [token!.tokenTypeIdx!, ...((token as { categoryMatches?: number[] }).categoryMatches ?? [])]) {
        if (!choice.has(idx)) choice.set(idx, index);
      }
    }
  });
  return choice;
}

/** An alternative the next token can start, and whether that token alone decides it. */
interface Candidate {
  alternative: number;
  decided: boolean;
}

/**
 * The alternatives whose paths can start with a token of this type, in order. The token decides
 * one when it matches a path of one token (or the alternative has an empty path); otherwise its
 * longer paths are checked token by token. Worked out once per token type.
 */
function candidatesFor(token: { tokenTypeIdx: number; tokenType: TokenType }, alternatives: TokenType[][][]): Candidate[] {
  const found: Candidate[] = [];
  alternatives.forEach((paths, alternative) => {
    const starting = paths.filter((path) => path.length === 0 || tokenMatcher(token as never, path[0]!));
    if (starting.length > 0) found.push({ alternative, decided: starting.some((path) => path.length <= 1) });
  });
  return found;
}

function chooseAlternative(
  alternatives: TokenType[][][],
  hasPredicates: boolean,
): (this: Lookahead, orAlts?: IOrAlt<unknown>[]) => number | undefined {
  if (!hasPredicates) {
    const single = singleTokenChoices(alternatives);
    if (single) {
      const table: (number | undefined)[] = [];
      for (const [idx, alternative] of single) table[idx] = alternative;
      return function (this: Lookahead) {
        return table[this.LA(1).tokenTypeIdx];
      };
    }
  }
  // Gates are per call (they may read the parser's state): each is checked before its paths.
  // Only the alternatives that can start with the next token are looked at: `primary` has a
  // dozen alternatives and the most frequent, a name, is the last.
  const byToken: Candidate[][] = [];
  return function (this: Lookahead, orAlts?: IOrAlt<unknown>[]) {
    const next = this.LA(1);
    const candidates = (byToken[next.tokenTypeIdx] ??= candidatesFor(next, alternatives));
    for (let k = 0; k < candidates.length; k++) {
      const { alternative, decided } = candidates[k]!;
      if (hasPredicates) {
        const gate = (orAlts?.[alternative] as { GATE?: () => boolean } | undefined)?.GATE;
        if (gate !== undefined && gate.call(this) === false) continue;
      }
      if (decided || matches(this, alternatives[alternative]!)) return alternative;
    }
    return undefined;
  };
}

function startsWith(paths: TokenType[][]): (this: Lookahead) => boolean {
  if (paths.every((path) => path.length === 1)) {
    const starts: boolean[] = [];
    for (const [token] of paths) {
      starts[token!.tokenTypeIdx!] = true;
      for (const idx of (token as { categoryMatches?: number[] }).categoryMatches ?? []) starts[idx] = true;
    }
    return function (this: Lookahead) {
      return starts[this.LA(1).tokenTypeIdx] === true;
    };
  }
  const byToken: Candidate[][] = [];
  return function (this: Lookahead) {
    const next = this.LA(1);
    const [entering] = (byToken[next.tokenTypeIdx] ??= candidatesFor(next, [paths]));
    return entering !== undefined && (entering.decided || matches(this, paths));
  };
}

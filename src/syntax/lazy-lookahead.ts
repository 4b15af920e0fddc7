// Chevrotain's own lookahead (LLkLookaheadStrategy), worked out for each decision the first time
// the parser reaches it rather than for all of them when the parser is built. Building the parser
// computes, for every OR, OPTION and MANY, the token sequences that choose each alternative: most
// of its construction time, paid on every start of the CLI, while a lint of one audience reaches a
// fraction of the grammar (no `occurs`, no CHAIN, no `select`). The decisions are Chevrotain's:
// the same function, built on first use.
import {
  type ILookaheadStrategy,
  type ILookaheadValidationError,
  type IOrAlt,
  LLkLookaheadStrategy,
  type Rule,
  type TokenType,
} from "chevrotain";

type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];

export class LazyLookahead implements ILookaheadStrategy {
  private readonly llk: ILookaheadStrategy;

  constructor(maxLookahead: number) {
    this.llk = new LLkLookaheadStrategy({ maxLookahead });
  }

  validate(options: { rules: Rule[]; tokenTypes: TokenType[]; grammarName: string }): ILookaheadValidationError[] {
    return this.llk.validate(options);
  }

  buildLookaheadForAlternation(options: AlternationOptions): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    let decide: ((orAlts?: IOrAlt<unknown>[]) => number | undefined) | undefined;
    const llk = this.llk;
    return function (this: unknown, orAlts) {
      const built = (decide ??= llk.buildLookaheadForAlternation(options));
      return built.call(this, orAlts);
    };
  }

  buildLookaheadForOptional(options: OptionalOptions): () => boolean {
    let enter: (() => boolean) | undefined;
    const llk = this.llk;
    return function (this: unknown) {
      const built = (enter ??= llk.buildLookaheadForOptional(options));
      return built.call(this);
    };
  }
}

// Chevrotain's two "no way forward" errors (`raiseNoAltException` when no alternative of an OR
// matches, `raiseEarlyExitException` when an AT_LEAST_ONE cannot start), without the work their
// messages do not use. Chevrotain computes, on every such error, every token sequence that could
// have gone on from there (`getLookaheadPathsForOr`: its own source says it "can be slow"), only
// to hand it to the error message provider. Ours (../messages.ts) words its messages from the
// tokens actually found, the previous token and the rule, never from those sequences; computing
// them cost about 25 ms for each error in PQL's expression rule, which made a 15-character broken
// query take 30 ms to parse and every keystroke of an unfinished expression in an editor pay it.
// So the errors are raised as Chevrotain raises them, with the same message inputs but the
// sequences left empty. test/syntax/raise-errors.test.ts holds the messages to Chevrotain's.
// Internal members: check them on a Chevrotain upgrade (README.md here).
import {
  EarlyExitException,
  type IParserErrorMessageProvider,
  type IToken,
  NoViableAltException,
  type IRecognitionException,
} from "chevrotain";

/** The members of Chevrotain's parser the two errors read (traits/error_handler.js). */
export interface RaiseInternals {
  maxLookahead: number;
  errorMessageProvider: IParserErrorMessageProvider;
  LA(howMuch: number): IToken;
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: IRecognitionException): IRecognitionException;
}

/** The tokens ahead the message provider is shown: as many as the parser looks ahead. */
function tokensAhead(parser: RaiseInternals): IToken[] {
  const actual: IToken[] = [];
  for (let i = 1; i <= parser.maxLookahead; i++) actual.push(parser.LA(i));
  return actual;
}

/** No alternative of an OR matches here. */
export function raiseNoViableAlternative(parser: RaiseInternals, customUserDescription: string | undefined): never {
  const previous = parser.LA(0);
  const message = parser.errorMessageProvider.buildNoViableAltMessage({
    expectedPathsPerAlt: [],
    actual: tokensAhead(parser),
    previous,
    customUserDescription,
    ruleName: parser.getCurrRuleFullName(),
  });
  throw parser.SAVE_ERROR(new NoViableAltException(message, parser.LA(1), previous));
}

/** An AT_LEAST_ONE (or its separated form) cannot make its first iteration here. */
export function raiseEarlyExit(parser: RaiseInternals, customUserDescription: string | undefined): never {
  const message = parser.errorMessageProvider.buildEarlyExitMessage({
    expectedIterationPaths: [],
    actual: tokensAhead(parser),
    previous: parser.LA(0),
    customUserDescription,
    ruleName: parser.getCurrRuleFullName(),
  });
  throw parser.SAVE_ERROR(new EarlyExitException(message, parser.LA(1), parser.LA(0)));
}

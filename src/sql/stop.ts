// A compiled query may stop on data it cannot answer exactly (a timestamp only JavaScript's
// Date.parse reads, arrays nested deeper than the SQL unfolds, ...): the dialect's `fail` raises
// an error whose message starts with STOP_MARK, so a caller can tell such a deliberate stop,
// after which the evaluator answers, from an engine error that is a bug of ours.
export const STOP_MARK = "pql-audience: the SQL stops here: ";

/** Why the query stopped, when `errorMessage` is such a deliberate stop; undefined for any other error. */
export function stopReason(errorMessage: string): string | undefined {
  const at = errorMessage.indexOf(STOP_MARK);
  if (at < 0) return undefined;
  return errorMessage
    .slice(at + STOP_MARK.length)
    .split("\n")[0]!
    .trim();
}

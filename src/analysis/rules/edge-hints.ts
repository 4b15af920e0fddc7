// The way out every edge reason offers: evaluate the audience in batch instead. One copy of each
// string, shared by every finding that shows it.
export const batchHint = "or set evaluationInfo.synchronous.enabled to false to evaluate this audience in batch";

/** `batchHint` as a sentence of its own. */
export const batchSentence = batchHint.replace(/^or /, "");

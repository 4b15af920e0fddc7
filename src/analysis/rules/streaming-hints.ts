// The way out every streaming reason offers: evaluate the audience in batch instead. One copy of
// the string, shared by every finding that shows it as its own help line.
export const streamingBatchSentence =
  "set evaluationInfo.continuous.enabled to false and batch.enabled to true to evaluate this audience in batch";

/** A streaming audience file, for the rules' examples: only `continuous` is enabled. */
export const streaming: [boolean, boolean, boolean] = [false, true, false];

// The way out every edge reason offers: evaluate the audience in batch (or by streaming) instead,
// the whole change of evaluationInfo (turning synchronous off alone would leave no method). One
// copy of the string, shared by every finding that shows it as its own help line.
export const batchSentence =
  "set evaluationInfo.synchronous.enabled to false and batch.enabled to true to evaluate this audience in batch (or continuous.enabled to true, by streaming, when it is streaming-eligible)";

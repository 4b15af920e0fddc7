export declare const streamingBatchSentence = "set evaluationInfo.continuous.enabled to false and batch.enabled to true to evaluate this audience in batch";
/** A streaming audience file, for the rules' examples: only `continuous` is enabled. */
export declare const streaming: [boolean, boolean, boolean];

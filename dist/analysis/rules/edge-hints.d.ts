export declare const batchHint = "or set evaluationInfo.synchronous.enabled to false to evaluate this audience in batch";
/** `batchHint` as a sentence of its own. */
export declare const batchSentence: string;

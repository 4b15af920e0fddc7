export interface WordDoc {
    signature: string;
    doc: string;
}
export declare const functionDocs: Record<string, WordDoc>;
export declare const methodDocs: Record<string, WordDoc>;
export declare const keywordDocs: Record<string, WordDoc>;
/** Relative time words offered where a time window is written. */
/** Relative time phrases offered as a whole (their single words are keywords above). */
export declare const timeWords: readonly string[];
/** The documentation of a word as written, or undefined; `method` when it follows a `.`. */
export declare function wordDoc(word: string, method: boolean): WordDoc | undefined;

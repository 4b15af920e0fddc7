/** The file offset where the PQL holding `offset` starts; undefined when `offset` is not in PQL. */
export declare function expressionStartAt(file: string, text: string, offset: number): number | undefined;

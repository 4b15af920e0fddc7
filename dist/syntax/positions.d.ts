import type { Position, Span } from "./ast.js";
export declare class LineMap {
    readonly text: string;
    private readonly lineStarts;
    constructor(text: string);
    position(offset: number): Position;
    span(startOffset: number, endOffset: number): Span;
    /** The text of one line (1-based), without its line break. */
    lineText(line: number): string;
    get lineCount(): number;
}

import type { Position, Span } from "../syntax/ast.js";
import type { LineMap } from "../syntax/positions.js";
/**
 * A run of the value: `length` characters from value offset `at`, each copied one to one from the
 * file at `from` onwards, or (`copied` false) each produced by the whole file range [from, to):
 * an escape such as `\u00e9`, a folded line break.
 */
interface Piece {
    at: number;
    length: number;
    from: number;
    to: number;
    copied: boolean;
}
export declare class SourceMap {
    private readonly lines;
    private readonly pieces;
    private readonly endOffset;
    readonly length: number;
    /**
     * @param pieces the value's runs, in order, covering it
     * @param endOffset file offset standing for "the end of the value" (where a span at value.length lands)
     * @param length the value's length
     */
    private constructor();
    /** The map of a value copied verbatim from the file at `start` (a bare `.pql` file). */
    static identity(lines: LineMap, start: number, length: number): SourceMap;
    /** @internal Made by SourceMapBuilder. */
    static of(lines: LineMap, pieces: readonly Piece[], endOffset: number, length: number): SourceMap;
    /** The piece holding value offset `index` (0 <= index < length). */
    private pieceAt;
    private startOf;
    private endOf;
    /** Where the character at `offset` of the value starts in the file (offset == length maps past the value). */
    offsetAt(offset: number): number;
    position(offset: number): Position;
    /**
     * A span of the value -> the span of the file that holds those characters. An empty span stays
     * empty (a point before the character at its start); a non-empty one ends just past the source
     * of its last character, so `\"` or `\u00e9` is covered whole.
     */
    mapSpan(span: Span): Span;
}
/** Builds a SourceMap one decoded piece at a time, as runs (no per-character arrays). */
export declare class SourceMapBuilder {
    value: string;
    private readonly pieces;
    /** Appends `text`, each character produced by the source range [start, end). */
    push(text: string, start: number, end: number): void;
    /** Appends source characters copied one to one, starting at file offset `start`. */
    copy(text: string, start: number): void;
    /** File offset just past the source of the last character (undefined for an empty value). */
    get lastEnd(): number | undefined;
    build(lines: LineMap, endOffset: number): SourceMap;
}
export {};

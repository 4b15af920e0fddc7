// A map from offsets in a decoded string (the PQL text) back to the audience file it came from.
// Each character of the decoded value remembers the source characters that produced it: one
// character for plain text, six for `\u00e9`, two for `\"`, the line break itself for a folded
// line. That is what lets a diagnostic inside a JSON escape or a YAML block scalar point at the
// right line:column of the file. The map is kept as runs (a copied stretch, or characters an
// escape produced), not per character: most values are one or two runs.
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

export class SourceMap {
  /**
   * @param pieces the value's runs, in order, covering it
   * @param endOffset file offset standing for "the end of the value" (where a span at value.length lands)
   * @param length the value's length
   */
  private constructor(
    private readonly lines: LineMap,
    private readonly pieces: readonly Piece[],
    private readonly endOffset: number,
    readonly length: number,
  ) {}

  /** The map of a value copied verbatim from the file at `start` (a bare `.pql` file). */
  static identity(lines: LineMap, start: number, length: number): SourceMap {
    return new SourceMap(
      lines,
      length > 0 ? [{ at: 0, length, from: start, to: start + length, copied: true }] : [],
      start + length,
      length,
    );
  }

  /** @internal Made by SourceMapBuilder. */
  static of(lines: LineMap, pieces: readonly Piece[], endOffset: number, length: number): SourceMap {
    return new SourceMap(lines, pieces, endOffset, length);
  }

  /** The piece holding value offset `index` (0 <= index < length). */
  private pieceAt(index: number): Piece {
    const pieces = this.pieces;
    let lo = 0;
    let hi = pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pieces[mid]!.at <= index) lo = mid;
      else hi = mid - 1;
    }
    return pieces[lo]!;
  }

  private startOf(index: number): number {
    const piece = this.pieceAt(index);
    return piece.copied ? piece.from + (index - piece.at) : piece.from;
  }

  private endOf(index: number): number {
    const piece = this.pieceAt(index);
    return piece.copied ? piece.from + (index - piece.at) + 1 : piece.to;
  }

  /** Where the character at `offset` of the value starts in the file (offset == length maps past the value). */
  offsetAt(offset: number): number {
    if (offset >= this.length || offset < 0) return offset < 0 && this.length > 0 ? this.startOf(0) : this.endOffset;
    return this.startOf(offset);
  }

  position(offset: number): Position {
    return this.lines.position(this.offsetAt(offset));
  }

  /**
   * A span of the value -> the span of the file that holds those characters. An empty span stays
   * empty (a point before the character at its start); a non-empty one ends just past the source
   * of its last character, so `\"` or `\u00e9` is covered whole.
   */
  mapSpan(span: Span): Span {
    const start = clamp(span.start.offset, this.length);
    const end = clamp(span.end.offset, this.length);
    if (end <= start) {
      const at = this.lines.position(this.offsetAt(start));
      return { start: at, end: at };
    }
    const from = this.startOf(start);
    const to = Math.max(from, this.endOf(end - 1));
    return this.lines.span(from, to);
  }
}

function clamp(offset: number, length: number): number {
  return Math.max(0, Math.min(offset, length));
}

/** Builds a SourceMap one decoded piece at a time, as runs (no per-character arrays). */
export class SourceMapBuilder {
  value = "";
  private readonly pieces: Piece[] = [];

  /** Appends `text`, each character produced by the source range [start, end). */
  push(text: string, start: number, end: number): void {
    if (text.length === 0) return;
    this.pieces.push({ at: this.value.length, length: text.length, from: start, to: end, copied: false });
    this.value += text;
  }

  /** Appends source characters copied one to one, starting at file offset `start`. */
  copy(text: string, start: number): void {
    if (text.length === 0) return;
    const last = this.pieces[this.pieces.length - 1];
    if (last?.copied && last.from + last.length === start) {
      last.length += text.length;
      last.to += text.length;
    } else this.pieces.push({ at: this.value.length, length: text.length, from: start, to: start + text.length, copied: true });
    this.value += text;
  }

  /** File offset just past the source of the last character (undefined for an empty value). */
  get lastEnd(): number | undefined {
    return this.pieces[this.pieces.length - 1]?.to;
  }

  build(lines: LineMap, endOffset: number): SourceMap {
    return SourceMap.of(lines, this.pieces, endOffset, this.value.length);
  }
}

// A map from offsets in a decoded string (the PQL text) back to the audience file it came from.
// Each character of the decoded value remembers the source characters that produced it: one
// character for plain text, six for `\u00e9`, two for `\"`, the line break itself for a folded
// line. That is what lets a diagnostic inside a JSON escape or a YAML block scalar point at the
// right line:column of the file.
import type { Position, Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";

export class SourceMap {
  /**
   * @param starts file offset where each decoded character's source begins; a number when the
   *   value is a verbatim copy of the file from that offset (no per-character arrays needed)
   * @param ends file offset just past each decoded character's source (unused for a copy)
   * @param endOffset file offset standing for "the end of the value" (where a span at value.length lands)
   * @param length the value's length
   */
  private constructor(
    private readonly lines: LineMap,
    private readonly starts: readonly number[] | number,
    private readonly ends: readonly number[],
    private readonly endOffset: number,
    readonly length: number,
  ) {}

  /** The map of a value copied verbatim from the file at `start` (a bare `.pql` file, a JSON string without escapes). */
  static identity(lines: LineMap, start: number, length: number, endOffset = start + length): SourceMap {
    return new SourceMap(lines, start, [], endOffset, length);
  }

  /** The map of a decoded value, character by character. */
  static of(lines: LineMap, starts: readonly number[], ends: readonly number[], endOffset: number): SourceMap {
    return new SourceMap(lines, starts, ends, endOffset, starts.length);
  }

  private startOf(index: number): number {
    return typeof this.starts === "number" ? this.starts + index : this.starts[index]!;
  }

  private endOf(index: number): number {
    return typeof this.starts === "number" ? this.starts + index + 1 : this.ends[index]!;
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

/**
 * Builds a SourceMap one decoded piece at a time. While every character is a copy of the file's
 * next one (most strings), it keeps only where the copy began; the per-character arrays are made
 * at the first escape or folded line.
 */
export class SourceMapBuilder {
  value = "";
  /** File offset of the first character, while the value is one verbatim run. */
  private copiedFrom = -1;
  private starts: number[] | undefined;
  private ends: number[] | undefined;

  /** Appends `text`, each character produced by the source range [start, end). */
  push(text: string, start: number, end: number): void {
    const [starts, ends] = this.arrays();
    for (let i = 0; i < text.length; i++) {
      starts.push(start);
      ends.push(end);
    }
    this.value += text;
  }

  /** Appends source characters copied one to one, starting at file offset `start`. */
  copy(text: string, start: number): void {
    if (this.starts === undefined) {
      if (this.value.length === 0) this.copiedFrom = start;
      if (this.copiedFrom + this.value.length === start) {
        this.value += text;
        return;
      }
    }
    const [starts, ends] = this.arrays();
    for (let i = 0; i < text.length; i++) {
      starts.push(start + i);
      ends.push(start + i + 1);
    }
    this.value += text;
  }

  /** File offset just past the source of the last character (undefined for an empty value). */
  get lastEnd(): number | undefined {
    if (this.value.length === 0) return undefined;
    return this.ends ? this.ends[this.ends.length - 1] : this.copiedFrom + this.value.length;
  }

  build(lines: LineMap, endOffset: number): SourceMap {
    if (this.starts === undefined) return SourceMap.identity(lines, this.copiedFrom, this.value.length, endOffset);
    return SourceMap.of(lines, this.starts, this.ends!, endOffset);
  }

  /** The per-character arrays, made from the verbatim run so far on first use. */
  private arrays(): [number[], number[]] {
    if (this.starts === undefined) {
      this.starts = [];
      this.ends = [];
      for (let i = 0; i < this.value.length; i++) {
        this.starts.push(this.copiedFrom + i);
        this.ends.push(this.copiedFrom + i + 1);
      }
    }
    return [this.starts, this.ends!];
  }
}

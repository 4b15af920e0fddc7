// A map from offsets in a decoded string (the PQL text) back to the audience file it came from.
// Each character of the decoded value remembers the source characters that produced it: one
// character for plain text, six for `\u00e9`, two for `\"`, the line break itself for a folded
// line. That is what lets a diagnostic inside a JSON escape or a YAML block scalar point at the
// right line:column of the file.
import type { Position, Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";

export class SourceMap {
  /**
   * @param starts file offset where each decoded character's source begins
   * @param ends file offset just past each decoded character's source
   * @param endOffset file offset standing for "the end of the value" (where a span at value.length lands)
   */
  constructor(
    private readonly lines: LineMap,
    private readonly starts: readonly number[],
    private readonly ends: readonly number[],
    private readonly endOffset: number,
  ) {}

  /** The map of a value copied verbatim from `fileText` at `start` (a bare `.pql` file). */
  static identity(lines: LineMap, start: number, length: number): SourceMap {
    const starts: number[] = new Array(length);
    const ends: number[] = new Array(length);
    for (let i = 0; i < length; i++) {
      starts[i] = start + i;
      ends[i] = start + i + 1;
    }
    return new SourceMap(lines, starts, ends, start + length);
  }

  get length(): number {
    return this.starts.length;
  }

  /** Where the character at `offset` of the value starts in the file (offset == length maps past the value). */
  offsetAt(offset: number): number {
    if (offset >= this.starts.length || offset < 0) return offset < 0 ? (this.starts[0] ?? this.endOffset) : this.endOffset;
    return this.starts[offset]!;
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
    const start = clamp(span.start.offset, this.starts.length);
    const end = clamp(span.end.offset, this.starts.length);
    if (end <= start) {
      const at = this.lines.position(this.offsetAt(start));
      return { start: at, end: at };
    }
    const from = this.starts[start]!;
    const to = Math.max(from, this.ends[end - 1]!);
    return this.lines.span(from, to);
  }
}

function clamp(offset: number, length: number): number {
  return Math.max(0, Math.min(offset, length));
}

/** Builds a SourceMap one decoded character at a time. */
export class SourceMapBuilder {
  value = "";
  readonly starts: number[] = [];
  readonly ends: number[] = [];

  /** Appends `text`, each character produced by the source range [start, end). */
  push(text: string, start: number, end: number): void {
    for (let i = 0; i < text.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
    this.value += text;
  }

  /** Appends source characters copied one to one, starting at file offset `start`. */
  copy(text: string, start: number): void {
    for (let i = 0; i < text.length; i++) {
      this.starts.push(start + i);
      this.ends.push(start + i + 1);
    }
    this.value += text;
  }

  build(lines: LineMap, endOffset: number): SourceMap {
    return new SourceMap(lines, this.starts, this.ends, endOffset);
  }
}

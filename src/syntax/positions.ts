// Offsets to line:column. Offsets are 0-based UTF-16 code units (what JS strings, Chevrotain,
// LSP and SARIF use); lines and columns are 1-based for people.
import type { Position, Span } from "./ast.js";

export class LineMap {
  private readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    this.lineStarts = starts;
    // Most texts have no `\r`: then indexOf finds the line breaks, far faster than a loop in JS.
    if (!text.includes("\r")) {
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { offset: clamped, line: lo + 1, column: clamped - this.lineStarts[lo]! + 1 };
  }

  span(startOffset: number, endOffset: number): Span {
    return { start: this.position(startOffset), end: this.position(endOffset) };
  }

  /** The text of one line (1-based), without its line break. */
  lineText(line: number): string {
    const start = this.lineStarts[line - 1];
    if (start === undefined) return "";
    const next = this.lineStarts[line];
    let end = next === undefined ? this.text.length : next;
    while (end > start && (this.text.charCodeAt(end - 1) === 10 || this.text.charCodeAt(end - 1) === 13)) end--;
    return this.text.slice(start, end);
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }
}

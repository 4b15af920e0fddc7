// How wide text is on a terminal, so carets line up under tabs, CJK, emoji and combining marks.
// Columns in diagnostics count UTF-16 code units (what JS, LSP and SARIF use); a terminal
// counts cells. This maps one to the other. Pure and table-driven; no Node imports.

import { CONTROL_CHARACTERS } from "../text/control-characters.js";
import { controlEscape } from "../text/visible-controls.js";

/** A tab is shown as this many spaces (rustc does the same), so the frame does not depend on tab stops. */
export const TAB_WIDTH = 4;

// [from, to] inclusive code point ranges, sorted. A small subset of Unicode's East Asian Width
// "W"/"F" classes and of zero-width characters: enough for names, quotes and emoji in audiences.
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x23e9, 0x23ec],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x26a1, 0x26a1],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f5],
  [0x26fa, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x2753, 0x2755],
  [0x2795, 0x2797],
  [0x2b1b, 0x2b1c],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f251],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

const ZERO: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05bd],
  [0x0610, 0x061a],
  [0x064b, 0x065f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x20d0, 0x20ff],
  [0xfe00, 0xfe0f],
  [0xfe20, 0xfe2f],
  [0xfeff, 0xfeff],
  [0x1f3fb, 0x1f3ff],
  [0xe0100, 0xe01ef],
];

function inRanges(cp: number, ranges: readonly (readonly [number, number])[]): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [from, to] = ranges[mid]!;
    if (cp < from) hi = mid - 1;
    else if (cp > to) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Terminal cells taken by one code point (tabs excluded: see `layoutLine`). */
export function codePointWidth(cp: number): number {
  if (cp < 0x300) return 1;
  if (inRanges(cp, ZERO)) return 0;
  return inRanges(cp, WIDE) ? 2 : 1;
}

/** One character of CONTROL_CHARACTERS, the one list (a copy without `g`, so a test keeps no state). */
const CONTROL = new RegExp(CONTROL_CHARACTERS.source, "u");

/**
 * A message or label with every terminal control character (C0, DEL, C1 such as the 8-bit CSI
 * U+009B, the line separators, the bidi controls) written as its visible escape
 * (visible-controls.ts), so a stray ESC or U+202E in an audience file cannot drive the reader's
 * terminal or reorder what it shows. Tabs and newlines stay: the frame lays them out itself.
 */
export function safeText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (c) => (c === "\t" || c === "\n" ? c : controlEscape(c)));
}

/** One source line as it will be printed, with a map from UTF-16 columns to terminal cells. */
export interface LaidOutLine {
  /** The printable text: tabs expanded, control characters made visible. */
  text: string;
  /** Total width in cells. */
  width: number;
  /** 0-based cell where the 1-based UTF-16 `column` starts; columns past the end keep counting. */
  cellAt(column: number): number;
}

export function layoutLine(line: string): LaidOutLine {
  // cells[i] = the cell where UTF-16 index i starts; the second half of a surrogate pair shares
  // the cell of the first, so a column that points into a pair still lands on the character.
  const cells: number[] = new Array<number>(line.length + 1);
  let text = "";
  let cell = 0;
  for (let i = 0; i < line.length; ) {
    const cp = line.codePointAt(i)!;
    const units = cp > 0xffff ? 2 : 1;
    for (let k = 0; k < units; k++) cells[i + k] = cell;
    if (cp === 9) {
      text += " ".repeat(TAB_WIDTH);
      cell += TAB_WIDTH;
    } else {
      const ch = String.fromCodePoint(cp);
      // A control character takes the cells of its escape (`\u202e`: six), so carets after it line up.
      const shown = CONTROL.test(ch) ? controlEscape(ch) : ch;
      text += shown;
      cell += shown === ch ? codePointWidth(cp) : shown.length;
    }
    i += units;
  }
  cells[line.length] = cell;
  return {
    text,
    width: cell,
    cellAt(column: number): number {
      const index = column - 1;
      if (index <= 0) return 0;
      if (index >= line.length) return cell + (index - line.length);
      return cells[index]!;
    },
  };
}

/** The slice of a laid-out line between two cells (wide characters cut in half are dropped). */
export function sliceCells(line: string, fromCell: number, toCell: number): string {
  let out = "";
  let cell = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const w = cp === 32 ? 1 : codePointWidth(cp);
    if (cell >= fromCell && cell + w <= toCell) out += ch;
    cell += w;
    if (cell >= toCell) break;
  }
  return out;
}

/** Terminal width of already laid-out text (no tabs in it). */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += codePointWidth(ch.codePointAt(0)!);
  return width;
}

/** A tab is shown as this many spaces (rustc does the same), so the frame does not depend on tab stops. */
export declare const TAB_WIDTH = 4;
/** Terminal cells taken by one code point (tabs excluded: see `layoutLine`). */
export declare function codePointWidth(cp: number): number;
/**
 * A message or label with every terminal control character (C0, DEL, C1 such as the 8-bit CSI
 * U+009B, the line separators, the bidi controls) written as its visible escape
 * (visible-controls.ts), so a stray ESC or U+202E in an audience file cannot drive the reader's
 * terminal or reorder what it shows. Tabs and newlines stay: the frame lays them out itself.
 */
export declare function safeText(text: string): string;
/** One source line as it will be printed, with a map from UTF-16 columns to terminal cells. */
export interface LaidOutLine {
    /** The printable text: tabs expanded, control characters made visible. */
    text: string;
    /** Total width in cells. */
    width: number;
    /** 0-based cell where the 1-based UTF-16 `column` starts; columns past the end keep counting. */
    cellAt(column: number): number;
}
export declare function layoutLine(line: string): LaidOutLine;
/** The slice of a laid-out line between two cells (wide characters cut in half are dropped). */
export declare function sliceCells(line: string, fromCell: number, toCell: number): string;
/** Terminal width of already laid-out text (no tabs in it). */
export declare function textWidth(text: string): number;

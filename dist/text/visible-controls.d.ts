/** C0, DEL, C1, the bidi marks, embeddings, overrides and isolates, the line and paragraph separators. */
export declare const TERMINAL_CONTROLS: RegExp;
/** One control character as its visible escape. */
export declare function controlEscape(c: string): string;
/** `text` with every terminal control character written as a visible escape. */
export declare function visibleControls(text: string): string;

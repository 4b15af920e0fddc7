/** One control character as its visible escape. */
export declare function controlEscape(c: string): string;
/** `text` with every terminal control character written as a visible escape. */
export declare function visibleControls(text: string): string;

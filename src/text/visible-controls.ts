// Text from outside (an audience name from an org, a file name, a server's message) printed to a
// terminal must not drive it: ESC starts colour, cursor and OSC 8 hyperlink sequences, CR
// rewrites the line, a newline fakes one, the C1 range holds 8-bit CSI (U+009B) and OSC, and the
// bidi overrides reorder what is shown. Each such character is written as a visible escape
// (`\x1b`, `\r`, `\u202e`), so the reader sees exactly what the text holds. JSON output needs
// none of this: JSON.stringify already writes control characters as escapes.

import { CONTROL_CHARACTERS } from "./control-characters.js";

const NAMED: Record<string, string> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One control character as its visible escape. */
export function controlEscape(c: string): string {
  const code = c.charCodeAt(0);
  return NAMED[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
}

/** `text` with every terminal control character written as a visible escape. */
export function visibleControls(text: string): string {
  return text.replace(CONTROL_CHARACTERS, controlEscape);
}

// Characters that are not text a person reads but instructions to whatever shows or parses the
// text: every control character (C0, DEL, C1: a newline, a carriage return, ESC...), Unicode's line
// and paragraph separators, and the bidirectional controls (which make text show other than it
// holds). A name from outside holding one can end a line comment of SQL or fake a line.

export const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `U+000A`, the way a message names a character. */
export function codePointName(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

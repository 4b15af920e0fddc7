// A line comment of SQL whose text came from outside (an audience's name, a file's name, the PQL it
// computes): written so that nothing in the text can end the comment. DuckDB ends a `--` comment at
// `\n` or `\r`, ClickHouse at `\n`, and an editor or terminal showing the script breaks lines at
// U+0085, U+2028 and U+2029 too; a name holding one would turn the rest of its line into live SQL
// in the printed script. Every control character (C0, DEL, C1), Unicode line and paragraph
// separator and bidirectional control (which can make a comment show other text than it holds) is
// written as an escape instead, so the comment still says what the name is.
import { CONTROL_CHARACTERS } from "../text/control-characters.js";

const SHORT: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with every character of CONTROL_CHARACTERS written as `\n`, `\r`, `\t` or `\uXXXX`. */
export function inertText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `-- text`, one line whatever `text` holds. */
export function sqlComment(text: string): string {
  return `-- ${inertText(text)}`;
}

/**
 * The comment `sql` prints above an audience's statement: the file's name for a `.pql` file, else
 * the audience's name and where it is defined.
 */
export function statementTitle(file: string, audience?: { name: string; line: number; column: number }): string {
  return sqlComment(audience === undefined ? file : `${audience.name} (${file}:${audience.line}:${audience.column})`);
}
